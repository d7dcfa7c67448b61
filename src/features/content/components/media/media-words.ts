/**
 * Pure: media in words (kind, duration, the address to link to an item) and how an item plays,
 * from its stored source: YouTube / Vimeo through the video allow-list (src/lib/video.ts: the
 * privacy-friendly embed address, or the reason it is refused), direct files by <video>/<audio>.
 */
import { durationLabel, type MediaKind } from '@model';
import { videoSource } from '../../../../lib';
import type { MediaItem } from '../../api/media-public';

export const MEDIA_KIND_LABELS: Record<MediaKind, string> = { video: 'Video', audio: 'Audio' };
/** decoration beside the word */
export const MEDIA_KIND_ICONS: Record<MediaKind, string> = { video: '🎬', audio: '🎧' };

/** `/View-media/:id` of an item. */
export const mediaPath = (id: string): string => `/View-media/${encodeURIComponent(id)}`;

export type Playback =
  | { kind: 'embed'; host: 'YouTube' | 'Vimeo'; src: string }
  | { kind: 'video' | 'audio'; src: string; captions: string | null }
  | { kind: 'unplayable'; reason: string };

export function playbackOf(item: Pick<MediaItem, 'source' | 'kind' | 'url' | 'captionsUrl'>): Playback {
  if (!item.url) return { kind: 'unplayable', reason: 'This item has no address to play from yet.' };
  if (item.source === 'youtube' || item.source === 'vimeo') {
    const found = videoSource(item.url);
    if (found.kind === 'youtube' || found.kind === 'vimeo') return { kind: 'embed', host: found.kind === 'youtube' ? 'YouTube' : 'Vimeo', src: found.embedUrl };
    return { kind: 'unplayable', reason: found.kind === 'unsupported' ? found.reason : 'This video address is not a YouTube or Vimeo video.' };
  }
  return { kind: item.kind, src: item.url, captions: item.captionsUrl };
}

/** "Audio · 5 min" style words for a list (duration left out when not known). */
export function mediaSummary(item: Pick<MediaItem, 'kind' | 'durationSeconds'>): string {
  return [MEDIA_KIND_LABELS[item.kind], durationLabel(item.durationSeconds)].filter(Boolean).join(' · ');
}
