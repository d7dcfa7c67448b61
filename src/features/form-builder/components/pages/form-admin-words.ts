/** Pure wording for the administrators' pages: when and by whom a form was last changed. */

const relative = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });
const dateOnly = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateAndTime = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** "just now", "5 minutes ago", "yesterday", "3 days ago"; a date past four weeks. */
export function relativeTime(when: Date, now: Date = new Date()): string {
  const seconds = Math.round((when.getTime() - now.getTime()) / 1000);
  const past = Math.abs(seconds);
  if (past < 45) return 'just now';
  if (past < 45 * 60) return relative.format(Math.round(seconds / 60), 'minute');
  if (past < 22 * 3600) return relative.format(Math.round(seconds / 3600), 'hour');
  if (past < 28 * 86400) return relative.format(Math.round(seconds / 86400), 'day');
  return dateOnly.format(when);
}

/** "1 Mar 2025, 10:42" (the exact time behind a relative one). */
export const exactTime = (when: Date): string => dateAndTime.format(when);

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
