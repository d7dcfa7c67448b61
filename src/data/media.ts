/**
 * Media for everyone: published video and audio items, one item, and its
 * related items. Shapes: model/content/media-documents.ts. The rules refuse a members-only item
 * (the whole document) to readers without a membership, and answer "not there" for unknown ids:
 * a refused read is therefore shown as "locked", never as an error. Administrators' writes:
 * media-admin.ts; uploads: media-upload.ts.
 */
import { COLLECTIONS, readMedia, relatedMedia, type MediaDocument } from '@model';
import { collection, doc, getDoc, getDocs, limit, query, where } from 'firebase/firestore/lite';
import { guard, isPermissionDenied } from './errors';
import { toDate } from './timestamps';
import { liteDb } from './lite';

/** A media item as the app shows it, with its id. */
export type MediaItem = MediaDocument<Date> & { id: string };

/** One item as its page shows it; locked: the rules refuse it to this reader (members-only, or a draft). */
export type MediaView = { locked: false; item: MediaItem } | { locked: true; item: null };

/** The most items a list reads (the practice publishes tens; this bounds the reads). */
export const MEDIA_LIST_LIMIT = 200;

/** Pure: media/{id} data -> MediaItem with dates. */
export function toMediaItem(id: string, data: unknown): MediaItem {
  const item = readMedia<unknown>(id, data);
  return { ...item, id, createdAt: toDate(item.createdAt), updatedAt: toDate(item.updatedAt) };
}

/** Pure: newest first by creation, then title. */
export function byNewestMedia(a: MediaItem, b: MediaItem): number {
  return (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0) || a.title.localeCompare(b.title);
}

const db = () => liteDb();

/**
 * Published items this reader may open, newest first: every one for administrators and members
 * whose membership gives access; otherwise the rules refuse the wider query and the public ones
 * are read instead. Sorted here: an orderBy beside the filters would need a composite index.
 */
export function listMedia(): Promise<MediaItem[]> {
  return guard(async () => {
    const published = query(collection(db(), COLLECTIONS.media), where('published', '==', true), limit(MEDIA_LIST_LIMIT));
    let snap;
    try {
      snap = await getDocs(published);
    } catch (error) {
      if (!isPermissionDenied(error)) throw error;
      snap = await getDocs(query(collection(db(), COLLECTIONS.media), where('published', '==', true), where('audience', '==', 'public'), limit(MEDIA_LIST_LIMIT)));
    }
    return snap.docs.map((d) => toMediaItem(d.id, d.data())).sort(byNewestMedia);
  });
}

/** One published item; locked when the rules refuse it; null when there is none (unknown or unpublished). */
export function loadMediaItem(mediaId: string): Promise<MediaView | null> {
  return guard(async () => {
    let snap;
    try {
      snap = await getDoc(doc(db(), COLLECTIONS.media, mediaId));
    } catch (error) {
      if (isPermissionDenied(error)) return { locked: true, item: null };
      throw error;
    }
    if (!snap.exists()) return null;
    const item = toMediaItem(snap.id, snap.data());
    return item.published ? { locked: false, item } : null;
  });
}

/** Up to three other published items this reader may open: same topic first, then same kind. */
export async function listRelatedMedia(item: Pick<MediaItem, 'id' | 'topic' | 'kind'>): Promise<MediaItem[]> {
  return relatedMedia(item, await listMedia(), 3);
}
