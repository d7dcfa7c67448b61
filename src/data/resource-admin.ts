/**
 * Administrators' side of resources: every resource (drafts too), one with its
 * body for the editor, save, publish / unpublish and delete. A save writes the card and the body
 * in ONE batch (never a card without its body); a delete removes both in one batch.
 * Shapes and limits: model/content/resource-documents.ts (the rules check the same).
 */
import { COLLECTIONS, readResourceBody, resourceBodyPath, type ResourceBody, type ResourceDocument } from '@model';
import { collection, doc, getDoc, getDocs, serverTimestamp, writeBatch } from 'firebase/firestore/lite';
import { firebase } from './app';
import { DataError, guard } from './errors';
import { toResourceSummary, type ResourceSummary } from './resources';
import { liteDb } from './lite';

/** The card's own fields an editor save writes (the stamps are added here). */
export type ResourceFields = Omit<ResourceDocument<Date>, 'createdAt' | 'updatedAt' | 'updatedBy'>;

/** A resource as the editor opens it. */
export interface EditableResource {
  resource: ResourceSummary;
  body: ResourceBody;
}

/** What one editor save writes; `isNew` stamps createdAt (the id is chosen by the editor). */
export interface ResourceSave {
  id: string;
  isNew: boolean;
  fields: ResourceFields;
  body: ResourceBody;
}

/** Pure: newest first by creation, then title (the administrators' list). */
export function byNewest(a: ResourceSummary, b: ResourceSummary): number {
  return (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0) || a.title.localeCompare(b.title);
}

const db = () => liteDb();
const cardRef = (id: string) => doc(db(), COLLECTIONS.resources, id);
const bodyRef = (id: string) => doc(db(), resourceBodyPath(id));

function signedInUid(): string {
  const uid = firebase().auth.currentUser?.uid;
  if (!uid) throw new DataError('unauthenticated', 'Please sign in again to continue.');
  return uid;
}

/** Administrators: every resource, newest first (unordered on the server: an orderBy would drop cards without createdAt). */
export function listAllResources(): Promise<ResourceSummary[]> {
  return guard(async () => {
    const snap = await getDocs(collection(db(), COLLECTIONS.resources));
    return snap.docs.map((d) => toResourceSummary(d.id, d.data())).sort(byNewest);
  });
}

/** Administrators: one resource and its body (null: no such resource). */
export function loadEditableResource(id: string): Promise<EditableResource | null> {
  return guard(async () => {
    const [card, body] = await Promise.all([getDoc(cardRef(id)), getDoc(bodyRef(id))]);
    if (!card.exists()) return null;
    return { resource: toResourceSummary(card.id, card.data()), body: readResourceBody(body.exists() ? body.data() : {}, card.data()) };
  });
}

/** Administrators: the card and the body in one batch. */
export function saveResource(save: ResourceSave): Promise<void> {
  return guard(async () => {
    const uid = signedInUid();
    const now = serverTimestamp();
    const batch = writeBatch(db());
    const card = { ...save.fields, updatedAt: now, updatedBy: uid, ...(save.isNew ? { createdAt: now } : {}) };
    batch.set(cardRef(save.id), card, { merge: !save.isNew });
    batch.set(bodyRef(save.id), { markdown: save.body.markdown, url: save.body.url });
    await batch.commit();
  });
}

/** Administrators: publish or unpublish (the card only; the body follows the card in the rules). */
export function setResourcePublished(id: string, published: boolean): Promise<void> {
  return guard(async () => {
    const uid = signedInUid();
    const batch = writeBatch(db());
    batch.update(cardRef(id), { published, updatedAt: serverTimestamp(), updatedBy: uid });
    await batch.commit();
  });
}

/** Administrators: the body and the card, in one batch. */
export function deleteResource(id: string): Promise<void> {
  return guard(async () => {
    const batch = writeBatch(db());
    batch.delete(bodyRef(id));
    batch.delete(cardRef(id));
    await batch.commit();
  });
}
