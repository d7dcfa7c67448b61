import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from './form-responses-api';
import { EXPORT_BATCH_SIZE, FLAGGED_REVIEWS_PAGE, readAllResponses, reviewFromFlagged, reviewsReadAlone, type NamedRow } from './form-responses-export';

vi.mock('./form-responses-api', async (original) => ({
  ...(await original<typeof api>()),
  formResponsePages: vi.fn(),
  listFlaggedReviews: vi.fn(),
  joinResponseReviews: vi.fn(),
  countFormResponses: vi.fn(),
  loadMemberNames: vi.fn(),
}));

const mocked = vi.mocked(api);
const all: api.ResponsesFilter = { from: null, to: null, version: null, band: null, flagged: 'all', sort: { by: 'date' }, direction: 'desc' };
const cursor = (name: string) => ({ kind: 'responses', last: { name } }) as unknown as api.ResponsesCursor;
/** The pages the data layer hands over, one after another. */
async function* pagesOf(...pages: api.ResponsesPage[]) {
  yield* pages;
}

const row = (id: string, memberId: string, at = '2026-05-04T09:30:00Z'): api.FormResponseRow => ({
  id, memberId, formVersion: 1, scoringVersion: '1', submittedAt: new Date(at), data: {}, scores: {}, memberFlags: [], review: null,
});
const review = (message: string): api.ResponseReviewSummary => ({ open: 1, topSeverity: 'warning', flags: [{ id: message, severity: 'warning', message, fields: [], acknowledged: null }] });
/** What the build callback saw of each row of a batch: id, its first flag's message (or "none" for no flags), the member's name. */
const seen = (batch: readonly NamedRow[]) =>
  batch.map(({ row: r, memberName }) => `${r.id}:${r.review ? (r.review.flags[0]?.message ?? 'none') : '-'}:${memberName ?? '?'}`);

describe('readAllResponses', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    mocked.countFormResponses.mockResolvedValue(3);
    mocked.formResponsePages.mockImplementation(() =>
      pagesOf(
        { rows: [row('r1', 'ada', '2026-05-04T09:30:00Z'), row('r2', 'bo', '2026-05-04T09:00:00Z')], next: cursor('r2'), scanned: 2, reviewsPending: true },
        { rows: [row('r3', 'ada', '2026-05-05T08:00:00Z')], next: null, scanned: 1, reviewsPending: true },
      ),
    );
    mocked.loadMemberNames.mockImplementation(async (ids) => Object.fromEntries(ids.filter((id) => id === 'ada').map((id) => [id, 'Ada Lovelace'])));
  });

  it('reads the flagged review documents beside the pages (filter: form, version, dates), joins on its own only a response submitted since, names each member once', async () => {
    // r1 flagged; r2 older than the newest flagged review and not among them: no flags; r3 submitted since: joined
    mocked.listFlaggedReviews.mockResolvedValueOnce({ reviews: new Map([['r1', review('one')]]), newest: new Date('2026-05-04T09:30:00Z'), next: null });
    mocked.joinResponseReviews.mockImplementation(async (_form, _filter, rows) => rows.map((r) => ({ ...r, review: review(`joined ${r.id}`) })));
    const progress: number[] = [];
    const built = await readAllResponses(new QueryClient(), 'mood', all, (p) => progress.push(p.done), new AbortController().signal, seen);
    expect(built.flat()).toEqual(['r1:one:Ada Lovelace', 'r2:none:?', 'r3:joined r3:Ada Lovelace']);
    // one result per batch, in order
    expect(built.map((batch) => batch.length)).toEqual([2, 1]);
    expect(mocked.formResponsePages).toHaveBeenCalledWith('mood', all, EXPORT_BATCH_SIZE, 'later', expect.any(Function));
    expect(mocked.listFlaggedReviews).toHaveBeenCalledWith('mood', all, null, FLAGGED_REVIEWS_PAGE);
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
    expect(built.flat()).toEqual(['r1:joined r1:Ada Lovelace', 'r2:joined r2:?', 'r3:joined r3:Ada Lovelace']);
    expect(mocked.listFlaggedReviews).not.toHaveBeenCalled();
    expect(mocked.joinResponseReviews.mock.calls.map((call) => call[2].map((r) => r.id))).toEqual([['r1', 'r2'], ['r3']]);
  });

  it('fails the export when the review documents cannot be read', async () => {
    mocked.listFlaggedReviews.mockRejectedValueOnce(new api.DataError('unavailable', 'We could not reach the server.'));
    await expect(readAllResponses(new QueryClient(), 'mood', all, () => {}, new AbortController().signal, seen)).rejects.toThrow('We could not reach the server.');
  });
});

describe('reviewFromFlagged', () => {
  const flagged = { reviews: new Map([['f', review('flag')]]), newest: new Date('2026-05-04T09:30:00.500Z') };
  const at = (iso: string, memberFlags: api.FormResponseRow['memberFlags'] = []) => ({ id: 'x', submittedAt: new Date(iso), memberFlags });

  it('gives a flagged response its review document', () => {
    expect(reviewFromFlagged({ ...at('2026-01-01T00:00:00Z'), id: 'f' }, flagged)?.flags[0]?.message).toBe('flag');
  });

  it('gives no flags to a response submitted before the newest flagged review, and null to one with member flags but no review document (older data)', () => {
    expect(reviewFromFlagged(at('2026-05-04T09:30:00.499Z'), flagged)).toEqual({ flags: [], open: 0, topSeverity: null });
    expect(reviewFromFlagged(at('2026-05-04T09:30:00.499Z', [{ id: 'm', severity: 'info', message: 'Thanks', fields: [] }]), flagged)).toBeNull();
  });

  it('cannot tell for a response in the same millisecond or later, or when no flagged review was read (joined on its own)', () => {
    expect(reviewFromFlagged(at('2026-05-04T09:30:00.500Z'), flagged)).toBeUndefined();
    expect(reviewFromFlagged(at('2026-05-04T09:31:00Z'), flagged)).toBeUndefined();
    expect(reviewFromFlagged(at('2026-01-01T00:00:00Z'), { reviews: new Map(), newest: null })).toBeUndefined();
    expect(reviewFromFlagged({ id: 'y', submittedAt: null, memberFlags: [] }, flagged)).toBeUndefined();
  });
});
