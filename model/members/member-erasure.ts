/**
 * Erasure of a member's data: the steps in order, the progress record, the
 * pseudonym rule and the callables' requests and answers. Shared by the erasure callables
 * (eraseAccount, eraseMember), the web app and the emulator tests.
 *
 * The progress record is `erasures/{pseudonym}`, not `erasures/{uid}`: once an erasure is done
 * nothing in the database names the member's uid, the record included, yet a re-run (after a
 * failure half-way) finds it again from the uid it is given. It holds no personal data: the
 * pseudonym, who asked (self/admin), the steps done and the times. Functions only (the rules
 * deny clients every access).
 */
import type { Parsed } from '../forms/form-callables.ts';
import type { MemberDataKey } from './member-data-inventory.ts';
import { recordOrNull } from '@engine';

/**
 * The steps, in the order they run. Each is idempotent (a re-run of a done step changes nothing),
 * and the progress record lists the steps done, so a re-run after a failure starts at the first
 * step not done. The profile and the Auth account go last: until then the member can still sign
 * in and try again; after `auth` only an administrator can finish (eraseMember).
 */
export const ERASURE_STEPS = [
  /** responses/* of the member (drafts and submitted ones) with their review/ and notes/ */
  'responses',
  /** members/{uid} and its reviewer notes */
  'member-notes',
  /** assignments/* and assignmentSeries/* naming the member */
  'assignments',
  /** enrollments/{uid}_* (course progress) */
  'enrollments',
  /** sessions/*\/bookings/{uid}: deleted, the seat given back for sessions still to come */
  'bookings',
  /** orders/* and stripeEvents/* of the member: kept for accounting, uid -> pseudonym, name/email removed */
  'orders',
  /** accessLog/* and auditLog/* naming the member: uid -> pseudonym, email and name removed */
  'logs',
  /** mail/* about the member: queued emails and the record of sent ones */
  'mail',
  /** users/{uid} and anything under it */
  'profile',
  /** the Firebase Auth account (already gone is fine) */
  'auth',
] as const;

export type ErasureStep = (typeof ERASURE_STEPS)[number];

/**
 * Which step erases each MEMBER_DATA_INVENTORY entry (member-data-inventory.ts): the runner walks the
 * inventory, step by step. Typed by the inventory's keys, so a new place a member's data lives
 * fails to compile until it has a step. `null`: the erasure's own record, which is kept.
 */
export const ERASURE_STEP_OF: Readonly<Record<MemberDataKey, ErasureStep | null>> = {
  responses: 'responses',
  responseReviews: 'responses',
  responseNotes: 'responses',
  memberNotes: 'member-notes',
  assignments: 'assignments',
  assignmentSeries: 'assignments',
  enrollments: 'enrollments',
  bookings: 'bookings',
  orders: 'orders',
  payments: 'orders',
  history: 'logs',
  accessLog: 'logs',
  mail: 'mail',
  profile: 'profile',
  account: 'auth',
  erasure: null,
};

export type ErasureRequester = 'self' | 'admin';

export type ErasureStatus = 'running' | 'done';

/** erasures/{pseudonym}: an erasure in progress or done. */
export interface ErasureRecord<Time> {
  pseudonym: string;
  status: ErasureStatus;
  /** steps finished so far, in ERASURE_STEPS order */
  stepsDone: ErasureStep[];
  /** the member themself, or an administrator for them */
  by: ErasureRequester;
  /** the administrator's uid when `by` is admin (an administrator is not the one erased); null for self */
  adminUid: string | null;
  startedAt: Time | null;
  updatedAt: Time | null;
  finishedAt: Time | null;
}

/** The audit entry an erasure leaves: that it happened, by whom, never what was erased. */
export const ERASURE_AUDIT_ACTION = 'member.erased';

/** How recent the member's sign-in must be for eraseAccount (Auth's `auth_time`). */
export const ERASURE_RECENT_SIGN_IN_SECONDS = 5 * 60;

/** `details.reason` of eraseAccount's refusal when the sign-in is too old. */
export const RECENT_SIGN_IN_REQUIRED = 'recent-sign-in-required';

export const RECENT_SIGN_IN_MESSAGE = 'For your security, please enter your password again to confirm it is you, then delete your account.';

/** `details.reason` when the account is the last administrator's (nobody could manage the practice). */
export const LAST_ADMINISTRATOR = 'last-administrator';

export const LAST_ADMINISTRATOR_MESSAGE =
  'This is the only administrator account. Make another account an administrator first, so someone can still manage the practice.';

/** `details.reason` when an erasure stopped part-way: running it again continues where it stopped. */
export const ERASURE_INCOMPLETE = 'erasure-incomplete';

export const ERASURE_INCOMPLETE_MESSAGE = 'The deletion stopped part-way. Please try again: it continues where it stopped.';

/** `details.reason` of eraseMember when the typed email is not the member's. */
export const EMAIL_MISMATCH = 'email-mismatch';

/**
 * The fields of kept records (orders, the Stripe ledger, the access and audit logs, reviewer
 * notes an erased administrator wrote) that may hold the member's uid, each with the fields beside
 * it that name that same person: the uid becomes the pseudonym, the names and emails go.
 */
export const PSEUDONYMISED_FIELDS: Readonly<Record<string, readonly string[]>> = {
  uid: ['email', 'name', 'displayName', 'customerEmail', 'customerName'],
  memberId: ['memberEmail', 'memberName'],
  targetUid: ['targetEmail', 'targetName'],
  actorUid: ['actorEmail', 'actorName'],
  actorId: ['actorEmail', 'actorName'],
  authorId: ['authorEmail', 'authorName'],
};

/** Fields of kept records holding an id that starts with the member's uid: enrollments/{uid}_{courseId}. */
export const PSEUDONYMISED_ID_FIELDS: readonly string[] = ['enrollmentId'];

/**
 * Pure: the change that pseudonymises one kept record: each uid field holding `uid` set to the
 * pseudonym, the name fields beside it removed (`null` in the answer: the caller deletes them),
 * and an id field starting `{uid}_` made to start `{pseudonym}_`. Empty when the record does not
 * name the member.
 */
export function pseudonymisedFields(data: Record<string, unknown>, uid: string, pseudonym: string): Record<string, string | null> {
  const change: Record<string, string | null> = {};
  for (const [uidField, nameFields] of Object.entries(PSEUDONYMISED_FIELDS)) {
    if (data[uidField] !== uid) continue;
    change[uidField] = pseudonym;
    for (const nameField of nameFields) if (nameField in data) change[nameField] = null;
  }
  for (const idField of PSEUDONYMISED_ID_FIELDS) {
    const id = data[idField];
    if (typeof id === 'string' && id.startsWith(`${uid}_`)) change[idField] = `${pseudonym}_${id.slice(uid.length + 1)}`;
  }
  return change;
}

/** eraseAccount takes nothing: the caller is the member. */
export type EraseAccountRequest = Record<string, never>;

/** eraseMember: the member's uid and their email typed by the administrator as confirmation. */
export interface EraseMemberRequest {
  memberId: string;
  confirmEmail: string;
}

export interface EraseAnswer {
  pseudonym: string;
  status: ErasureStatus;
  stepsDone: ErasureStep[];
}

/** Checks eraseAccount's payload: nothing, or an empty object. */
export function parseEraseAccountRequest(payload: unknown): Parsed<EraseAccountRequest> {
  if (payload === undefined || payload === null) return { ok: true, value: {} };
  const data = recordOrNull(payload);
  if (!data) return { ok: false, message: 'Send an empty request: the account erased is the one signed in.' };
  const keys = Object.keys(data);
  if (keys.length) return { ok: false, message: `Unexpected field: ${keys[0]!.slice(0, 40)}.` };
  return { ok: true, value: {} };
}

/** Pure: an email as compared for confirmation (trimmed, case-insensitive). */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** Checks eraseMember's payload: `{memberId, confirmEmail}`. */
export function parseEraseMemberRequest(payload: unknown): Parsed<EraseMemberRequest> {
  const data = recordOrNull(payload);
  if (!data) return { ok: false, message: 'Send {memberId, confirmEmail}.' };
  const unknownKeys = Object.keys(data).filter((key) => key !== 'memberId' && key !== 'confirmEmail');
  if (unknownKeys.length) return { ok: false, message: `Unexpected field: ${unknownKeys[0]!.slice(0, 40)}.` };
  const { memberId, confirmEmail } = data;
  // Firebase uids are at most 128 characters; a '/' would name another document path.
  if (typeof memberId !== 'string' || memberId.length === 0 || memberId.length > 128 || memberId.includes('/')) {
    return { ok: false, message: 'memberId must be a member’s account id.' };
  }
  if (typeof confirmEmail !== 'string' || normaliseEmail(confirmEmail).length === 0 || confirmEmail.length > 320) {
    return { ok: false, message: 'Type the member’s email address to confirm.' };
  }
  return { ok: true, value: { memberId, confirmEmail: normaliseEmail(confirmEmail) } };
}

/**
 * Pure: the steps still to run, in order, given those done (unknown names in a stored record are
 * ignored, so a record from an older step list still resumes).
 */
export function remainingErasureSteps(stepsDone: readonly unknown[]): ErasureStep[] {
  const done = new Set(stepsDone);
  return ERASURE_STEPS.filter((step) => !done.has(step));
}

/** Pure: reads a stored erasures/{pseudonym} document's steps done (anything malformed counts as none). */
export function readErasureStepsDone(data: unknown): ErasureStep[] {
  const steps = recordOrNull(data)?.stepsDone;
  if (!Array.isArray(steps)) return [];
  return ERASURE_STEPS.filter((step) => steps.includes(step));
}

/** Pure: whether a sign-in at `authTimeSeconds` (the ID token's `auth_time`) is recent enough at `nowMs`. */
export function isRecentSignIn(authTimeSeconds: unknown, nowMs: number, windowSeconds = ERASURE_RECENT_SIGN_IN_SECONDS): boolean {
  if (typeof authTimeSeconds !== 'number' || !Number.isFinite(authTimeSeconds)) return false;
  const age = nowMs / 1000 - authTimeSeconds;
  // a little clock skew into the future is allowed; a sign-in from "later" than that is not trusted
  return age <= windowSeconds && age >= -60;
}

/** The pseudonym's prefix: a kept record names `erased-…` where the member's uid was. */
export const PSEUDONYM_PREFIX = 'erased-';

/**
 * The pseudonym of a uid: `erased-` + the first 32 hex digits of SHA-256('wellness-erasure:' + uid).
 * Stable (a re-run finds the same record and leaves the same value), one-way, and needs no secret
 * to manage: Firebase uids are 28 random characters, so the pseudonym cannot be turned back into
 * the uid by guessing, while whoever holds the uid lawfully (e.g. a payment provider's record)
 * can still match an order for accounting. Uses Web Crypto (browsers, Node 20).
 */
export async function erasurePseudonym(uid: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(`wellness-erasure:${uid}`));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${PSEUDONYM_PREFIX}${hex.slice(0, 32)}`;
}

/** Pure: whether a value is already a pseudonym (a re-run leaves it). */
export const isPseudonym = (value: unknown): boolean => typeof value === 'string' && value.startsWith(PSEUDONYM_PREFIX);
