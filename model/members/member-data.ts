/**
 * Members' data rights: where a member's data lives (MEMBER_DATA_INVENTORY), the
 * export's shape (MemberDataExport) and the `exportMyData` callable's request and answer.
 *
 * The export (functions/src/exportMyData.ts) and the erasure both walk the inventory, so a new
 * collection holding a member's data is added here once; the export's emulator test fails when an
 * entry is not covered. Pure: nothing here throws or touches Firebase.
 */
import { COLLECTIONS } from '../collections.ts';
import type { Parsed } from '../forms/form-callables.ts';
import { REVIEW_AUDIT_ACTIONS } from '../responses/review-records.ts';

/** The sections of a member's data, in the order the export and the page show them. */
export const MEMBER_DATA_KEYS = [
  'account',
  'profile',
  'responses',
  'responseReviews',
  'responseNotes',
  'memberNotes',
  'assignments',
  'enrollments',
  'orders',
  'payments',
  'bookings',
  'history',
  'accessLog',
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

export const MEMBER_EXPORT_LIMITS = {
  /** documents read per query page (the export reads a section a page at a time) */
  pageSize: 500,
  /** documents exported per section; past this the section says `truncated` and the member is told to ask the practice */
  perSection: 5000,
} as const;

/** A JSON value as the export writes it: timestamps become ISO strings, references their paths. */
export type ExportValue = string | number | boolean | null | ExportValue[] | { [key: string]: ExportValue };

/** One stored document in the export. */
export interface ExportRecord {
  /** its Firestore path (or 'auth' for the account) */
  path: string;
  id: string;
  data: { [key: string]: ExportValue };
}

export interface ExportSection {
  key: MemberDataKey;
  title: string;
  held: string;
  /** the inventory's path pattern */
  source: string;
  records: ExportRecord[];
  /** true: more than MEMBER_EXPORT_LIMITS.perSection documents; the rest were not included */
  truncated: boolean;
  /**
   * The member's own copy: what was left out of this section and how to ask for it (the same words
   * for every member, whether or not anything was left out: see WITHHELD_FROM_MEMBER_COPY).
   */
  withheld?: string;
  /** The practice's copy for a subject-access request: what a practitioner must review before it is sent. */
  reviewBeforeSending?: string;
}

/** A form version's wording, so a copy of the data shows questions rather than their ids. */
export interface ExportFormWording {
  title: string;
  /** question id (an answer's key) -> its title as the member read it */
  questions: { [name: string]: string };
}

/** The key of a form version's wording in `MemberDataExport.forms`: "pcl5@2". */
export const formWordingKey = (formId: string, version: number): string => `${formId}@${version}`;

/**
 * Pure: a definition's wording: its title, and each question's title (a question without one keeps
 * its id).
 */
export function formWording(definition: { title?: unknown; schema: { properties?: { [name: string]: unknown } } }): ExportFormWording {
  const questions: { [name: string]: string } = {};
  for (const [name, schema] of Object.entries(definition.schema.properties ?? {})) {
    const title = typeof schema === 'object' && schema !== null ? (schema as { title?: unknown }).title : undefined;
    questions[name] = typeof title === 'string' && title.trim() !== '' ? title : name;
  }
  return { title: typeof definition.title === 'string' ? definition.title : '', questions };
}

/** Everything the practice holds about one member, as `exportMyData` answers it. */
export interface MemberDataExport {
  format: 'member-data-export';
  version: 1;
  /** ISO 8601 */
  exportedAt: string;
  member: { uid: string; email: string | null; displayName: string | null };
  /** 'member': they exported their own; 'administrator': a subject-access request made by the practice */
  requestedBy: 'member' | 'administrator';
  /** one per inventory entry, in MEMBER_DATA_KEYS order (an entry with nothing held has no records) */
  sections: ExportSection[];
  /**
   * The wording of each form version the member's responses were given to (formWordingKey), so a
   * reader sees the questions, not their ids; a version no longer stored is left out. Absent in
   * exports made before it was added.
   */
  forms?: { [key: string]: ExportFormWording };
}

/** `exportMyData`: `{}` for the caller's own data; `{memberId}` (administrators only) for a subject-access request. */
export interface ExportMyDataRequest {
  memberId: string | null;
}
export type ExportMyDataAnswer = MemberDataExport;

/** Audit action of an administrator's export of a member's data. */
export const MEMBER_EXPORT_AUDIT_ACTION = 'member.export';

const UID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/** Checks exportMyData's payload: `{}` / nothing, or `{memberId}` with a Firebase uid. */
export function parseExportMyDataRequest(payload: unknown): Parsed<ExportMyDataRequest> {
  if (payload === undefined || payload === null) return { ok: true, value: { memberId: null } };
  if (typeof payload !== 'object' || Array.isArray(payload)) return { ok: false, message: 'Send {} for your own data, or {memberId}.' };
  const data = payload as Record<string, unknown>;
  const unknownKeys = Object.keys(data).filter((key) => key !== 'memberId');
  if (unknownKeys.length) return { ok: false, message: `Unexpected field: ${unknownKeys[0]!.slice(0, 40)}.` };
  if (data.memberId === undefined || data.memberId === null) return { ok: true, value: { memberId: null } };
  if (typeof data.memberId !== 'string' || !UID_PATTERN.test(data.memberId)) {
    return { ok: false, message: 'memberId must be a member’s id (letters, digits, - and _).' };
  }
  return { ok: true, value: { memberId: data.memberId } };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Pure: a stored Firestore value as plain JSON. Timestamps (anything with `toDate()`) become ISO
 * strings, document references their path, bytes base64 (raw bytes as numbers), geopoints {latitude, longitude};
 * undefined and functions are dropped. Works on Admin SDK and web SDK values alike (duck-typed).
 */
export function toExportValue(value: unknown): ExportValue | undefined {
  if (value === null) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'bigint') return value.toString();
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (Array.isArray(value)) return value.map((item) => toExportValue(item) ?? null);
  if (isRecord(value)) {
    if (typeof value.toDate === 'function') {
      const date = (value.toDate as () => unknown)();
      return date instanceof Date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
    }
    if (typeof value.path === 'string' && typeof value.id === 'string' && 'firestore' in value) return value.path;
    if (typeof value.toBase64 === 'function') return String((value.toBase64 as () => unknown)());
    if (typeof value.latitude === 'number' && typeof value.longitude === 'number' && typeof value.isEqual === 'function') {
      return { latitude: value.latitude, longitude: value.longitude };
    }
    if (value instanceof Uint8Array) return Array.from(value);
    const out: { [key: string]: ExportValue } = {};
    for (const key of Object.keys(value).sort()) {
      const converted = toExportValue(value[key]);
      if (converted !== undefined) out[key] = converted;
    }
    return out;
  }
  return null;
}

/** Pure: a stored document's data as export data (a non-object reads as {}). */
export function toExportData(data: unknown): { [key: string]: ExportValue } {
  const converted = toExportValue(data);
  return isRecord(converted) ? (converted as { [key: string]: ExportValue }) : {};
}

/** Pure: how many records each section holds (the page's counts). */
export function countExportRecords(data: MemberDataExport): Record<MemberDataKey, number> {
  const counts = Object.fromEntries(MEMBER_DATA_KEYS.map((key) => [key, 0])) as Record<MemberDataKey, number>;
  for (const section of data.sections) counts[section.key] = section.records.length;
  return counts;
}

/** Pure: the export's file name, e.g. `my-data-2026-11-27.json`. */
export function exportFileName(data: Pick<MemberDataExport, 'exportedAt'>, extension: 'json' | 'html'): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(data.exportedAt)?.[0] ?? 'export';
  return `my-data-${day}.${extension}`;
}

// ---- what a member's own copy holds (the UK GDPR right of access, within DPA 2018 Schedule 3) ----

const HOW_TO_ASK =
  'You can ask the practice for it: a practitioner reviews the request and sends you everything except anything that would be likely to cause serious harm to your physical or mental health (Data Protection Act 2018, Schedule 3), within one month.';

/**
 * What the member's self-service copy leaves out, section by section, in the member's words. Said
 * in every member's copy alike, whether or not anything was left out, so the copy never tells a
 * member that a reviewer-only flag was raised on them. See docs/security.md, "A member's own copy".
 */
export const WITHHELD_FROM_MEMBER_COPY: Partial<Record<MemberDataKey, string>> = {
  responseReviews: `This copy shows the flags written for you and when your practitioner acknowledged them. Flags your practitioner's forms raise for the practitioner only, and the notes they wrote when acknowledging a flag, are not in this copy. ${HOW_TO_ASK}`,
  responseNotes: `This copy shows when your practitioner wrote a note about an assessment, and who wrote it, but not what the note says. ${HOW_TO_ASK}`,
  memberNotes: `This copy shows when your practitioner wrote a note in your record, and who wrote it, but not what the note says. ${HOW_TO_ASK}`,
  history: `Acknowledgements of flags written for your practitioner only are not in this copy. ${HOW_TO_ASK}`,
};

/** What the practice's copy (an administrator's export for a subject-access request) asks a practitioner to check before it is sent. */
export const REVIEW_BEFORE_SENDING: Partial<Record<MemberDataKey, string>> = {
  responseReviews: 'Holds reviewer-only flags and acknowledgement notes.',
  responseNotes: 'Holds the text of reviewer notes.',
  memberNotes: 'Holds the text of reviewer notes.',
  history: 'Holds acknowledgements of reviewer-only flags.',
};

const exportObject = (value: ExportValue | undefined): { [key: string]: ExportValue } | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null;

/** `${responseId}/${flagId}` of every flag written for the member (audience 'member'), from the review records. */
function memberFlagKeys(reviews: ExportSection | undefined): Set<string> {
  const keys = new Set<string>();
  for (const record of reviews?.records ?? []) {
    const responseId = record.path.split('/')[1] ?? '';
    for (const flag of Array.isArray(record.data.flags) ? record.data.flags : []) {
      const f = exportObject(flag);
      if (f?.audience === 'member' && typeof f.id === 'string') keys.add(`${responseId}/${f.id}`);
    }
  }
  return keys;
}

/** A review record as the member's copy holds it: their flags, acknowledged when and by whom (no note, no counts of the rest). */
function memberReview(data: { [key: string]: ExportValue }): { [key: string]: ExportValue } {
  const flags = (Array.isArray(data.flags) ? data.flags : [])
    .map(exportObject)
    .filter((flag): flag is { [key: string]: ExportValue } => flag?.audience === 'member')
    .map((flag) => {
      const acknowledged = exportObject(flag.acknowledged);
      return { ...flag, acknowledged: acknowledged ? { at: acknowledged.at ?? null, byName: acknowledged.byName ?? null } : null };
    });
  const kept: { [key: string]: ExportValue } = { flags };
  for (const key of ['formId', 'formVersion', 'memberId', 'submittedAt']) if (key in data) kept[key] = data[key]!;
  return kept;
}

/** A reviewer note as the member's copy holds it: that it exists, when and by whom. */
function noteStub(data: { [key: string]: ExportValue }): { [key: string]: ExportValue } {
  return { createdAt: data.createdAt ?? null, authorName: data.authorName ?? null };
}

/**
 * Pure: the sections of a member's own copy (exportMyData for themselves). Every answer, score,
 * member-visible flag, order, booking, the history and the access log in full; reviewer notes as
 * "a note was written, when, by whom"; reviewer-only flags (and their acknowledgements in the
 * history) and acknowledgement notes left out. (The members list's open-flag count on the profile
 * counts member-visible flags only, so it stays.) Each section WITHHELD_FROM_MEMBER_COPY names says so.
 */
export function memberCopySections(sections: readonly ExportSection[]): ExportSection[] {
  const visible = memberFlagKeys(sections.find((section) => section.key === 'responseReviews'));
  return sections.map((section) => {
    const withheld = WITHHELD_FROM_MEMBER_COPY[section.key];
    const records = section.records.map((record): ExportRecord => {
      switch (section.key) {
        case 'responseReviews':
          return { ...record, data: memberReview(record.data) };
        case 'responseNotes':
        case 'memberNotes':
          return { ...record, data: noteStub(record.data) };
        default:
          return record;
      }
    }).filter((record) => {
      if (section.key !== 'history' || record.data.action !== REVIEW_AUDIT_ACTIONS.acknowledgeFlag) return true;
      return visible.has(`${String(record.data.responseId)}/${String(record.data.flagId)}`);
    });
    return withheld ? { ...section, records, withheld } : { ...section, records };
  });
}

/** Pure: the sections of the practice's copy (an administrator's export): everything, with what to review before sending marked. */
export function practiceCopySections(sections: readonly ExportSection[]): ExportSection[] {
  return sections.map((section) => {
    const review = REVIEW_BEFORE_SENDING[section.key];
    return review ? { ...section, reviewBeforeSending: review } : { ...section };
  });
}
