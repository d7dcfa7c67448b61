import { Timestamp } from 'firebase/firestore';
import type * as Firestore from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// onSnapshot recorded: each listener's callbacks and its stop function.
const fs = vi.hoisted(() => ({ listeners: [] as { next: (snap: unknown) => void; fail: (error: unknown) => void; stop: () => void }[] }));
vi.mock('firebase/firestore', async (original) => ({
  ...(await original<typeof Firestore>()),
  collectionGroup: () => ({}),
  where: () => ({}),
  orderBy: () => ({}),
  limit: () => ({}),
  query: () => ({}),
  onSnapshot: (_q: unknown, next: (snap: unknown) => void, fail: (error: unknown) => void) => {
    const stop = vi.fn();
    fs.listeners.push({ next, fail, stop });
    return stop;
  },
}));
vi.mock('./app', () => ({ firebase: () => ({ db: {} }) }));

const { subscribeOpenFlagCount, toReviewFlag, toSubmissionSummary, toTriageEntry } = await import('./reviews');

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

describe('subscribeOpenFlagCount', () => {
  const openDocs = (opens: number[]) => ({ size: opens.length, docs: opens.map((open, i) => ({ id: `r${i}`, data: () => ({ open, openRank: 3, flags: [] }) })) });
  beforeEach(() => {
    fs.listeners.length = 0;
  });

  it('shares one listener between subscribers (a remounted badge reads nothing again) and stops it when the last leaves', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = subscribeOpenFlagCount(first, vi.fn());
    fs.listeners[0]!.next(openDocs([2, 1]));
    expect(first).toHaveBeenLastCalledWith({ flags: 3, responses: 2, more: false });
    const stopSecond = subscribeOpenFlagCount(second, vi.fn());
    expect(fs.listeners).toHaveLength(1);
    expect(second).toHaveBeenCalledWith({ flags: 3, responses: 2, more: false });
    fs.listeners[0]!.next(openDocs([1]));
    expect(first).toHaveBeenLastCalledWith({ flags: 1, responses: 1, more: false });
    expect(second).toHaveBeenLastCalledWith({ flags: 1, responses: 1, more: false });
    stopFirst();
    stopFirst();
    expect(fs.listeners[0]!.stop).not.toHaveBeenCalled();
    stopSecond();
    expect(fs.listeners[0]!.stop).toHaveBeenCalledTimes(1);
    // a new session listens anew
    subscribeOpenFlagCount(vi.fn(), vi.fn())();
    expect(fs.listeners).toHaveLength(2);
  });

  it('tells every subscriber of a failure, and the next subscriber starts a new listener', () => {
    const onError = vi.fn();
    const stop = subscribeOpenFlagCount(vi.fn(), onError);
    fs.listeners[0]!.fail(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'permission-denied' }));
    const again = subscribeOpenFlagCount(vi.fn(), vi.fn());
    expect(fs.listeners).toHaveLength(2);
    stop();
    again();
    expect(fs.listeners[1]!.stop).toHaveBeenCalledTimes(1);
  });
});
