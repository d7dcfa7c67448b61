import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from './form-responses-api';
import { EXPORT_BATCH_SIZE, readAllResponses, reviewsReadAlone } from './form-responses-export';

vi.mock('./form-responses-api', async (original) => ({
  ...(await original<typeof api>()),
  listFormResponses: vi.fn(),
  listFormReviews: vi.fn(),
  joinResponseReviews: vi.fn(),
  countFormResponses: vi.fn(),
  loadMemberNames: vi.fn(),
}));

const mocked = vi.mocked(api);
const all: api.ResponsesFilter = { from: null, to: null, version: null, band: null, flagged: 'all', sort: { by: 'date' }, direction: 'desc' };
const cursor = (name: string) => ({ kind: 'responses', last: { name } }) as unknown as api.ResponsesCursor;

const row = (id: string, memberId: string): api.FormResponseRow => ({
  id, memberId, formVersion: 1, scoringVersion: '1', submittedAt: new Date('2026-05-04T09:30:00Z'), data: {}, scores: {}, memberFlags: [], review: null,
});
const review = (message: string): api.ResponseReviewSummary => ({ open: 1, topSeverity: 'warning', flags: [{ id: message, severity: 'warning', message, fields: [], acknowledged: null }] });
/** What the build callback saw of each row: id, its first flag's message, the member's name. */
const seen = (r: api.FormResponseRow, name: string | null) => `${r.id}:${r.review?.flags[0]?.message ?? '-'}:${name ?? '?'}`;

describe('readAllResponses', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    mocked.countFormResponses.mockResolvedValue(3);
    mocked.listFormResponses
      .mockResolvedValueOnce({ rows: [row('r1', 'ada'), row('r2', 'bo')], next: cursor('r2'), scanned: 2, reviewsPending: true })
      .mockResolvedValueOnce({ rows: [row('r3', 'ada')], next: null, scanned: 1, reviewsPending: true });
    mocked.loadMemberNames.mockImplementation(async (ids) => Object.fromEntries(ids.filter((id) => id === 'ada').map((id) => [id, 'Ada Lovelace'])));
  });

  it('reads the review documents beside the pages (filter: form, version, dates), joins on its own only a response they missed, names each member once', async () => {
    mocked.listFormReviews.mockResolvedValueOnce({ reviews: new Map([['r1', review('one')], ['r2', null]]), next: null });
    mocked.joinResponseReviews.mockImplementation(async (_form, _filter, rows) => rows.map((r) => ({ ...r, review: review(`joined ${r.id}`) })));
    const progress: number[] = [];
    const built = await readAllResponses(new QueryClient(), 'mood', all, (p) => progress.push(p.done), new AbortController().signal, seen);
    expect(built).toEqual(['r1:one:Ada Lovelace', 'r2:-:?', 'r3:joined r3:Ada Lovelace']);
    expect(mocked.listFormResponses.mock.calls.map((call) => [call[2], call[3], call[4]])).toEqual([[null, EXPORT_BATCH_SIZE, 'later'], [cursor('r2'), EXPORT_BATCH_SIZE, 'later']]);
    expect(mocked.listFormReviews).toHaveBeenCalledWith('mood', all, null, EXPORT_BATCH_SIZE);
    expect(mocked.joinResponseReviews).toHaveBeenCalledTimes(1);
    expect(mocked.joinResponseReviews.mock.calls[0]![2].map((r) => r.id)).toEqual(['r3']);
    // Ada is in both batches: read once
    expect(mocked.loadMemberNames.mock.calls.map(([ids]) => ids)).toEqual([['ada', 'bo']]);
    expect(progress).toEqual([0, 2, 3]);
  });

  it('joins batch by batch under a band or flagged filter (reading reviews alone would read those of responses left out)', async () => {
    const band = { ...all, band: { scale: 'phq9', band: 'severe' } };
    expect(reviewsReadAlone(band)).toBe(false);
    expect(reviewsReadAlone({ ...all, flagged: 'open' })).toBe(false);
    expect(reviewsReadAlone({ ...all, version: 2, from: new Date() })).toBe(true);
    mocked.joinResponseReviews.mockImplementation(async (_form, _filter, rows) => rows.map((r) => ({ ...r, review: review(`joined ${r.id}`) })));
    const built = await readAllResponses(new QueryClient(), 'mood', band, () => {}, new AbortController().signal, seen);
    expect(built).toEqual(['r1:joined r1:Ada Lovelace', 'r2:joined r2:?', 'r3:joined r3:Ada Lovelace']);
    expect(mocked.listFormReviews).not.toHaveBeenCalled();
    expect(mocked.joinResponseReviews.mock.calls.map((call) => call[2].map((r) => r.id))).toEqual([['r1', 'r2'], ['r3']]);
  });

  it('fails the export when the review documents cannot be read', async () => {
    mocked.listFormReviews.mockRejectedValueOnce(new api.DataError('unavailable', 'We could not reach the server.'));
    await expect(readAllResponses(new QueryClient(), 'mood', all, () => {}, new AbortController().signal, seen)).rejects.toThrow('We could not reach the server.');
  });
});
