import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outboxRetryTimer } from './outbox-retry-timer';
import type { OutboxItem } from './outbox-state';

const T0 = Date.UTC(2026, 10, 29, 9, 0);
const item = (changes: Partial<OutboxItem>): OutboxItem => ({
  uid: 'u1',
  formId: 'ptsd',
  title: 'PCL-5',
  formVersion: 2,
  submissionKey: 'key-1',
  data: { q1: 3 },
  carried: null,
  state: 'waiting',
  savedAt: T0,
  changedAt: T0,
  attempts: 1,
  reason: null,
  refusal: null,
  result: null,
  ...changes,
});

describe('outboxRetryTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('tries again once the earliest waiting item’s pause is over, not before', () => {
    const tryAgain = vi.fn();
    const timer = outboxRetryTimer(tryAgain);
    expect(timer.plan([item({ attempts: 1 }), item({ submissionKey: 'key-2', attempts: 2 })], T0, true)).toBe(60_000);
    vi.advanceTimersByTime(59_999);
    expect(tryAgain).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(tryAgain).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60 * 60_000);
    expect(tryAgain).toHaveBeenCalledTimes(1); // one try per plan: the next plan follows the outcome
  });

  it('keeps one timer: a new plan replaces the last', () => {
    const tryAgain = vi.fn();
    const timer = outboxRetryTimer(tryAgain);
    timer.plan([item({ attempts: 0 })], T0, true);
    timer.plan([item({ attempts: 2 })], T0, true);
    vi.advanceTimersByTime(299_999);
    expect(tryAgain).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(tryAgain).toHaveBeenCalledTimes(1);
  });

  it('sets none when offline, when nothing waits, or once stopped', () => {
    const tryAgain = vi.fn();
    const timer = outboxRetryTimer(tryAgain);
    expect(timer.plan([item({})], T0, false)).toBeNull();
    expect(timer.plan([item({ state: 'sent' }), item({ state: 'refused' }), item({ state: 'sending' })], T0, true)).toBeNull();
    timer.plan([item({ attempts: 0 })], T0, true);
    timer.stop();
    vi.advanceTimersByTime(24 * 60 * 60_000);
    expect(tryAgain).not.toHaveBeenCalled();
  });

  it('tries at once an item already past its pause (the app was closed meanwhile)', () => {
    const tryAgain = vi.fn();
    outboxRetryTimer(tryAgain).plan([item({ attempts: 1, changedAt: T0 - 10 * 60_000 })], T0, true);
    vi.advanceTimersByTime(0);
    expect(tryAgain).toHaveBeenCalledTimes(1);
  });
});
