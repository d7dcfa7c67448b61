import { describe, expect, it } from 'vitest';
import { idlePhase, latestActivity, nextIdleCheck, timeLeftInWords } from './idle-timer';

const MINUTE = 60_000;
const at = (lastActivity: number, now: number) => idlePhase({ lastActivity, now, timeoutMs: 15 * MINUTE, warningMs: MINUTE });

describe('idlePhase', () => {
  it('is active until a minute before the timeout, then warns, then expires at the timeout', () => {
    expect(at(0, 0)).toEqual({ phase: 'active', warnAt: 14 * MINUTE, signOutAt: 15 * MINUTE });
    expect(at(0, 14 * MINUTE - 1).phase).toBe('active');
    expect(at(0, 14 * MINUTE)).toEqual({ phase: 'warning', signOutAt: 15 * MINUTE, msLeft: MINUTE });
    expect(at(0, 15 * MINUTE - 1)).toEqual({ phase: 'warning', signOutAt: 15 * MINUTE, msLeft: 1 });
    expect(at(0, 15 * MINUTE)).toEqual({ phase: 'expired' });
  });

  it('expires at once after a sleep longer than the timeout (times, not timer counts)', () => {
    expect(at(0, 3 * 60 * MINUTE)).toEqual({ phase: 'expired' });
  });

  it('counts activity in the future as now (a clock put back)', () => {
    expect(at(10 * MINUTE, 0)).toEqual({ phase: 'active', warnAt: 14 * MINUTE, signOutAt: 15 * MINUTE });
  });

  it('warns for the whole timeout when the timeout is shorter than the warning', () => {
    expect(idlePhase({ lastActivity: 0, now: 0, timeoutMs: 30_000, warningMs: MINUTE })).toEqual({ phase: 'warning', signOutAt: 30_000, msLeft: 30_000 });
  });
});

describe('nextIdleCheck', () => {
  it('looks again at the warning, then at each second of it, then never', () => {
    expect(nextIdleCheck(at(0, 0), 0)).toBe(14 * MINUTE);
    expect(nextIdleCheck(at(0, 5 * MINUTE), 5 * MINUTE)).toBe(9 * MINUTE);
    expect(nextIdleCheck(at(0, 14 * MINUTE), 14 * MINUTE)).toBe(1000);
    expect(nextIdleCheck(at(0, 14 * MINUTE + 250), 14 * MINUTE + 250)).toBe(750);
    expect(nextIdleCheck(at(0, 15 * MINUTE - 300), 15 * MINUTE - 300)).toBe(300);
    expect(nextIdleCheck(at(0, 15 * MINUTE), 15 * MINUTE)).toBeNull();
  });
});

describe('latestActivity', () => {
  it('takes the later of this tab\'s and the other tabs\' activity', () => {
    expect(latestActivity(100, '200', 1000)).toBe(200);
    expect(latestActivity(300, '200', 1000)).toBe(300);
    expect(latestActivity(300, null, 1000)).toBe(300);
  });

  it('ignores a stored time that is unreadable or well ahead of now', () => {
    expect(latestActivity(300, 'soon', 1000)).toBe(300);
    expect(latestActivity(300, String(1000 + 1001), 1000)).toBe(300);
    expect(latestActivity(300, String(1000 + 1000), 1000)).toBe(2000);
  });
});

describe('timeLeftInWords', () => {
  it('says minutes, then seconds', () => {
    expect(timeLeftInWords(MINUTE)).toBe('1 minute');
    expect(timeLeftInWords(59_001)).toBe('1 minute');
    expect(timeLeftInWords(59_000)).toBe('59 seconds');
    expect(timeLeftInWords(1)).toBe('1 second');
    expect(timeLeftInWords(0)).toBe('0 seconds');
    expect(timeLeftInWords(5 * MINUTE)).toBe('5 minutes');
  });
});
