import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { FieldPath, type DocumentSnapshot, type Firestore, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { MEMBER_DATA_INVENTORY, MEMBER_EXPORT_LIMITS, erasurePseudonym, toExportData, type ExportRecord, type ExportSection, type ExportValue, type MemberDataEntry, type MemberDataFinder, type MemberDataKey } from '@model';

/**
 * Reads a member's data by MEMBER_DATA_INVENTORY with the Admin SDK (the server's view: reviewer
 * notes, flags and the access log included). Each query is read a page at a time in document-id
 * order, up to MEMBER_EXPORT_LIMITS.perSection documents per entry.
 */

/** The documents one inventory entry found, and whether there were more than the limit. */
export interface FoundDocuments {
  docs: DocumentSnapshot[];
  truncated: boolean;
}

const { pageSize, perSection } = MEMBER_EXPORT_LIMITS;

/** Reads a query a page at a time until it ends or `limit` documents (one more tells us it was cut). */
async function readPaged(query: Query, limit: number): Promise<FoundDocuments> {
  const docs: QueryDocumentSnapshot[] = [];
  let last: QueryDocumentSnapshot | null = null;
  for (;;) {
    let page = query.orderBy(FieldPath.documentId()).limit(Math.min(pageSize, limit + 1 - docs.length));
    if (last) page = page.startAfter(last);
    const snap = await page.get();
    docs.push(...snap.docs);
    if (docs.length > limit) return { docs: docs.slice(0, limit), truncated: true };
    if (snap.size < pageSize || snap.empty) return { docs, truncated: false };
    last = snap.docs[snap.docs.length - 1]!;
  }
}

/** Runs `task` over `items`, a few at a time (a member with many responses: their notes and flags). */
async function inBatches<T, R>(items: readonly T[], size: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(task))));
  return results;
}

/**
 * The Firestore documents of one entry (the `auth-account` entry has none: see `readAccount`).
 * `found` holds the entries read before, for subcollections under each of their documents.
 */
/** The query an inventory finder names for this uid: its `field` and `collection-group` finders (the export reads it, the erasure deletes or pseudonymises what it finds). */
export function finderQuery(db: Firestore, finder: MemberDataFinder, uid: string): Query | null {
  if (finder.by === 'field') return db.collection(finder.collection).where(finder.field, '==', uid);
  if (finder.by === 'collection-group') return db.collectionGroup(finder.group).where(finder.field, '==', uid);
  return null;
}

export async function findEntryDocuments(
  db: Firestore,
  entry: MemberDataEntry,
  uid: string,
  found: ReadonlyMap<MemberDataKey, FoundDocuments>,
): Promise<FoundDocuments> {
  const finder = entry.finder;
  switch (finder.by) {
    case 'auth-account':
      return { docs: [], truncated: false };
    case 'doc-id':
    case 'pseudonym-doc': {
      const id = finder.by === 'doc-id' ? uid : await erasurePseudonym(uid);
      const snap = await db.collection(finder.collection).doc(id).get();
      return { docs: snap.exists ? [snap] : [], truncated: false };
    }
    case 'field':
    case 'collection-group':
      return readPaged(finderQuery(db, finder, uid)!, perSection);
    case 'under-member':
      return readPaged(db.collection(finder.collection).doc(uid).collection(finder.subcollection), perSection);
    case 'under-each': {
      const parents = found.get(finder.parent)?.docs ?? [];
      const pages = await inBatches(parents, 10, (parent) => readPaged(parent.ref.collection(finder.subcollection), perSection));
      const docs = pages.flatMap((page) => page.docs);
      const truncated = docs.length > perSection || pages.some((page) => page.truncated);
      return { docs: docs.slice(0, perSection), truncated };
    }
    default: {
      const unknown: never = finder;
      throw new Error(`Unknown member data finder: ${JSON.stringify(unknown)}`);
    }
  }
}

/** Every entry's documents, in inventory order (parents before their subcollections). */
export async function findMemberDocuments(db: Firestore, uid: string): Promise<Map<MemberDataKey, FoundDocuments>> {
  const found = new Map<MemberDataKey, FoundDocuments>();
  for (const entry of MEMBER_DATA_INVENTORY) found.set(entry.key, await findEntryDocuments(db, entry, uid, found));
  return found;
}

/** The member's Auth account, or null when there is none (already erased, or never registered). */
export async function readAccount(uid: string): Promise<UserRecord | null> {
  try {
    return await getAuth().getUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

const isoOrNull = (text: string | undefined | null): string | null => {
  const date = text ? new Date(text) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
};

/** The account as export data: what identifies the member and how they sign in (never password hashes). */
export function accountRecord(user: UserRecord): ExportRecord {
  const data: { [key: string]: ExportValue } = {
    email: user.email ?? null,
    emailVerified: user.emailVerified,
    displayName: user.displayName ?? null,
    phoneNumber: user.phoneNumber ?? null,
    disabled: user.disabled,
    createdAt: isoOrNull(user.metadata.creationTime),
    lastSignInAt: isoOrNull(user.metadata.lastSignInTime),
    signInMethods: user.providerData.map((provider) => provider.providerId),
    administrator: user.customClaims?.admin === true,
  };
  return { path: `auth/${user.uid}`, id: user.uid, data };
}

/** One section of the export from what an entry found. */
export function exportSection(entry: MemberDataEntry, found: FoundDocuments | undefined, account: UserRecord | null): ExportSection {
  const records: ExportRecord[] =
    entry.finder.by === 'auth-account'
      ? account
        ? [accountRecord(account)]
        : []
      : (found?.docs ?? []).map((doc) => ({ path: doc.ref.path, id: doc.id, data: toExportData(doc.data()) }));
  return { key: entry.key, title: entry.title, held: entry.held, source: entry.path, records, truncated: found?.truncated ?? false };
}
