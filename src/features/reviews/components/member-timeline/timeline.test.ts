import { describe, expect, it } from 'vitest';
import type { ReviewedResponse } from '../../reviewed-response';
import type { ReviewerNote } from '../../api/member-api';
import { nextToLoad, timelineEntries } from './timeline';

const day = (d: number) => new Date(Date.UTC(2026, 0, d));
const response = (id: string, d: number): ReviewedResponse => ({ id, formId: 'phq9', formVersion: 1, scoringVersion: '', submittedAt: day(d), scores: {}, flags: [], data: {} });
const note = (id: string, d: number | null): ReviewerNote => ({ id, authorId: 'a', authorName: 'Dr A', text: id, createdAt: d === null ? null : day(d) });

describe('timelineEntries', () => {
  it('merges responses and notes newest first, a note still awaiting its server time on top', () => {
    const { entries, more } = timelineEntries({ responses: [response('r10', 10), response('r2', 2)], notes: [note('n5', 5), note('new', null)], moreResponses: false, moreNotes: false });
    expect(entries.map((e) => e.id)).toEqual(['new', 'r10', 'n5', 'r2']);
    expect(more).toBe(false);
  });

  it('holds back entries older than the end of a list that has more pages', () => {
    // notes go back to day 8 and there are more: a response of day 2 may have older notes above it
    const sources = { responses: [response('r10', 10), response('r2', 2)], notes: [note('n9', 9), note('n8', 8)], moreResponses: false, moreNotes: true };
    expect(timelineEntries(sources).entries.map((e) => e.id)).toEqual(['r10', 'n9', 'n8']);
    expect(timelineEntries(sources).more).toBe(true);
    expect(nextToLoad(sources)).toBe('notes');
  });

  it('pages the list whose loaded part ends soonest', () => {
    const sources = { responses: [response('r10', 10), response('r9', 9)], notes: [note('n3', 3)], moreResponses: true, moreNotes: true };
    expect(nextToLoad(sources)).toBe('responses');
    expect(timelineEntries(sources).entries.map((e) => e.id)).toEqual(['r10', 'r9']);
    expect(nextToLoad({ ...sources, moreNotes: false })).toBe('responses');
    expect(nextToLoad({ ...sources, moreResponses: false, moreNotes: false })).toBeNull();
  });
});
