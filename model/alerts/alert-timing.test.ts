import { describe, expect, it } from 'vitest';
import { alertTiming, digestDayDue, escalationDueAt, quietHoursEndAfter } from './alert-timing.ts';

const quiet = { alertOnWarning: true, quietHoursStart: '21:00', quietHoursEnd: '07:00' };

describe('alertTiming', () => {
  it('sends urgent flags at once, even in quiet hours', () => {
    expect(alertTiming('urgent', quiet, new Date('2026-11-29T02:00:00Z'))).toEqual({ send: 'now' });
  });

  it('holds a warning raised in quiet hours until they end (UK time, across midnight)', () => {
    expect(alertTiming('warning', quiet, new Date('2026-11-29T23:30:00Z'))).toEqual({ send: 'later', at: new Date('2026-11-30T07:00:00Z') });
    expect(alertTiming('warning', quiet, new Date('2026-11-29T02:00:00Z'))).toEqual({ send: 'later', at: new Date('2026-11-29T07:00:00Z') });
    expect(alertTiming('warning', quiet, new Date('2026-11-29T12:00:00Z'))).toEqual({ send: 'now' });
  });

  it('reads quiet hours on the London clock in summer', () => {
    // 20:30 UTC is 21:30 in London in July: quiet; they end at 07:00 London, 06:00 UTC
    expect(alertTiming('warning', quiet, new Date('2026-07-10T20:30:00Z'))).toEqual({ send: 'later', at: new Date('2026-07-11T06:00:00Z') });
  });

  it('never alerts for warnings when they are off, nor for information flags', () => {
    expect(alertTiming('warning', { ...quiet, alertOnWarning: false }, new Date('2026-11-29T12:00:00Z'))).toEqual({ send: 'never' });
    expect(alertTiming('info', quiet, new Date('2026-11-29T12:00:00Z'))).toEqual({ send: 'never' });
  });

  it('has no quiet hours when none are set, or within one day', () => {
    expect(quietHoursEndAfter({ quietHoursStart: '', quietHoursEnd: '' }, new Date('2026-11-29T02:00:00Z'))).toBeNull();
    expect(quietHoursEndAfter({ quietHoursStart: '12:00', quietHoursEnd: '14:00' }, new Date('2026-11-29T13:00:00Z'))).toEqual(new Date('2026-11-29T14:00:00Z'));
    expect(quietHoursEndAfter({ quietHoursStart: '12:00', quietHoursEnd: '14:00' }, new Date('2026-11-29T14:00:00Z'))).toBeNull();
  });
});

describe('escalation and digest timing', () => {
  it('escalates after the configured hours', () => {
    expect(escalationDueAt(new Date('2026-11-29T10:00:00Z'), 4)).toEqual(new Date('2026-11-29T14:00:00Z'));
  });

  it('makes the digest due from its UK time each day, and never when off', () => {
    const settings = { digestEnabled: true, digestTime: '08:00' };
    expect(digestDayDue(settings, new Date('2026-11-29T07:59:00Z'))).toBeNull();
    expect(digestDayDue(settings, new Date('2026-11-29T08:00:00Z'))).toBe('2026-11-29');
    expect(digestDayDue(settings, new Date('2026-07-10T07:05:00Z'))).toBe('2026-07-10');
    expect(digestDayDue({ ...settings, digestEnabled: false }, new Date('2026-11-29T09:00:00Z'))).toBeNull();
  });
});
