/**
 * Administrators: members' display names for lists (the responses page, its export, orders),
 * read in batches of 30 by id, or every users document when most are wanted.
 */
import { COLLECTIONS, memberListName } from '@model';
import { collection, documentId, getCount, getDocs, limit, orderBy, query, startAfter, where, type DocumentData, type QueryDocumentSnapshot, type QuerySnapshot } from 'firebase/firestore/lite';
import { guard } from './errors';
import { IN_LIMIT, chunks } from './form-responses';
import { liteDb } from './lite';

/** From this many names wanted at once, reading every users document may beat batches of 30 (see readsEveryMember). */
export const EVERY_MEMBER_FROM = 150;
/** Users documents read a page at a time when every one is read. */
const MEMBERS_PAGE = 1000;

/**
 * Pure: read every users document rather than `wanted` of them in batches of 30? When many are
 * wanted and there are at most twice as many users: never more than twice the reads, in a few
 * requests instead of one per 30 (a long list's names, read at once after the cache expired).
 */
export function readsEveryMember(wanted: number, members: number): boolean {
  return wanted >= EVERY_MEMBER_FROM && members <= 2 * wanted;
}

/**
 * Administrators: display names (else email) of these members, read in batches of 30; or, when
 * readsEveryMember says so (one count first), every users document, a page at a time. Names of
 * members not asked for may then come back too (callers may keep them).
 */
export function loadMemberNames(memberIds: readonly string[]): Promise<Record<string, string>> {
  return guard(async () => {
    const db = liteDb();
    const names: Record<string, string> = {};
    const keep = (d: QueryDocumentSnapshot<DocumentData>) => {
      const name = memberListName(d.data());
      if (name) names[d.id] = name;
    };
    const unique = [...new Set(memberIds)].filter((id) => id !== '');
    const users = collection(db, COLLECTIONS.users);
    // (the count is asked only when enough names are wanted for it to matter)
    if (unique.length >= EVERY_MEMBER_FROM && readsEveryMember(unique.length, (await getCount(users)).data().count)) {
      let after: QueryDocumentSnapshot<DocumentData> | null = null;
      for (;;) {
        const page: QuerySnapshot<DocumentData> = await getDocs(query(users, orderBy(documentId()), ...(after ? [startAfter(after)] : []), limit(MEMBERS_PAGE)));
        page.docs.forEach(keep);
        after = page.docs.length === MEMBERS_PAGE ? page.docs.at(-1)! : null;
        if (!after) return names;
      }
    }
    const snaps = await Promise.all(chunks(unique, IN_LIMIT).map((part) => getDocs(query(users, where(documentId(), 'in', part)))));
    for (const snap of snaps) snap.docs.forEach(keep);
    return names;
  });
}
