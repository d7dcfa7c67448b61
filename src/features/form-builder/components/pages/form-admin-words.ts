/** Pure wording for the administrators' pages: when and by whom a form was last changed. */
import { ukDate, ukDateTime, ukTimeAgo } from '@model';

/** "just now", "5 minutes ago", "yesterday", "3 days ago"; a date ("29 Jan 2025") past four weeks. */
export function relativeTime(when: Date, now: Date = new Date()): string {
  const past = Math.abs(Math.round((when.getTime() - now.getTime()) / 1000));
  return past < 28 * 86400 ? ukTimeAgo(when, now) : ukDate(when);
}

/** "1 Mar 2025, 10:42" in UK time (the exact time behind a relative one). */
export const exactTime = ukDateTime;

/**
 * Who made a change, as the administrator reads it: "you", "the forms command line", or the name
 * stored; a bare account id (the data layer stores uids) reads as "another administrator".
 */
export function whoText(updatedBy: string | null, myUid: string | null): string | null {
  if (!updatedBy) return null;
  if (myUid && updatedBy === myUid) return 'you';
  if (updatedBy === 'cli') return 'the forms command line';
  if (/^[A-Za-z0-9]{20,}$/.test(updatedBy)) return 'another administrator';
  return updatedBy;
}

export const FORM_STATUS_LABELS = { draft: 'Draft', published: 'Published', archived: 'Archived' } as const;
export const FORM_SOURCE_LABELS = { repo: 'Committed file', builder: 'Form builder' } as const;
