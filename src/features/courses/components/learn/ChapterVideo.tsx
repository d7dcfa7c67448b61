import { videoSource } from '../../../../lib';

/**
 * A chapter's video: YouTube and Vimeo as their privacy-friendly embeds (videoSource rebuilds the
 * address from an allow-list, so a stored URL never points an iframe anywhere else), a plain
 * https file in the browser's own player with its captions, anything else a short notice.
 */
export function ChapterVideo({ url, captionsUrl, chapterTitle }: { url: string; captionsUrl: string | null; chapterTitle: string }) {
  const source = videoSource(url);
  if (source.kind === 'unsupported') {
    return (
      <p className="notice learn-video-notice">
        This chapter’s video cannot be shown here. {source.reason}
      </p>
    );
  }
  if (source.kind === 'file') {
    const captions = captionsUrl?.startsWith('https://') ? captionsUrl : null;
    return (
      // captions from another site load only as a CORS request, which crossOrigin asks for
      <video className="learn-video" controls preload="metadata" src={source.url} crossOrigin={captions ? 'anonymous' : undefined} aria-label={`Video: ${chapterTitle}`}>
        {captions ? <track kind="captions" src={captions} srcLang="en" label="English" default /> : null}
        <p>
          Your browser cannot play this video here. <a href={source.url}>Open the video file</a>.
        </p>
      </video>
    );
  }
  return (
    <div className="learn-video-frame">
      <iframe
        src={source.embedUrl}
        title={`Video: ${chapterTitle}`}
        allow="fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
      />
    </div>
  );
}
