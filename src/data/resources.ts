/**
 * Resources for everyone (members-only bodies gated on membership): the published
 * cards and one resource with its body. Shapes: model/content/resource-documents.ts. The body
 * of a members-only resource is refused by the rules unless the reader's membership gives access:
 * that refusal is read as "locked", never shown as an error. Administrators' writes: resource-admin.ts.
 */
import { COLLECTIONS, readResource, readResourceBody, resourceBodyPath, type ResourceBody, type ResourceDocument } from '@model';
import { collection, doc, getDoc, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { guard, isPermissionDenied } from './errors';
import { toDate } from './timestamps';
import { liteDb } from './lite';

/** A resource's card as the app shows it, with its id. */
export type ResourceSummary = ResourceDocument<Date> & { id: string };

/** One resource as its page shows it: the card, and the body unless it is locked for this reader. */
export type ResourceView = { resource: ResourceSummary; locked: false; body: ResourceBody } | { resource: ResourceSummary; locked: true; body: null };

/** The most cards the public list reads (the practice publishes tens; this bounds the reads). */
export const RESOURCES_LIMIT = 200;

/** Pure: resources/{id} data -> ResourceSummary with dates. */
export function toResourceSummary(id: string, data: unknown): ResourceSummary {
  const card = readResource<unknown>(id, data);
  return { ...card, id, createdAt: toDate(card.createdAt), updatedAt: toDate(card.updatedAt) };
}

const db = () => liteDb();

/** Published resources, newest first (members-only ones too: the page shows them locked). */
export function listResources(): Promise<ResourceSummary[]> {
  return guard(async () => {
    const q = query(collection(db(), COLLECTIONS.resources), where('published', '==', true), orderBy('createdAt', 'desc'), limit(RESOURCES_LIMIT));
    const snap = await getDocs(q);
    return snap.docs.map((d) => toResourceSummary(d.id, d.data()));
  });
}

/**
 * One published resource, or null when there is none at this address (unknown, unpublished, or
 * refused: all read as "not found"). Its body is read after the card; a refused body is locked.
 */
export function loadResource(resourceId: string): Promise<ResourceView | null> {
  return guard(async () => {
    let card;
    try {
      card = await getDoc(doc(db(), COLLECTIONS.resources, resourceId));
    } catch (error) {
      if (isPermissionDenied(error)) return null;
      throw error;
    }
    if (!card.exists()) return null;
    const resource = toResourceSummary(card.id, card.data());
    if (!resource.published) return null;
    try {
      const body = await getDoc(doc(db(), resourceBodyPath(resourceId)));
      return { resource, locked: false, body: readResourceBody(body.exists() ? body.data() : {}, card.data()) };
    } catch (error) {
      if (isPermissionDenied(error)) return { resource, locked: true, body: null };
      throw error;
    }
  });
}
