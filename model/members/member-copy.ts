/**
 * What each copy of a member's data holds: the member's own copy (the UK GDPR right of access,
 * within DPA 2018 Schedule 3) leaves out what the practice must review first and says how to ask
 * for it; the practice's copy marks what to review before sending. Pure.
 */
import { REVIEW_AUDIT_ACTIONS } from '../responses/review-records.ts';
import type { ExportRecord, ExportSection, ExportValue } from './member-data-export.ts';
import type { MemberDataKey } from './member-data-inventory.ts';

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
  mail: `This copy shows the emails sent to you. Alerts sent to your practitioner about your assessments are not in this copy. ${HOW_TO_ASK}`,
};

/** What the practice's copy (an administrator's export for a subject-access request) asks a practitioner to check before it is sent. */
export const REVIEW_BEFORE_SENDING: Partial<Record<MemberDataKey, string>> = {
  responseReviews: 'Holds reviewer-only flags and acknowledgement notes.',
  responseNotes: 'Holds the text of reviewer notes.',
  memberNotes: 'Holds the text of reviewer notes.',
  history: 'Holds acknowledgements of reviewer-only flags.',
  mail: "Holds alerts sent to the practice's alert recipients (their addresses, and flags raised for practitioners only).",
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
 * history), acknowledgement notes and the practice's alerts about the member's flags left out. (The members list's open-flag count on the profile
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
      // the practice's own alerts about the member's flags (flag-alert, -escalation, -digest)
      if (section.key === 'mail') return !String(record.data.kind).startsWith('flag-');
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
