import { Timestamp } from 'firebase/firestore';
import type * as Firestore from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// onSnapshot recorded: each listener's callbacks and its stop function; each aggregate query
// recorded with the answer it is waiting for.
type Deferred = { resolve: (data: unknown) => void; reject: (error: unknown) => void };
const fs = vi.hoisted(() => ({
  listeners: [] as { next: (snap: unknown) => void; fail: (error: unknown) => void; stop: () => void }[],
  aggregates: [] as { spec: unknown; answer: Deferred }[],
  getCountFromServer: vi.fn(),
  getDocs: vi.fn(),
}));
vi.mock('firebase/firestore', async (original) => ({
  ...(await original<typeof Firestore>()),
  collection: () => ({}),
  collectionGroup: () => ({}),
  where: (field: string, op: string, value: unknown) => `${field} ${op} ${String(value)}`,
  orderBy: () => ({}),
  limit: () => ({}),
  query: (_base: unknown, ...constraints: unknown[]) => ({ constraints }),
  getCountFromServer: fs.getCountFromServer,
  getDocs: fs.getDocs,
  count: () => 'count()',
  sum: (field: string) => `sum(${field})`,
  getAggregateFromServer: (_q: unknown, spec: unknown) =>
    new Promise((resolve, reject) => {
      fs.aggregates.push({ spec, answer: { resolve: (data) => resolve({ data: () => data }), reject } });
    }),
  onSnapshot: (_q: unknown, next: (snap: unknown) => void, fail: (error: unknown) => void) => {
    const stop = vi.fn();
    fs.listeners.push({ next, fail, stop });
    return stop;
  },
}));
vi.mock('./live', () => ({ liveDb: () => ({}) }));
vi.mock('./functions', () => ({ callFunction: vi.fn(async () => ({ responseId: 'r1', flagId: 'f1', open: 0 })) }));

const { OPEN_COUNT_REFRESH_MS, acknowledgeFlag, countMembersNotOnboarded, subscribeLatestSubmissions, subscribeOpenFlagCount, subscribeTriageQueue, toReviewFlag, toSubmissionSummary, toTriageEntry } = await import('./reviews');

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

describe('subscribeOpenFlagCount (one aggregate query, asked again on a timer, on focus and after changes)', () => {
  const answer = async (index: number, responses: number, flags: number) => {
    fs.aggregates[index]!.answer.resolve({ responses, flags });
    await vi.waitFor(() => undefined);
  };
  const snapshot = (changes: number) => ({ docs: [], docChanges: () => Array.from({ length: changes }) });
  const setVisibility = (state: 'visible' | 'hidden') => Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  let stops: (() => void)[] = [];
  const subscribe = (onChange = vi.fn(), onError = vi.fn()) => {
    const stop = subscribeOpenFlagCount(onChange, onError);
    stops.push(stop);
    return { onChange, onError, stop };
  };

  beforeEach(() => {
    vi.useFakeTimers();
    fs.listeners.length = 0;
    fs.aggregates.length = 0;
    setVisibility('visible');
    return () => {
      for (const stop of stops) stop();
      stops = [];
      vi.useRealTimers();
    };
  });

  it('counts responses and sums their open flags in one query, shared by every subscriber', async () => {
    const first = subscribe();
    expect(fs.aggregates).toHaveLength(1);
    expect(fs.aggregates[0]!.spec).toEqual({ responses: 'count()', flags: 'sum(open)' });
    expect(fs.listeners).toHaveLength(0);
    await answer(0, 2, 3);
    expect(first.onChange).toHaveBeenLastCalledWith({ responses: 2, flags: 3 });
    const second = subscribe();
    expect(fs.aggregates).toHaveLength(1);
    expect(second.onChange).toHaveBeenCalledWith({ responses: 2, flags: 3 });
  });

  it('asks again every interval while the tab is visible, never while hidden, and stops when the last subscriber leaves', async () => {
    const { stop } = subscribe();
    await answer(0, 1, 1);
    vi.advanceTimersByTime(OPEN_COUNT_REFRESH_MS);
    expect(fs.aggregates).toHaveLength(2);
    setVisibility('hidden');
    vi.advanceTimersByTime(OPEN_COUNT_REFRESH_MS * 3);
    expect(fs.aggregates).toHaveLength(2);
    setVisibility('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fs.aggregates).toHaveLength(3);
    stop();
    vi.advanceTimersByTime(OPEN_COUNT_REFRESH_MS * 3);
    window.dispatchEvent(new Event('focus'));
    expect(fs.aggregates).toHaveLength(3);
  });

  it('asks on window focus, but not again within a few seconds of the last count', async () => {
    subscribe();
    window.dispatchEvent(new Event('focus'));
    expect(fs.aggregates).toHaveLength(1);
    vi.advanceTimersByTime(10_000);
    window.dispatchEvent(new Event('focus'));
    expect(fs.aggregates).toHaveLength(2);
  });

  it('asks again right after an acknowledgement, and when the /admin lists see a change (not their first answer); changes close together make one count', async () => {
    const { onChange } = subscribe();
    await answer(0, 2, 3);
    const stopQueue = subscribeTriageQueue(25, vi.fn(), vi.fn());
    const stopLatest = subscribeLatestSubmissions(10, vi.fn(), vi.fn());
    const [queue, latest] = fs.listeners;
    queue!.next(snapshot(2));
    latest!.next(snapshot(10));
    vi.advanceTimersByTime(1_000);
    expect(fs.aggregates).toHaveLength(1);

    await acknowledgeFlag({ responseId: 'r1', flagId: 'f1', note: 'Phoned them' });
    queue!.next(snapshot(1));
    vi.advanceTimersByTime(1_000);
    expect(fs.aggregates).toHaveLength(2);
    await answer(1, 1, 2);
    expect(onChange).toHaveBeenLastCalledWith({ responses: 1, flags: 2 });

    latest!.next(snapshot(1));
    vi.advanceTimersByTime(1_000);
    expect(fs.aggregates).toHaveLength(3);
    queue!.next(snapshot(0)); // nothing changed in it: no question
    vi.advanceTimersByTime(1_000);
    expect(fs.aggregates).toHaveLength(3);
    stopQueue();
    stopLatest();
  });

  it('an older answer never overwrites a newer one', async () => {
    const { onChange } = subscribe();
    vi.advanceTimersByTime(OPEN_COUNT_REFRESH_MS);
    await answer(1, 4, 5);
    await answer(0, 9, 9);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ responses: 4, flags: 5 });
  });

  it('tells subscribers of a failure, and the next count brings the badge back', async () => {
    const { onChange, onError } = subscribe();
    fs.aggregates[0]!.answer.reject(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'permission-denied' })));
    vi.advanceTimersByTime(OPEN_COUNT_REFRESH_MS);
    await answer(1, 1, 1);
    expect(onChange).toHaveBeenLastCalledWith({ responses: 1, flags: 1 });
  });

  it('without any subscriber an acknowledgement asks nothing', async () => {
    await acknowledgeFlag({ responseId: 'r1', flagId: 'f1', note: 'Phoned them' });
    vi.advanceTimersByTime(1_000);
    expect(fs.aggregates).toHaveLength(0);
  });
});

describe('countMembersNotOnboarded', () => {
  it('counts members only: every profile less those finished, less the administrators not finished', async () => {
    // 12 profiles, 7 finished; of the two administrators, one never did the initial assessment
    fs.getCountFromServer.mockImplementation(async (q: unknown) => ({ data: () => ({ count: (q as { constraints?: unknown[] }).constraints ? 7 : 12 }) }));
    const profile = (data: Record<string, unknown>) => ({ get: (path: string) => (path === 'onboarding.initialAssessmentAt' ? (data.onboarding as Record<string, unknown> | undefined)?.initialAssessmentAt : undefined) });
    fs.getDocs.mockResolvedValue({ docs: [profile({ role: 'admin' }), profile({ role: 'admin', onboarding: { initialAssessmentAt: at('2026-01-06T09:00:00Z') } })] });
    await expect(countMembersNotOnboarded()).resolves.toBe(4);
    expect(fs.getDocs).toHaveBeenCalledWith({ constraints: ['role == admin', expect.anything()] });
    expect(fs.getCountFromServer).toHaveBeenCalledWith({ constraints: ['onboarding.initialAssessmentAt != null'] });
  });
});
