import { videoSource } from '../../../../lib';

/** What members will see of a chapter's video: the embed (YouTube, Vimeo), the player (a file), or why there is none. */
export function VideoPreview({ url, captionsUrl, chapterTitle }: { url: string; captionsUrl: string; chapterTitle: string }) {
  if (!url.trim()) return null;
  const source = videoSource(url);
  if (source.kind === 'unsupported') return <p className="muted ca-video-none">No preview: {source.reason}</p>;
  return (
    <figure className="ca-video">
      {source.kind === 'file' ? (
        <video controls preload="metadata" src={source.url} aria-label={`Video preview: ${chapterTitle}`}>
          {captionsUrl.trim().startsWith('https://') ? <track kind="captions" src={captionsUrl.trim()} srcLang="en" label="English" default /> : null}
        </video>
      ) : (
        <iframe
          src={source.embedUrl}
          title={`Video preview: ${chapterTitle}`}
          allow="fullscreen; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
        />
      )}
      <figcaption className="muted ca-small">Preview of the {source.kind === 'file' ? 'video file' : source.kind === 'youtube' ? 'YouTube video' : 'Vimeo video'}.</figcaption>
    </figure>
  );
}
