import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { toReviewFlag, toSubmissionSummary, toTriageEntry } from './reviews';

const at = (iso: string) => Timestamp.fromDate(new Date(iso));

describe('toTriageEntry', () => {
  it('reads review/flags with an open and an acknowledged flag', () => {
    expect(toTriageEntry('resp1', {
      memberId: 'm1', formId: 'initial-assessment', formVersion: 2, submittedAt: at('2026-03-01T02:00:00Z'), open: 1, openRank: 3, topSeverity: 'urgent',
      flags: [
        { id: 'item9', severity: 'urgent', message: 'Item 9', fields: ['phq9_9'], signpost: 'crisis', audience: 'reviewer', acknowledged: null },
        { id: 'mild', severity: 'info', message: 'Mild', fields: [], acknowledged: { by: 'a1', byName: 'Alex', at: at('2026-03-02T09:00:00Z'), note: 'Seen' } },
      ],
    })).toEqual({
      responseId: 'resp1', memberId: 'm1', formId: 'initial-assessment', formVersion: 2, submittedAt: new Date('2026-03-01T02:00:00Z'), openRank: 3, open: 1,
      flags: [
        { id: 'item9', severity: 'urgent', message: 'Item 9', fields: ['phq9_9'], signpost: 'crisis', audience: 'reviewer', acknowledged: null },
        { id: 'mild', severity: 'info', message: 'Mild', fields: [], acknowledged: { by: 'a1', byName: 'Alex', at: new Date('2026-03-02T09:00:00Z'), note: 'Seen' } },
      ],
    });
  });
  it('skips what is not a flag and counts open flags itself when `open` is missing', () => {
    const entry = toTriageEntry('r', { flags: [{ id: 'x', severity: 'severe' }, 'flag', { id: 'y', severity: 'warning' }] });
    expect(entry.flags.map((f) => f.id)).toEqual(['y']);
    expect(entry).toMatchObject({ open: 1, openRank: 0, memberId: '', formVersion: null, submittedAt: null });
  });
});

describe('toReviewFlag / toSubmissionSummary', () => {
  it('refuses non-objects and reads scores of a submitted response', () => {
    expect(toReviewFlag(null)).toBeNull();
    expect(toReviewFlag({ id: 1, severity: 'urgent' })).toBeNull();
    const scores = { phq9: { title: 'PHQ-9', total: 12, band: 'moderate', bandLabel: 'Moderate' } };
    expect(toSubmissionSummary('r', { memberId: 'm', formId: 'f', formVersion: 1, submittedAt: at('2026-01-01T00:00:00Z'), scores })).toEqual({
      responseId: 'r', memberId: 'm', formId: 'f', formVersion: 1, submittedAt: new Date('2026-01-01T00:00:00Z'), scores,
    });
    expect(toSubmissionSummary('r', { scores: 'none' }).scores).toEqual({});
  });
});
