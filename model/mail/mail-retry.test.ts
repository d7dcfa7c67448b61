import { describe, expect, it } from 'vitest';
import { MAIL_MAX_ATTEMPTS, nextMailAttemptAt } from './mail-retry.ts';

const failedAt = new Date('2026-03-29T00:30:00Z');
const minutesLater = (attempts: number) => {
  const next = nextMailAttemptAt(attempts, failedAt);
  return next === null ? null : (next.getTime() - failedAt.getTime()) / 60_000;
};

describe('nextMailAttemptAt', () => {
  it('backs off 1, 5, 15 then 60 minutes, then gives up', () => {
    expect([1, 2, 3, 4].map(minutesLater)).toEqual([1, 5, 15, 60]);
    expect(MAIL_MAX_ATTEMPTS).toBe(5);
    expect(minutesLater(5)).toBeNull();
    expect(minutesLater(9)).toBeNull();
  });
});
