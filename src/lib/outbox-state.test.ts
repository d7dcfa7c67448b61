import { describe, expect, it } from 'vitest';
import {
  isNoConnection,
  isOutboxItemExpired,
  isUnsent,
  nextOutboxItem,
  nextRetryDelay,
  queuedWords,
  retryAt,
  sendFailure,
  unsentWords,
  waitingReason,
  type OutboxEvent,
  type OutboxItem,
} from './outbox-state';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 29, 9, 0);

const waiting: OutboxItem = {
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
  attempts: 0,
  reason: null,
  refusal: null,
  result: null,
};
const result = { responseId: 'key-1', scores: {}, flags: [] };
const run = (item: OutboxItem, ...events: OutboxEvent[]) => events.reduce((it, event, i) => nextOutboxItem(it, event, T0 + (i + 1) * 1000), item);

describe('nextOutboxItem', () => {
  it('sends a waiting item and keeps the result, dropping the answers, once the server has it', () => {
    const sending = run(waiting, { type: 'send' });
    expect(sending).toMatchObject({ state: 'sending', attempts: 1, changedAt: T0 + 1000 });
    const sent = nextOutboxItem(sending, { type: 'sent', result }, T0 + 5000);
    expect(sent).toMatchObject({ state: 'sent', data: null, result, changedAt: T0 + 5000, submissionKey: 'key-1' });
  });

  it('goes back to waiting, with why, when the connection drops during the send', () => {
    const again = run(waiting, { type: 'send' }, { type: 'unreachable', reason: 'No connection' });
    expect(again).toMatchObject({ state: 'waiting', reason: 'No connection', data: { q1: 3 }, attempts: 1 });
    expect(run(again, { type: 'send' })).toMatchObject({ state: 'sending', attempts: 2 });
  });

  it('keeps a refused item, with the server’s reason, until the member tries again', () => {
    const refused = run(waiting, { type: 'send' }, { type: 'refused', reason: 'Consent first', refusal: 'consent-required' });
    expect(refused).toMatchObject({ state: 'refused', reason: 'Consent first', refusal: 'consent-required', data: { q1: 3 } });
    // nothing but the member's retry moves it: not a send, not a resume
    expect(run(refused, { type: 'send' }, { type: 'resume' })).toBe(refused);
    expect(run(refused, { type: 'retry' })).toMatchObject({ state: 'waiting', reason: null, refusal: null });
  });

  it('never sends a sent item again', () => {
    const sent = run(waiting, { type: 'send' }, { type: 'sent', result });
    expect(run(sent, { type: 'send' }, { type: 'retry' }, { type: 'resume' })).toBe(sent);
  });

  it('ignores answers that arrive for an item not being sent', () => {
    expect(run(waiting, { type: 'sent', result })).toBe(waiting);
    expect(run(waiting, { type: 'refused', reason: 'x', refusal: null })).toBe(waiting);
    expect(run(waiting, { type: 'unreachable', reason: 'x' })).toBe(waiting);
  });

  it('takes an item left sending by a closed page back to waiting at the next start', () => {
    const left = run(waiting, { type: 'send' });
    expect(run(left, { type: 'resume' })).toMatchObject({ state: 'waiting', attempts: 1 });
  });
});

describe('isOutboxItemExpired', () => {
  it('removes unsent answers 7 days after Submit, however often they were tried', () => {
    const tried = { ...waiting, changedAt: T0 + 6 * DAY };
    expect(isOutboxItemExpired(tried, T0 + 7 * DAY - 1)).toBe(false);
    expect(isOutboxItemExpired(tried, T0 + 7 * DAY + 1)).toBe(true);
  });

  it('keeps a sent result 7 days after it was sent', () => {
    const sent = { ...run(waiting, { type: 'send' }, { type: 'sent', result }), changedAt: T0 + 6 * DAY };
    expect(isOutboxItemExpired(sent, T0 + 8 * DAY)).toBe(false);
    expect(isOutboxItemExpired(sent, T0 + 14 * DAY)).toBe(true);
  });
});

describe('sendFailure', () => {
  it('tries again on no signal, a timeout or a rate limit; leaves the server’s refusals to the member', () => {
    expect(sendFailure('functions/unavailable')).toBe('unreachable');
    expect(sendFailure('functions/internal')).toBe('unreachable');
    expect(sendFailure('functions/resource-exhausted')).toBe('unreachable');
    expect(sendFailure('functions/failed-precondition')).toBe('refused');
    expect(sendFailure('functions/invalid-argument')).toBe('refused');
  });

  it('takes a failed Submit as no connection when the browser is offline or the call never reached the server', () => {
    expect(isNoConnection('functions/internal')).toBe(true);
    expect(isNoConnection('functions/failed-precondition', false)).toBe(true);
    expect(isNoConnection('functions/failed-precondition')).toBe(false);
  });
});

describe('retryAt and nextRetryDelay', () => {
  const failed = (tries: number) => {
    let item = waiting;
    for (let i = 0; i < tries; i++) item = run(item, { type: 'send' }, { type: 'unreachable', reason: 'no answer' });
    return { ...item, changedAt: T0 };
  };

  it('rests a little longer after each try that did not reach the server: 15 s, 1 min, 5 min, 15 min, then every 30 min', () => {
    expect(retryAt(waiting)).toBe(T0 + 15_000); // the page's own Submit was the first try
    expect([1, 2, 3, 4, 5, 40].map((tries) => retryAt(failed(tries))! - T0)).toEqual([60_000, 300_000, 900_000, 1_800_000, 1_800_000, 1_800_000]);
  });

  it('stops once an item is sent or refused, and while it is being sent', () => {
    const sending = run(waiting, { type: 'send' });
    expect(retryAt(sending)).toBeNull();
    expect(retryAt(nextOutboxItem(sending, { type: 'sent', result }, T0))).toBeNull();
    expect(retryAt(nextOutboxItem(sending, { type: 'refused', reason: 'x', refusal: null }, T0))).toBeNull();
    expect(nextRetryDelay([sending, { ...waiting, state: 'sent' }, { ...waiting, state: 'refused' }], T0, true)).toBeNull();
  });

  it('waits for the earliest item due, is due at once when late, and waits for `online` when offline', () => {
    const items = [failed(2), failed(1), { ...waiting, savedAt: T0 + 10, changedAt: T0 + 10 }];
    expect(nextRetryDelay(items, T0, true)).toBe(15_010);
    expect(nextRetryDelay(items, T0 + 20_000, true)).toBe(0);
    expect(nextRetryDelay(items, T0, false)).toBeNull();
    expect(nextRetryDelay([], T0, true)).toBeNull();
  });
});

describe('words', () => {
  it('says whether the answers wait for a signal or for the server', () => {
    expect(queuedWords(false)).toBe('Saved on this phone. It will be sent when you are back online — you can close the app.');
    expect(queuedWords(true)).toBe('We could not reach the server. Your answers are saved on this phone and will be sent automatically — you can close the app.');
    expect(waitingReason(false)).toMatch(/no connection/);
    expect(waitingReason(true)).toMatch(/tried again by itself/);
  });

  it('counts what has not been sent', () => {
    expect(unsentWords(1)).toBe('1 assessment has not been sent');
    expect(unsentWords(3)).toBe('3 assessments have not been sent');
    expect(isUnsent(waiting)).toBe(true);
    expect(isUnsent({ ...waiting, state: 'refused' })).toBe(true);
    expect(isUnsent({ ...waiting, state: 'sent' })).toBe(false);
  });
});
