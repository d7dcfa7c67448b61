import { describe, expect, it } from 'vitest';
import {
  exportRow,
  filterInMilliseconds,
  filterProblem,
  flaggedClause,
  mapRowTimes,
  parseExportFormResponsesRequest,
  readResponseRow,
  responsesClauses,
  responsesOrder,
  sharedClauses,
  type ResponsesFilter,
} from './responses-table.ts';

const all: ResponsesFilter = { from: null, to: null, version: null, band: null, flagged: 'all', sort: { by: 'date' }, direction: 'desc' };
const inMs = filterInMilliseconds(all);

describe('the responses query, as data', () => {
  it('asks the form, version and dates of both reads, and status and band of the responses', () => {
    const from = new Date('2026-03-01T00:00:00Z');
    const to = new Date('2026-04-01T00:00:00Z');
    expect(sharedClauses('mood', { ...all, version: 2, from, to })).toEqual([
      { field: 'formId', op: '==', value: 'mood' },
      { field: 'formVersion', op: '==', value: 2 },
      { field: 'submittedAt', op: '>=', value: from },
      { field: 'submittedAt', op: '<', value: to },
    ]);
    expect(responsesClauses('mood', { ...all, band: { scale: 'phq9', band: 'mild' } })).toEqual([
      { field: 'formId', op: '==', value: 'mood' },
      { field: 'status', op: '==', value: 'submitted' },
      { field: 'scores.phq9.band', op: '==', value: 'mild' },
    ]);
    expect(flaggedClause('open')).toEqual({ field: 'openRank', op: 'in', value: [1, 2, 3] });
    expect(flaggedClause('flagged')).toEqual({ field: 'topSeverity', op: 'in', value: ['urgent', 'warning', 'info'] });
  });

  it('orders by date, or by a scale\'s total with the date breaking ties', () => {
    expect(responsesOrder(all)).toEqual([{ field: 'submittedAt', direction: 'desc' }]);
    expect(responsesOrder({ ...all, sort: { by: 'scale', scale: 'gad7' }, direction: 'asc' })).toEqual([
      { field: 'scores.gad7.total', direction: 'asc' },
      { field: 'submittedAt', direction: 'asc' },
    ]);
  });

  it('refuses sorting by a score together with a date range, band or flag filter (one Firestore query cannot)', () => {
    const byScore: ResponsesFilter = { ...all, sort: { by: 'scale', scale: 'phq9' } };
    expect(filterProblem(byScore)).toBeNull();
    expect(filterProblem({ ...byScore, version: 2 })).toBeNull();
    expect(filterProblem({ ...byScore, from: new Date() })).toMatch(/clear the date range/);
    expect(filterProblem({ ...byScore, flagged: 'open' })).not.toBeNull();
    expect(filterProblem({ ...all, flagged: 'open', from: new Date() })).toBeNull();
  });
});

describe('rows', () => {
  it('reads a response and its review with the caller\'s times, tolerating partial documents', () => {
    const row = readResponseRow(
      'r1',
      { memberId: 'm1', formVersion: 2, submittedAt: 't1', data: { q: 1 }, flags: 'nonsense', scores: [] },
      { flags: [{ id: 'f', severity: 'warning', message: 'M', fields: [], acknowledged: { by: 'a', at: 't2', note: 7 } }, 'junk'] },
      (stored) => (typeof stored === 'string' ? `time ${stored}` : null),
    );
    expect(row).toEqual({
      id: 'r1', memberId: 'm1', formVersion: 2, scoringVersion: '', submittedAt: 'time t1', data: { q: 1 }, scores: {}, memberFlags: [],
      review: { open: 0, topSeverity: 'warning', flags: [{ id: 'f', severity: 'warning', message: 'M', fields: [], acknowledged: { by: 'a', byName: '', at: 'time t2', note: '7' } }] },
    });
    expect(readResponseRow('r2', {}, undefined, () => null)).toMatchObject({ memberId: '', formVersion: 0, submittedAt: null, review: null });
  });

  it('turns a row\'s times (submission, acknowledgements) into another kind, leaving nulls', () => {
    const row = readResponseRow('r1', { submittedAt: 1_000 }, { flags: [{ id: 'a', severity: 'info', acknowledged: { at: 2_000 } }, { id: 'b', severity: 'info', acknowledged: null }] }, (v) => (typeof v === 'number' ? v : null));
    const dated = mapRowTimes(row, (ms) => new Date(ms));
    expect(dated.submittedAt).toEqual(new Date(1_000));
    expect(dated.review?.flags.map((flag) => flag.acknowledged?.at ?? null)).toEqual([new Date(2_000), null]);
    expect(mapRowTimes<number, Date>({ ...row, submittedAt: null, review: null }, (ms) => new Date(ms))).toMatchObject({ submittedAt: null, review: null });
  });
});

describe('exportRow', () => {
  it('keeps what the CSV reads: each scale\'s total and band, and the response\'s own flags only without a review document', () => {
    const score = { title: 'PHQ-9', total: 12, complete: true, answered: 9, itemCount: 9, min: 0, max: 27, band: 'moderate', bandLabel: 'Moderate', subscales: {}, rules: {} };
    const own = [{ id: 'signpost', severity: 'info' as const, message: 'Support', fields: [] }];
    const row = { ...readResponseRow('r1', { data: { q: 1 }, flags: own }, { flags: own }, () => null), scores: { phq9: score } };
    expect(exportRow(row)).toEqual({ ...row, scores: { phq9: { total: 12, band: 'moderate', bandLabel: 'Moderate' } }, memberFlags: [] });
    expect(exportRow({ ...row, review: null }).memberFlags).toEqual(own);
  });
});

describe('parseExportFormResponsesRequest', () => {
  it('accepts the table\'s filter with dates in milliseconds', () => {
    const filter = { ...inMs, from: 1_700_000_000_000, version: 3, band: { scale: 'phq9', band: 'moderately-severe' }, flagged: 'open' as const, direction: 'asc' as const };
    expect(parseExportFormResponsesRequest({ formId: 'mood', filter })).toEqual({ ok: true, value: { formId: 'mood', filter } });
    expect(filterInMilliseconds({ ...all, from: new Date(5), to: new Date(9) })).toMatchObject({ from: 5, to: 9 });
  });

  it('says what is wrong with a bad request, in the reviewer\'s words', () => {
    const bad = (filter: Record<string, unknown>, formId: unknown = 'mood') => {
      const parsed = parseExportFormResponsesRequest({ formId, filter: { ...inMs, ...filter } });
      return parsed.ok ? null : parsed.message;
    };
    expect(bad({}, '../users')).not.toBeNull();
    expect(parseExportFormResponsesRequest({ formId: 'mood' })).toEqual({ ok: false, message: 'Say which responses to export (a filter).' });
    expect(bad({ from: '2026-03-01' })).toBe('The first day must be a date (milliseconds) or null.');
    expect(bad({ to: Number.NaN })).toBe('The last day must be a date (milliseconds) or null.');
    expect(bad({ version: 0 })).toBe('The version must be a whole number from 1.');
    expect(bad({ version: 1.5 })).toBe('The version must be a whole number from 1.');
    expect(bad({ band: { scale: 'phq9' } })).toBe('The band filter names a scale and a band.');
    expect(bad({ band: { scale: 'a.b', band: 'x' } })).toBe('The band filter names a scale and a band.');
    expect(bad({ flagged: 'some' })).toBe('The flagged filter is all, flagged or open.');
    expect(bad({ sort: { by: 'scale', scale: '__name__.x' } })).toBe('Sort by date or by a scale.');
    expect(bad({ direction: 'up' })).toBe('The order is asc or desc.');
    expect(bad({ sort: { by: 'scale', scale: 'phq9' }, flagged: 'open' })).toMatch(/clear the date range/);
  });
});
