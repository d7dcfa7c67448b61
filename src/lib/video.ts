/**
 * Pure: how a chapter's video URL may be shown. Only YouTube and Vimeo are embedded (by an
 * allow-list of hosts, rebuilt as their privacy-friendly embed URLs, so a pasted link can never
 * point an iframe anywhere else); a plain https file ending in a video extension plays in <video>.
 * Everything else is refused with a reason the administrator can act on.
 */
export type VideoSource =
  | { kind: 'youtube' | 'vimeo'; embedUrl: string }
  | { kind: 'file'; url: string }
  | { kind: 'unsupported'; reason: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIDEO_FILE = /\.(mp4|webm|ogv|ogg|m4v|mov)$/i;

export function videoSource(input: string): VideoSource {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return { kind: 'unsupported', reason: 'This is not a web address.' };
  }
  if (url.protocol !== 'https:') return { kind: 'unsupported', reason: 'Use an https:// address.' };
  const host = url.hostname.replace(/^www\.|^m\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let youtube: string | null = null;
  if (host === 'youtu.be') youtube = parts[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    youtube = parts[0] === 'watch' ? url.searchParams.get('v') : parts[0] === 'embed' || parts[0] === 'shorts' ? (parts[1] ?? null) : null;
  }
  if (youtube !== null) {
    return YOUTUBE_ID.test(youtube)
      ? { kind: 'youtube', embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}` }
      : { kind: 'unsupported', reason: 'This YouTube address does not name a video.' };
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = parts[0] === 'video' ? parts[1] : parts[0];
    return id && VIMEO_ID.test(id)
      ? { kind: 'vimeo', embedUrl: `https://player.vimeo.com/video/${id}?dnt=1` }
      : { kind: 'unsupported', reason: 'This Vimeo address does not name a video.' };
  }
  if (VIDEO_FILE.test(url.pathname)) return { kind: 'file', url: url.href };
  return { kind: 'unsupported', reason: 'Use a YouTube or Vimeo link, or a video file (.mp4, .webm).' };
}
