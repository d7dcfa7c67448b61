/**
 * Administrators' side of media: every item (drafts too), one for the editor,
 * create, update, publish / unpublish and delete. Shapes and limits:
 * model/content/media-documents.ts (the rules check the same; the form checks first).
 */
import { COLLECTIONS, type MediaFields } from '@model';
import { collection, deleteDoc, doc, getDoc, getDocs, runTransaction, serverTimestamp, updateDoc } from 'firebase/firestore/lite';
import { firebase } from './app';
import { DataError, guard } from './errors';
import { byNewestMedia, toMediaItem, type MediaItem } from './media';
import { liteDb } from './lite';

/** What one editor save writes; `isNew` stamps createdAt and refuses an id already taken. */
export interface MediaSave {
  id: string;
  isNew: boolean;
  fields: MediaFields;
}

const db = () => liteDb();
const itemRef = (id: string) => doc(db(), COLLECTIONS.media, id);

function signedInUid(): string {
  const uid = firebase().auth.currentUser?.uid;
  if (!uid) throw new DataError('unauthenticated', 'Please sign in again to continue.');
  return uid;
}

/** Administrators: every item, newest first (unordered on the server: an orderBy would drop items without createdAt). */
export function listAllMedia(): Promise<MediaItem[]> {
  return guard(async () => {
    const snap = await getDocs(collection(db(), COLLECTIONS.media));
    return snap.docs.map((d) => toMediaItem(d.id, d.data())).sort(byNewestMedia);
  });
}

/** Administrators: one item (null: no such item). */
export function loadEditableMedia(id: string): Promise<MediaItem | null> {
  return guard(async () => {
    const snap = await getDoc(itemRef(id));
    return snap.exists() ? toMediaItem(snap.id, snap.data()) : null;
  });
}

/**
 * Administrators: writes the item, stamped with the writer. A new item is created in a
 * transaction, so two administrators choosing the same title never overwrite each other.
 */
export function saveMedia(save: MediaSave): Promise<void> {
  return guard(async () => {
    const uid = signedInUid();
    const stamped = { ...save.fields, updatedAt: serverTimestamp(), updatedBy: uid };
    if (!save.isNew) {
      await updateDoc(itemRef(save.id), stamped);
      return;
    }
    await runTransaction(db(), async (tx) => {
      const existing = await tx.get(itemRef(save.id));
      if (existing.exists()) throw new DataError('already-exists', 'An item with this address already exists. Change the title and save again.');
      tx.set(itemRef(save.id), { ...stamped, createdAt: serverTimestamp() });
    });
  });
}

/** Administrators: publish or unpublish. */
export function setMediaPublished(id: string, published: boolean): Promise<void> {
  return guard(async () => {
    const uid = signedInUid();
    await updateDoc(itemRef(id), { published, updatedAt: serverTimestamp(), updatedBy: uid });
  });
}

/** Administrators: deletes the item (an uploaded file stays in Storage: another item may share its address). */
export function deleteMedia(id: string): Promise<void> {
  return guard(() => deleteDoc(itemRef(id)));
}
