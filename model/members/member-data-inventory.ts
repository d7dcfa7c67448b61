/**
 * Where a member's data lives (MEMBER_DATA_INVENTORY): each collection holding it, how its
 * documents are found from the member's uid, and what erasure does with them.
 *
 * The export (functions/src/exportMyData.ts) and the erasure both walk the inventory, so a new
 * collection holding a member's data is added here once; the export's emulator test fails when an
 * entry is not covered. Pure: nothing here throws or touches Firebase.
 */
import { COLLECTIONS } from '../collections.ts';

/** The sections of a member's data, in the order the export and the page show them. */
export const MEMBER_DATA_KEYS = [
  'account',
  'profile',
  'responses',
  'responseReviews',
  'responseNotes',
  'memberNotes',
  'assignments',
  'assignmentSeries',
  'enrollments',
  'orders',
  'payments',
  'bookings',
  'history',
  'accessLog',
  'mail',
  'erasure',
] as const;
export type MemberDataKey = (typeof MEMBER_DATA_KEYS)[number];

/**
 * How the documents of one entry are found, given the member's uid:
 * - `auth-account`: the Firebase Auth account itself (not Firestore)
 * - `doc-id`: `{collection}/{uid}`
 * - `field`: documents of `collection` whose `field` equals the uid
 * - `collection-group`: documents of every `{group}` subcollection whose `field` equals the uid
 * - `under-member`: every document of `{collection}/{uid}/{subcollection}`
 * - `under-each`: every document of `{parentPath}/{subcollection}` for each document the `parent` entry found
 * - `pseudonym-doc`: `{collection}/{pseudonym}` (`erasurePseudonym(uid)`: the erasure's record, which
 *   must not name the member once the erasure is done)
 */
export type MemberDataFinder =
  | { by: 'auth-account' }
  | { by: 'doc-id'; collection: string }
  | { by: 'field'; collection: string; field: string }
  | { by: 'collection-group'; group: string; field: string }
  | { by: 'under-member'; collection: string; subcollection: string }
  | { by: 'under-each'; parent: MemberDataKey; subcollection: string }
  | { by: 'pseudonym-doc'; collection: string };

/**
 * What erasing the member does with an entry:
 * - `delete`: removed
 * - `pseudonymise`: kept, with the member's identifiers in `fields` replaced (the trail stays, the person does not)
 * - `keep`: kept as it is, for the reason in `why` (accounting, proof of the erasure)
 */
export type ErasureAction = 'delete' | 'pseudonymise' | 'keep';

export interface MemberDataEntry {
  key: MemberDataKey;
  /** a short heading in the member's words */
  title: string;
  /** what the practice holds, in plain words, addressed to the member */
  held: string;
  /** where it lives, for the reader of the JSON and for administrators */
  path: string;
  finder: MemberDataFinder;
  erasure: {
    action: ErasureAction;
    /** pseudonymise: the fields that name the member (replaced or removed) */
    fields?: readonly string[];
    /** plain words: what erasure does and why */
    why: string;
  };
}

/** Every place a member's data lives. Add a collection here and both the export and the erasure cover it. */
export const MEMBER_DATA_INVENTORY: readonly MemberDataEntry[] = [
  {
    key: 'account',
    title: 'Your sign-in account',
    held: 'Your email address, whether it is verified, and when you registered and last signed in.',
    path: 'Firebase Authentication account',
    finder: { by: 'auth-account' },
    erasure: { action: 'delete', why: 'Your account is deleted, so nobody can sign in as you.' },
  },
  {
    key: 'profile',
    title: 'Your profile',
    held: 'Your name, email and phone number, your health-data consent (when given or withdrawn, and the notice you read), your onboarding steps and your membership.',
    path: `${COLLECTIONS.users}/{uid}`,
    finder: { by: 'doc-id', collection: COLLECTIONS.users },
    erasure: { action: 'delete', why: 'Your profile is deleted.' },
  },
  {
    key: 'responses',
    title: 'Your assessments',
    held: 'Every assessment you submitted, with your answers and scores, and any form you started but have not submitted yet.',
    path: `${COLLECTIONS.responses}/{id} (memberId)`,
    finder: { by: 'field', collection: COLLECTIONS.responses, field: 'memberId' },
    erasure: { action: 'delete', why: 'Your answers and scores are deleted, with their notes and flags.' },
  },
  {
    key: 'responseReviews',
    title: 'Flags on your assessments',
    held: 'Where an answer or score was flagged for your practitioner to check, and when they acknowledged it.',
    path: `${COLLECTIONS.responses}/{id}/${COLLECTIONS.responseReview}/{doc}`,
    finder: { by: 'under-each', parent: 'responses', subcollection: COLLECTIONS.responseReview },
    erasure: { action: 'delete', why: 'Deleted with your assessments.' },
  },
  {
    key: 'responseNotes',
    title: 'Notes on your assessments',
    held: 'Notes your practitioner wrote about an assessment you submitted.',
    path: `${COLLECTIONS.responses}/{id}/${COLLECTIONS.notes}/{noteId}`,
    finder: { by: 'under-each', parent: 'responses', subcollection: COLLECTIONS.notes },
    erasure: { action: 'delete', why: 'Deleted with your assessments.' },
  },
  {
    key: 'memberNotes',
    title: 'Notes about you',
    held: 'Notes your practitioner wrote in your record.',
    path: `${COLLECTIONS.members}/{uid}/${COLLECTIONS.notes}/{noteId}`,
    finder: { by: 'under-member', collection: COLLECTIONS.members, subcollection: COLLECTIONS.notes },
    erasure: { action: 'delete', why: 'The notes are deleted.' },
  },
  {
    key: 'assignments',
    title: 'Forms assigned to you',
    held: 'Forms your practitioner asked you to complete, with the due date and their message.',
    path: `${COLLECTIONS.assignments}/{id} (memberId)`,
    finder: { by: 'field', collection: COLLECTIONS.assignments, field: 'memberId' },
    erasure: { action: 'delete', why: 'The assignments are deleted.' },
  },
  {
    key: 'assignmentSeries',
    title: 'Forms assigned to you again and again',
    held: 'Forms your practitioner set to repeat (every few days or weeks, or before each session you book), with their message and when the next one is due.',
    path: `${COLLECTIONS.assignmentSeries}/{id} (memberId)`,
    finder: { by: 'field', collection: COLLECTIONS.assignmentSeries, field: 'memberId' },
    erasure: { action: 'delete', why: 'They stop and are deleted.' },
  },
  {
    key: 'enrollments',
    title: 'Your courses',
    held: 'The courses you joined, how you joined them and the chapters you completed.',
    path: `${COLLECTIONS.enrollments}/{uid}_{courseId} (uid)`,
    finder: { by: 'field', collection: COLLECTIONS.enrollments, field: 'uid' },
    erasure: { action: 'delete', why: 'Your course places and progress are deleted.' },
  },
  {
    key: 'orders',
    title: 'Your orders',
    held: 'What you bought, the price charged, whether the payment went through, and the words you ticked asking for access straight away (card details are held by Stripe, never by us).',
    path: `${COLLECTIONS.orders}/{id} (uid)`,
    finder: { by: 'field', collection: COLLECTIONS.orders, field: 'uid' },
    erasure: {
      action: 'pseudonymise',
      fields: ['uid', 'email', 'displayName'],
      why: 'Kept for six years because UK tax law requires sales records, but no longer says they were yours; they hold no health information.',
    },
  },
  {
    key: 'payments',
    title: 'Payment notices',
    held: 'The notices our payment provider (Stripe) sent us about your payments and membership, and what we did with each.',
    path: `${COLLECTIONS.stripeEvents}/{eventId} (uid)`,
    finder: { by: 'field', collection: COLLECTIONS.stripeEvents, field: 'uid' },
    erasure: { action: 'pseudonymise', fields: ['uid', 'email'], why: 'Kept with your orders, for the same accounting reason, no longer naming you.' },
  },
  {
    key: 'bookings',
    title: 'Your session bookings',
    held: 'The classes, workshops and one-to-one sessions you booked.',
    path: `${COLLECTIONS.sessions}/{id}/${COLLECTIONS.bookings}/{uid} (uid)`,
    finder: { by: 'collection-group', group: COLLECTIONS.bookings, field: 'uid' },
    erasure: { action: 'delete', why: 'Your bookings are cancelled and deleted.' },
  },
  {
    key: 'history',
    title: 'Your history with us',
    held: 'A record of what happened on your account: consent given or withdrawn, courses joined, flags acknowledged, role changes and exports of your data.',
    path: `${COLLECTIONS.auditLog}/{id} (targetUid)`,
    finder: { by: 'field', collection: COLLECTIONS.auditLog, field: 'targetUid' },
    erasure: {
      action: 'pseudonymise',
      fields: ['targetUid', 'actorUid', 'targetEmail'],
      why: 'The record of what happened is kept, but no longer says it was you.',
    },
  },
  {
    key: 'accessLog',
    title: 'Who opened your record',
    held: 'Each time a practitioner opened your record or one of your assessments, or downloaded a copy of your data for you, and who it was.',
    path: `${COLLECTIONS.accessLog}/{id} (memberId)`,
    finder: { by: 'field', collection: COLLECTIONS.accessLog, field: 'memberId' },
    erasure: {
      action: 'pseudonymise',
      fields: ['memberId'],
      why: 'Kept so the practice can show who looked at records, but no longer says it was yours.',
    },
  },
  {
    key: 'mail',
    title: 'Emails about you',
    held: 'The emails we sent you (reminders, booking confirmations) and alerts sent to your practitioner about your assessments: who they went to, what they said, and whether they were delivered.',
    path: `${COLLECTIONS.mail}/{id} (memberId)`,
    finder: { by: 'field', collection: COLLECTIONS.mail, field: 'memberId' },
    erasure: { action: 'delete', why: 'The emails still waiting to be sent and the record of those sent are deleted; nothing more is sent to you.' },
  },
  {
    key: 'erasure',
    title: 'Your erasure request',
    held: 'If you asked us to delete your account: when, and how far the deletion has got.',
    path: `${COLLECTIONS.erasures}/{pseudonym}`,
    finder: { by: 'pseudonym-doc', collection: COLLECTIONS.erasures },
    erasure: { action: 'keep', why: 'Kept as proof that the deletion was done; it holds no other information about you.' },
  },
];

/** One inventory entry by key. */
export function memberDataEntry(key: MemberDataKey): MemberDataEntry {
  return MEMBER_DATA_INVENTORY.find((entry) => entry.key === key)!;
}
