import { describe, expect, it } from 'vitest';
import { describeRecurrence, nextOccurrenceWords, readRepeat, type RepeatValues } from './recurrence-view';

const now = new Date('2026-12-01T10:00:00Z');
const values = (over: Partial<RepeatValues> = {}): RepeatValues => ({
  repeat: 'weeks', every: '1', firstDate: '2026-12-07', firstTime: '09:00', daysBefore: '2', ends: 'times', times: '6', until: '', dueDays: '3', ...over,
});

describe('readRepeat', () => {
  it('does not repeat by default', () => {
    expect(readRepeat(values({ repeat: 'none', every: 'x' }), now)).toEqual({ ok: true, value: null });
  });

  it('reads the first one on the UK clock, summer or winter', () => {
    expect(readRepeat(values(), now)).toEqual({ ok: true, value: { rule: { kind: 'interval', every: 1, unit: 'weeks' }, end: { until: null, times: 6 }, startsAt: new Date('2026-12-07T09:00:00Z'), dueDays: 3 } });
    const summer = readRepeat(values({ firstDate: '2027-06-07' }), now);
    expect(summer.ok && summer.value?.startsAt.toISOString()).toBe('2027-06-07T08:00:00.000Z');
  });

  it('before each session: due at the session, no first date, until a date', () => {
    expect(readRepeat(values({ repeat: 'sessions', ends: 'until', until: '2027-03-31', firstDate: '' }), now)).toEqual({
      ok: true, value: { rule: { kind: 'before-sessions', daysBefore: 2 }, end: { until: '2027-03-31', times: null }, startsAt: now, dueDays: null },
    });
  });

  it('an empty due leaves no due date', () => {
    const read = readRepeat(values({ dueDays: ' ' }), now);
    expect(read.ok && read.value?.dueDays).toBeNull();
  });

  it('says what is wrong beside each field', () => {
    expect(readRepeat(values({ every: '0', firstDate: '', times: 'six', dueDays: 'soon' }), now)).toEqual({
      ok: false,
      errors: {
        every: 'Enter how many weeks apart, e.g. 2.',
        firstDate: 'Enter the date and time of the first one, e.g. 7 December 2026 at 09:00 (UK time).',
        times: 'Enter how many times, e.g. 6.',
        dueDays: 'Enter a number of days, e.g. 3, or leave it empty for no due date.',
      },
    });
    expect(readRepeat(values({ firstDate: '2026-11-01' }), now)).toEqual({ ok: false, errors: { firstDate: 'The first one cannot be in the past.' } });
    expect(readRepeat(values({ every: '53' }), now)).toEqual({ ok: false, errors: { every: 'Repeat every 1 to 52 weeks.' } });
    expect(readRepeat(values({ times: '101' }), now)).toEqual({ ok: false, errors: { times: 'Repeat 1 to 100 times.' } });
    expect(readRepeat(values({ ends: 'until', until: '2026-12-06' }), now)).toEqual({ ok: false, errors: { until: 'The last date must be on or after the first one.' } });
    expect(readRepeat(values({ repeat: 'sessions', daysBefore: '45' }), now)).toEqual({ ok: false, errors: { daysBefore: 'Assign it 0 to 30 days before each session.' } });
  });
});

describe('a recurring assignment in words', () => {
  it('describes how it repeats and when the next one is', () => {
    expect(describeRecurrence({ rule: { kind: 'interval', every: 1, unit: 'days' }, end: { until: null, times: 1 }, dueDays: null })).toBe('Every day, 1 time, no due date');
    expect(describeRecurrence({ rule: { kind: 'before-sessions', daysBefore: 0 }, end: { until: '2027-01-31', times: null }, dueDays: null })).toBe('On the day of each session they book, until 31 Jan 2027, each due at the session');
    expect(nextOccurrenceWords({ status: 'active', nextAt: new Date('2027-07-05T08:00:00Z'), rule: { kind: 'interval', every: 1, unit: 'weeks' } })).toBe('Next: 5 Jul 2027, 09:00');
    expect(nextOccurrenceWords({ status: 'ended', nextAt: null, rule: { kind: 'interval', every: 1, unit: 'weeks' } })).toBe('Finished');
  });
});
