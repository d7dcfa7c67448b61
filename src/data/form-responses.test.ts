import { Timestamp } from 'firebase/firestore/lite';
import type * as Firestore from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResponsesFilter } from './form-responses';

// Firestore's reads recorded as plain values: a query is { base, constraints }, a document reference its path.
const fs = vi.hoisted(() => ({ getDoc: vi.fn(), getDocs: vi.fn(), getCount: vi.fn() }));
vi.mock('firebase/firestore/lite', async (original) => ({
  ...(await original<typeof Firestore>()),
  collection: (_db: unknown, name: string) => ({ collection: name }),
  collectionGroup: (_db: unknown, name: string) => ({ group: name }),
  doc: (_db: unknown, path: string) => path,
  where: (field: string, op: string, value: unknown) => ({ where: [field, op, value] }),
  orderBy: (field: string, direction: string) => ({ orderBy: [field, direction] }),
  limit: (n: number) => ({ limit: n }),
  startAfter: (last: unknown) => ({ startAfter: last }),
  query: (base: unknown, ...constraints: unknown[]) => ({ base, constraints }),
  getDoc: fs.getDoc,
  getDocs: fs.getDocs,
  getCount: fs.getCount,
  documentId: () => '__name__',
}));
vi.mock('./lite', () => ({ liteDb: () => ({}) }));

const { RANGE_JOIN_FROM, joinResponseReviews, joinsByRange, listFormResponses, submittedRange, toFormResponseRow, toReviewSummary } = await import('./form-responses');
const { EVERY_MEMBER_FROM, loadMemberNames, readsEveryMember } = await import('./member-names');

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

// ---- joining the rows with their review/flags ----
interface Recorded { base: { collection?: string; group?: string }; constraints: Record<string, unknown>[] }
const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 3_600_000);
const responseDoc = (n: number) => ({ id: `r${n}`, data: () => ({ memberId: 'm1', formVersion: 1, submittedAt: Timestamp.fromDate(day(n)), status: 'submitted' }) });
const reviewData = (n: number) => ({ formId: 'mood', submittedAt: Timestamp.fromDate(day(n)), flags: [{ id: `f${n}`, severity: 'info', message: 'm', fields: [], acknowledged: null }] });
const reviewDoc = (n: number) => ({ ref: { parent: { parent: { id: `r${n}` } } }, data: () => reviewData(n), get: (field: 'submittedAt') => reviewData(n)[field] });
const snap = <T>(docs: T[]) => ({ docs, size: docs.length, empty: docs.length === 0 });
const range = (count: number) => Array.from({ length: count }, (_, i) => i + 1);
const reviewQueries = () => (fs.getDocs.mock.calls as [Recorded][]).map(([q]) => q).filter((q) => q.base.group === 'review');

describe('listFormResponses: the rows\' review documents', () => {
  beforeEach(() => {
    fs.getDoc.mockReset();
    fs.getDocs.mockReset();
    fs.getDoc.mockImplementation(async (path: string) => {
      const n = Number(/^responses\/r(\d+)\/review\/flags$/.exec(path)?.[1]);
      return { exists: () => n % 2 === 1, data: () => reviewData(n) };
    });
  });

  it('reads the review documents of a page sorted by a score directly by path, in parallel (no collection-group query)', async () => {
    fs.getDocs.mockResolvedValueOnce(snap(range(50).map(responseDoc)));
    const page = await listFormResponses('mood', { ...all, sort: { by: 'scale', scale: 'phq9' } }, null, 50);
    expect(fs.getDoc.mock.calls.map(([path]) => path)).toEqual(range(50).map((n) => `responses/r${n}/review/flags`));
    expect(reviewQueries()).toEqual([]);
    expect(page.rows[0]!.review?.flags.map((f) => f.id)).toEqual(['f1']);
    expect(page.rows[1]!.review).toBeNull();
    expect(page.scanned).toBe(100);
  });

  it('joins a page in date order with ONE range query (its rows are every submission in that span), and can leave the join for later', async () => {
    fs.getDocs.mockImplementation(async (q: Recorded) => (q.base.group === 'review' ? snap(range(50).map(reviewDoc)) : snap(range(50).map(responseDoc).reverse())));
    const page = await listFormResponses('mood', all, null, 50);
    expect(reviewQueries()).toHaveLength(1);
    expect(fs.getDoc).not.toHaveBeenCalled();
    expect(page.rows.find((row) => row.id === 'r2')!.review?.flags.map((f) => f.id)).toEqual(['f2']);
    expect(joinsByRange({ ...all, band: { scale: 'phq9', band: 'severe' } }, 50)).toBe(false);
    fs.getDocs.mockClear();
    const later = await listFormResponses('mood', all, null, 50, 'later');
    expect(later.reviewsPending).toBe(true);
    expect(later.rows.every((row) => row.review === null)).toBe(true);
    expect(reviewQueries()).toEqual([]);
    const joined = await joinResponseReviews('mood', all, later.rows);
    expect(joined.find((row) => row.id === 'r2')!.review?.flags.map((f) => f.id)).toEqual(['f2']);
  });

  it('joins a big page with ONE range query on the review group, by parent id, and reads directly only the rows it missed', async () => {
    const rows = range(RANGE_JOIN_FROM + 20);
    fs.getDocs.mockImplementation(async (q: Recorded) =>
      // the range returns every row's review but r3 and r7, and one of a response outside the batch
      q.base.group === 'review' ? snap([...rows.filter((n) => n !== 3 && n !== 7), 999].map(reviewDoc)) : snap(rows.map(responseDoc).reverse()),
    );
    const page = await listFormResponses('mood', { ...all, version: 1 }, null, 500);
    expect(reviewQueries()).toHaveLength(1);
    expect(reviewQueries()[0]!.constraints).toEqual([
      { where: ['formId', '==', 'mood'] },
      { where: ['formVersion', '==', 1] },
      { where: ['submittedAt', '>=', day(1)] },
      { where: ['submittedAt', '<=', day(rows.length)] },
      { limit: rows.length * 2 },
    ]);
    expect(fs.getDoc.mock.calls.map(([path]) => path).sort()).toEqual(['responses/r3/review/flags', 'responses/r7/review/flags']);
    expect(page.rows).toHaveLength(rows.length);
    expect(page.rows.find((row) => row.id === 'r10')!.review?.flags.map((f) => f.id)).toEqual(['f10']);
    expect(page.rows.find((row) => row.id === 'r3')!.review?.flags.map((f) => f.id)).toEqual(['f3']);
    expect(page.rows.find((row) => row.id === 'r7')!.review?.flags.map((f) => f.id)).toEqual(['f7']);
    expect(page.next).toBeNull();
  });
});

describe('listFormResponses: the queries', () => {
  it('asks the flagged filter of the review documents (form, version, dates, open flags) in date order, and reads their responses by id', async () => {
    fs.getDocs.mockReset();
    fs.getDocs.mockResolvedValueOnce(snap(range(3).map(reviewDoc))).mockResolvedValueOnce(snap(range(3).map((n) => ({ ...responseDoc(n), id: `r${n}` }))));
    const page = await listFormResponses('mood', { ...all, version: 2, from: day(0), flagged: 'open', direction: 'asc' }, null, 3);
    const [q] = fs.getDocs.mock.calls[0] as [Recorded];
    expect(q.base).toEqual({ group: 'review' });
    expect(q.constraints).toEqual([
      { where: ['formId', '==', 'mood'] },
      { where: ['formVersion', '==', 2] },
      { where: ['submittedAt', '>=', day(0)] },
      { where: ['openRank', 'in', [1, 2, 3]] },
      { orderBy: ['submittedAt', 'asc'] },
      { limit: 3 },
    ]);
    expect(page.rows.map((row) => row.id)).toEqual(['r1', 'r2', 'r3']);
    expect(page.rows[1]!.review?.flags.map((f) => f.id)).toEqual(['f2']);
    expect(page.next).not.toBeNull();
  });

  it('asks a band filter and a score order of the responses, submitted only', async () => {
    fs.getDocs.mockReset();
    fs.getDocs.mockResolvedValue(snap([]));
    await listFormResponses('mood', { ...all, band: { scale: 'phq9', band: 'mild' } }, null, 50);
    await listFormResponses('mood', { ...all, sort: { by: 'scale', scale: 'phq9' }, direction: 'asc' }, null, 50);
    const [banded, byScore] = (fs.getDocs.mock.calls as [Recorded][]).map(([q]) => q);
    expect(banded!.base).toEqual({ collection: 'responses' });
    expect(banded!.constraints).toEqual([
      { where: ['formId', '==', 'mood'] },
      { where: ['status', '==', 'submitted'] },
      { where: ['scores.phq9.band', '==', 'mild'] },
      { orderBy: ['submittedAt', 'desc'] },
      { limit: 50 },
    ]);
    expect(byScore!.constraints).toEqual([
      { where: ['formId', '==', 'mood'] },
      { where: ['status', '==', 'submitted'] },
      { orderBy: ['scores.phq9.total', 'asc'] },
      { orderBy: ['submittedAt', 'asc'] },
      { limit: 50 },
    ]);
  });

  it('refuses a filter Firestore cannot answer as one query, before reading anything', async () => {
    fs.getDocs.mockReset();
    await expect(listFormResponses('mood', { ...all, sort: { by: 'scale', scale: 'phq9' }, band: { scale: 'phq9', band: 'mild' } }, null, 2)).rejects.toThrow(/Sorting by a score/);
    expect(fs.getDocs).not.toHaveBeenCalled();
  });
});

describe('loadMemberNames', () => {
  const user = (n: number) => ({ id: `u${n}`, data: () => ({ displayName: n % 2 ? `Member ${n}` : '', email: `u${n}@example.test` }) });

  it('reads every users document (one count first) only when many names are wanted and the members are at most twice as many', () => {
    expect(readsEveryMember(EVERY_MEMBER_FROM, 2 * EVERY_MEMBER_FROM)).toBe(true);
    expect(readsEveryMember(EVERY_MEMBER_FROM, 2 * EVERY_MEMBER_FROM + 1)).toBe(false);
    expect(readsEveryMember(EVERY_MEMBER_FROM - 1, EVERY_MEMBER_FROM)).toBe(false);
  });

  it('asks for a few names in batches of 30 by id, with no count', async () => {
    fs.getDocs.mockReset();
    fs.getCount.mockReset();
    fs.getDocs.mockImplementation(async (q: Recorded) => snap((q.constraints[0] as { where: [string, string, string[]] }).where[2].map((id) => user(Number(id.slice(1))))));
    const names = await loadMemberNames(range(40).map((n) => `u${n}`));
    expect(fs.getCount).not.toHaveBeenCalled();
    expect(fs.getDocs).toHaveBeenCalledTimes(2);
    expect(names.u1).toBe('Member 1');
    expect(names.u2).toBe('u2@example.test');
  });

  it('reads every member a page at a time when most of them are wanted, and returns the names it found', async () => {
    fs.getDocs.mockReset();
    fs.getCount.mockReset().mockResolvedValue({ data: () => ({ count: 1001 }) });
    fs.getDocs.mockResolvedValueOnce(snap(range(1000).map(user))).mockResolvedValueOnce(snap([user(1001)]));
    const names = await loadMemberNames(range(600).map((n) => `u${n}`));
    expect(fs.getDocs).toHaveBeenCalledTimes(2);
    const [first, second] = (fs.getDocs.mock.calls as [Recorded][]).map(([q]) => q);
    expect(first!.base).toEqual({ collection: 'users' });
    expect(first!.constraints).toEqual([{ orderBy: ['__name__', undefined] }, { limit: 1000 }]);
    expect(second!.constraints).toContainEqual({ startAfter: expect.objectContaining({ id: 'u1000' }) });
    expect(names.u599).toBe('Member 599');
    // a member not asked for comes back too (the export caches it for its later batches)
    expect(names.u1001).toBe('Member 1001');
  });
});

describe('submittedRange', () => {
  it('spans the oldest to the newest submission, and is null when a row has no date', () => {
    expect(submittedRange([{ submittedAt: day(5) }, { submittedAt: day(2) }, { submittedAt: day(9) }])).toEqual({ oldest: day(2), newest: day(9) });
    expect(submittedRange([{ submittedAt: day(5) }, { submittedAt: null }])).toBeNull();
    expect(submittedRange([])).toBeNull();
  });
});
