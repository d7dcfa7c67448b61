import { LeafIcon } from '../../../../ui';

/** A course's cover image, or a calm placeholder of the same shape when it has none. */
export function CourseCover({ url, alt, className = '' }: { url: string | null; alt: string; className?: string }) {
  if (!url || !url.startsWith('https://')) {
    return (
      <div className={`course-cover course-cover-empty ${className}`} aria-hidden="true">
        <LeafIcon width={40} height={40} />
      </div>
    );
  }
  return <img className={`course-cover ${className}`} src={url} alt={alt} loading="lazy" decoding="async" />;
}
