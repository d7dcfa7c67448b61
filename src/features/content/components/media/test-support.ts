import type { MediaItem } from '../../api/media-public';

/** A published public audio file unless `over` says otherwise. */
export const mediaItem = (id: string, over: Partial<MediaItem> = {}): MediaItem => ({
  id, title: id, description: '', kind: 'audio', source: 'url', url: `https://example.org/${id}.mp3`, captionsUrl: null, transcript: '',
  durationSeconds: 0, topic: '', audience: 'public', published: true, createdAt: null, updatedAt: null, updatedBy: null,
  ...over,
});
