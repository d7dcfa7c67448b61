import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { filterProblem, toFormResponseRow, toReviewSummary, type ResponsesFilter } from './form-responses';

const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const all: ResponsesFilter = { from: null, to: null, version: null, band: null, flagged: 'all', sort: { by: 'date' }, direction: 'desc' };

describe('toReviewSummary', () => {
  it('reads every flag with its acknowledgement (dates as Dates) and counts the open ones', () => {
    const summary = toReviewSummary({
      flags: [
        { id: 'a', severity: 'info', message: 'Info', fields: [], acknowledged: { by: 'x', byName: 'Dr X', at: at('2026-01-02T00:00:00Z'), note: 'Called' } },
        { id: 'b', severity: 'urgent', message: 'Item 9', fields: ['phq9'], acknowledged: null },
      ],
    });
    expect(summary?.open).toBe(1);
    expect(summary?.topSeverity).toBe('urgent');
    expect(summary?.flags[0]!.acknowledged).toEqual({ by: 'x', byName: 'Dr X', at: new Date('2026-01-02T00:00:00Z'), note: 'Called' });
  });

  it('is null without a review document', () => {
    expect(toReviewSummary(undefined)).toBeNull();
  });
});

describe('toFormResponseRow', () => {
  it('reads a submitted response with its review, tolerating missing fields', () => {
    const row = toFormResponseRow('r1', { memberId: 'm1', formVersion: 2, submittedAt: at('2026-05-04T09:30:00Z'), data: { q: 1 }, flags: 'nonsense' }, { flags: [] });
    expect(row).toEqual({
      id: 'r1', memberId: 'm1', formVersion: 2, scoringVersion: '', submittedAt: new Date('2026-05-04T09:30:00Z'),
      data: { q: 1 }, scores: {}, memberFlags: [], review: { flags: [], open: 0, topSeverity: null },
    });
  });
});

describe('filterProblem', () => {
  it('refuses sorting by a score together with a date range, band or flag filter (one Firestore query cannot)', () => {
    const byScore: ResponsesFilter = { ...all, sort: { by: 'scale', scale: 'phq9' } };
    expect(filterProblem(byScore)).toBeNull();
    expect(filterProblem({ ...byScore, version: 2 })).toBeNull();
    expect(filterProblem({ ...byScore, from: new Date() })).toMatch(/clear the date range/);
    expect(filterProblem({ ...byScore, flagged: 'open' })).not.toBeNull();
    expect(filterProblem({ ...all, flagged: 'open', from: new Date() })).toBeNull();
  });
});
