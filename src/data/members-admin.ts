/**
 * The administrators' members list and the administrator role. One query per page
 * over users/{uid}, filtered and shown from each profile's server-kept `directory` map
 * (model/members/member-directory.ts): no response, flag or order is read.
 *
 * Order: newest members first (createdAt desc, then id); while searching, by the searched field
 * (directory.name or email) ascending, as Firestore's prefix range needs. Ties are broken by id,
 * which the composite indexes carry implicitly (firestore.indexes.json). Filters are equalities,
 * so every combination is served by those indexes (Firestore merges equality indexes).
 */
import { ADMIN_ROLE, COLLECTIONS, membersSearch, readMembership, readMemberDirectory, type DirectoryPlan, type MembersFilter, type MembershipStatus, type MembershipPlan, type RemoveSecondFactorAnswer, type RemoveSecondFactorRequest } from '@model';
import {
  Timestamp,
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { DataError, guard } from './errors';
import { callFunction } from './functions';
import { toDate } from './timestamps';
import { liteDb } from './lite';

/** One member's row. */
export interface MemberListRow {
  uid: string;
  displayName: string;
  email: string | null;
  joinedAt: Date | null;
  /** the directory's plan (a membership that gives access by status), with the stored membership's words beside it */
  plan: DirectoryPlan;
  membershipPlan: MembershipPlan | null;
  membershipStatus: MembershipStatus;
  onboarded: boolean;
  isAdmin: boolean;
  lastSubmissionAt: Date | null;
  openFlags: number;
}

/** Where a page starts: the previous page's last sort value (epoch ms or text) and id. */
export interface MembersCursor {
  key: number | string;
  id: string;
}

export interface MembersPage {
  members: MemberListRow[];
  /** where the next page starts, or null when this was the last one */
  next: MembersCursor | null;
}

export const MEMBERS_PAGE_SIZE = 25;

/** Pure: users/{uid} data -> a row. */
export function toMemberListRow(uid: string, data: Record<string, unknown> | undefined): MemberListRow {
  const d = data ?? {};
  const directory = readMemberDirectory<unknown>(d.directory);
  const membership = readMembership<unknown>(d.membership);
  const onboarding = (typeof d.onboarding === 'object' && d.onboarding !== null ? d.onboarding : {}) as Record<string, unknown>;
  return {
    uid,
    displayName: typeof d.displayName === 'string' ? d.displayName : '',
    email: typeof d.email === 'string' ? d.email : null,
    joinedAt: toDate(d.createdAt),
    plan: directory.plan,
    membershipPlan: membership.plan,
    membershipStatus: membership.status,
    // the profile's own fields win over the directory where both exist (a directory not yet backfilled)
    onboarded: toDate(onboarding.initialAssessmentAt) !== null || directory.onboarding === 'done',
    isAdmin: d.role === ADMIN_ROLE || directory.role === 'admin',
    lastSubmissionAt: toDate(directory.lastSubmissionAt),
    openFlags: directory.openFlags,
  };
}

/** Pure: the sort field of a filter's pages. */
function sortField(filter: MembersFilter): 'createdAt' | 'directory.name' | 'email' {
  const search = membersSearch(filter.q);
  return search ? (search.field === 'email' ? 'email' : 'directory.name') : 'createdAt';
}

/** Pure: the query constraints of one page. */
export function membersPageConstraints(filter: MembersFilter, cursor: MembersCursor | null, pageSize: number): QueryConstraint[] {
  const search = membersSearch(filter.q);
  const field = sortField(filter);
  const direction = search ? 'asc' : 'desc';
  return [
    ...(filter.plan ? [where('directory.plan', '==', filter.plan)] : []),
    ...(filter.onboarding ? [where('directory.onboarding', '==', filter.onboarding)] : []),
    ...(filter.flags ? [where('directory.flagged', '==', filter.flags === 'open')] : []),
    ...(filter.role ? [where('directory.role', '==', filter.role)] : []),
    // a prefix: everything from it up to it followed by the highest code point Firestore orders
    ...(search ? [where(field, '>=', search.prefix), where(field, '<=', `${search.prefix}\uf8ff`)] : []),
    orderBy(field, direction),
    orderBy(documentId(), direction),
    ...(cursor ? [startAfter(typeof cursor.key === 'number' ? Timestamp.fromMillis(cursor.key) : cursor.key, cursor.id)] : []),
    // one more than shown tells whether another page exists without an extra query
    limit(pageSize + 1),
  ];
}

/** Pure: the cursor after a row, for a filter's sort. */
function cursorAfter(filter: MembersFilter, row: MemberListRow, data: Record<string, unknown>): MembersCursor | null {
  const field = sortField(filter);
  if (field === 'createdAt') return row.joinedAt ? { key: row.joinedAt.getTime(), id: row.uid } : null;
  if (field === 'email') return row.email !== null ? { key: row.email, id: row.uid } : null;
  const name = readMemberDirectory(data.directory).name;
  return { key: name, id: row.uid };
}

/** Administrators: one page of members. */
export function listMembers(filter: MembersFilter, cursor: MembersCursor | null, pageSize = MEMBERS_PAGE_SIZE): Promise<MembersPage> {
  return guard(async () => {
    const snap = await getDocs(query(collection(liteDb(), COLLECTIONS.users), ...membersPageConstraints(filter, cursor, pageSize)));
    const shown = snap.docs.slice(0, pageSize);
    const members = shown.map((d) => toMemberListRow(d.id, d.data()));
    const last = shown[shown.length - 1];
    const next = snap.docs.length > pageSize && last ? cursorAfter(filter, members[members.length - 1]!, last.data()) : null;
    return { members, next };
  });
}

/** Administrators: whether a member's profile says administrator (the server keeps it beside the claim). */
export function loadMemberRole(uid: string): Promise<{ isAdmin: boolean; email: string | null }> {
  return guard(async () => {
    const snap = await getDoc(doc(liteDb(), COLLECTIONS.users, uid));
    if (!snap.exists()) throw new DataError('not-found', 'This member has no profile.');
    const data = snap.data();
    return { isAdmin: data.role === ADMIN_ROLE, email: typeof data.email === 'string' ? data.email : null };
  });
}

/** Administrators: grants or revokes the administrator role (the setAdmin callable: audited; a revoke ends the member's sessions). */
export function setAdministrator(uid: string, admin: boolean): Promise<{ uid: string; email: string | null; admin: boolean; secondFactorEnrolled: boolean }> {
  return callFunction('setAdmin', { uid, admin });
}

/**
 * Administrators: removes an account's second factors, its email typed as confirmation
 * (removeSecondFactor: audited, the account's sessions end; it sets up a new one at its next sign-in).
 */
export function removeSecondFactor(memberId: string, confirmEmail: string): Promise<RemoveSecondFactorAnswer> {
  return callFunction<RemoveSecondFactorRequest, RemoveSecondFactorAnswer>('removeSecondFactor', { memberId, confirmEmail });
}
