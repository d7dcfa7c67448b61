/**
 * The member record's timeline: submitted responses and notes about the member, newest first.
 * Both arrive a page at a time, so an entry is shown only once nothing older than it can still
 * be missing from a page not loaded yet (the order on screen is always the true order).
 */
import type { ReviewedResponse } from '../../reviewed-response';
import type { ReviewerNote } from '../../api/member-api';

export type TimelineEntry =
  | { kind: 'response'; id: string; at: Date; response: ReviewedResponse }
  | { kind: 'note'; id: string; at: Date | null; note: ReviewerNote };

export interface TimelineSources {
  responses: readonly ReviewedResponse[];
  notes: readonly ReviewerNote[];
  /** another page of responses / notes exists */
  moreResponses: boolean;
  moreNotes: boolean;
}

const time = (entry: TimelineEntry): number => entry.at?.getTime() ?? Number.POSITIVE_INFINITY;
const oldest = (times: number[]): number => (times.length ? Math.min(...times) : Number.POSITIVE_INFINITY);

/** The time above which both lists are complete (-Infinity when everything is loaded). */
function completeDownTo(sources: TimelineSources): number {
  const responses = sources.moreResponses ? oldest(sources.responses.map((r) => r.submittedAt.getTime())) : Number.NEGATIVE_INFINITY;
  const notes = sources.moreNotes ? oldest(sources.notes.map((n) => n.createdAt?.getTime() ?? Number.POSITIVE_INFINITY)) : Number.NEGATIVE_INFINITY;
  return Math.max(responses, notes);
}

/** The entries to show, newest first (a note just written, without its server time yet, on top). */
export function timelineEntries(sources: TimelineSources): { entries: TimelineEntry[]; more: boolean } {
  const floor = completeDownTo(sources);
  const all: TimelineEntry[] = [
    ...sources.responses.map((response) => ({ kind: 'response' as const, id: response.id, at: response.submittedAt, response })),
    ...sources.notes.map((note) => ({ kind: 'note' as const, id: note.id, at: note.createdAt, note })),
  ];
  const entries = all
    .filter((entry) => time(entry) >= floor)
    .sort((a, b) => time(b) - time(a) || (a.kind === b.kind ? (a.id < b.id ? -1 : 1) : a.kind === 'note' ? -1 : 1));
  return { entries, more: sources.moreResponses || sources.moreNotes };
}

/** Which list to page next: the one whose loaded part ends soonest (it holds back the others). */
export function nextToLoad(sources: TimelineSources): 'responses' | 'notes' | null {
  if (!sources.moreResponses) return sources.moreNotes ? 'notes' : null;
  if (!sources.moreNotes) return 'responses';
  const responses = oldest(sources.responses.map((r) => r.submittedAt.getTime()));
  const notes = oldest(sources.notes.map((n) => n.createdAt?.getTime() ?? Number.POSITIVE_INFINITY));
  return responses >= notes ? 'responses' : 'notes';
}
