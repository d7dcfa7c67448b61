import { describe, expect, it } from 'vitest';
import { londonWallClock } from '../uk-time/london-wall-clock.ts';
import { addLondonDays, intervalOccurrenceAt, intervalStep, londonOccurrence, sessionOccurrenceAt, sessionSteps, withinEnd } from './recurrence.ts';

const london = (instant: Date) => {
  const wall = londonWallClock(instant);
  return `${wall.date} ${wall.time}`;
};

describe('interval occurrences on the London clock', () => {
  it('keeps 09:00 across the late-October clock change (BST to GMT)', () => {
    const first = new Date('2026-10-19T08:00:00Z'); // Monday 09:00 BST
    const weekly = { every: 1, unit: 'weeks' } as const;
    expect(london(intervalOccurrenceAt(weekly, first, 0))).toBe('2026-10-19 09:00');
    expect(london(intervalOccurrenceAt(weekly, first, 1))).toBe('2026-10-26 09:00');
    expect(intervalOccurrenceAt(weekly, first, 1).toISOString()).toBe('2026-10-26T09:00:00.000Z'); // GMT now
    expect(intervalOccurrenceAt(weekly, first, 1).getTime() - first.getTime()).toBe(7 * 86_400_000 + 3_600_000);
  });

  it('keeps 09:00 across the late-March clock change (GMT to BST)', () => {
    const first = new Date('2027-03-22T09:00:00Z'); // Monday 09:00 GMT
    const weekly = { every: 1, unit: 'weeks' } as const;
    expect(london(intervalOccurrenceAt(weekly, first, 1))).toBe('2027-03-29 09:00');
    expect(intervalOccurrenceAt(weekly, first, 1).toISOString()).toBe('2027-03-29T08:00:00.000Z');
  });

  it('daily across the October change: the repeated hour is the first (summer) one; the day is 25 hours long', () => {
    const first = new Date('2026-10-24T00:30:00Z'); // 01:30 BST, Saturday
    const daily = { every: 1, unit: 'days' } as const;
    const sunday = intervalOccurrenceAt(daily, first, 1);
    expect(london(sunday)).toBe('2026-10-25 01:30');
    expect(sunday.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(london(intervalOccurrenceAt(daily, first, 2))).toBe('2026-10-26 01:30');
    expect(intervalOccurrenceAt(daily, first, 2).getTime() - sunday.getTime()).toBe(25 * 3_600_000);
  });

  it('a time in the hour skipped in late March moves on by that hour, and the next day is back', () => {
    const first = new Date('2027-03-27T01:30:00Z'); // Saturday 01:30 GMT
    const daily = { every: 1, unit: 'days' } as const;
    expect(london(intervalOccurrenceAt(daily, first, 1))).toBe('2027-03-28 02:30'); // 01:30 does not exist that night
    expect(london(intervalOccurrenceAt(daily, first, 2))).toBe('2027-03-29 01:30');
  });

  it('every two weeks counts calendar days across month and year ends', () => {
    const first = new Date('2026-12-21T10:00:00Z');
    expect(london(intervalOccurrenceAt({ every: 2, unit: 'weeks' }, first, 1))).toBe('2027-01-04 10:00');
    expect(addLondonDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('londonOccurrence names the wall-clock instant', () => {
    expect(londonOccurrence('2026-07-01', '09:00').toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(londonOccurrence('2026-12-01', '09:00').toISOString()).toBe('2026-12-01T09:00:00.000Z');
  });
});

describe('intervalStep: what a sweep makes now', () => {
  const weekly = { every: 1, unit: 'weeks' } as const;
  const first = new Date('2026-10-19T08:00:00Z');

  it('makes nothing before the first; says when the first is', () => {
    const step = intervalStep(weekly, { until: null, times: 3 }, first, 0, new Date('2026-10-18T12:00:00Z'));
    expect(step.make).toBeNull();
    expect(step.next).toEqual({ index: 0, at: first });
  });

  it('makes the first at its time and names the second across the clock change', () => {
    const step = intervalStep(weekly, { until: null, times: 3 }, first, 0, first);
    expect(step.make).toEqual({ index: 0, at: first });
    expect(step.next?.at.toISOString()).toBe('2026-10-26T09:00:00.000Z');
  });

  it('after a long outage makes only the latest missed occurrence', () => {
    const step = intervalStep(weekly, { until: null, times: 100 }, first, 1, new Date('2026-12-01T12:00:00Z'));
    expect(step.make?.index).toBe(6);
    expect(london(step.make!.at)).toBe('2026-11-30 09:00');
    expect(step.next?.index).toBe(7);
  });

  it('for K times: the last one is made and nothing is next', () => {
    const step = intervalStep(weekly, { until: null, times: 3 }, first, 2, new Date('2026-11-02T09:00:00Z'));
    expect(step.make?.index).toBe(2);
    expect(step.next).toBeNull();
    expect(intervalStep(weekly, { until: null, times: 3 }, first, 3, new Date('2027-01-01T00:00:00Z'))).toEqual({ make: null, next: null });
  });

  it('long after a short series ended it still makes its last occurrence once', () => {
    const step = intervalStep(weekly, { until: null, times: 3 }, first, 0, new Date('2027-06-01T00:00:00Z'));
    expect(step.make?.index).toBe(2);
    expect(step.next).toBeNull();
  });

  it('until a London date, inclusive', () => {
    const end = { until: '2026-11-02', times: null } as const;
    expect(withinEnd(end, 2, new Date('2026-11-02T09:00:00Z'))).toBe(true);
    expect(withinEnd(end, 3, new Date('2026-11-09T09:00:00Z'))).toBe(false);
    // 23:30 on 2 November in London is still that day
    expect(withinEnd({ until: '2026-07-02', times: null }, 0, new Date('2026-07-02T22:30:00Z'))).toBe(true);
    expect(withinEnd({ until: '2026-07-02', times: null }, 0, new Date('2026-07-02T23:30:00Z'))).toBe(false);
    expect(intervalStep(weekly, end, first, 2, new Date('2026-11-02T09:00:00Z')).next).toBeNull();
  });
});

describe('before each booked session', () => {
  it('N days before, at the session\'s London time, across the October change', () => {
    const session = new Date('2026-10-27T10:00:00Z'); // Tuesday 10:00 GMT
    const at = sessionOccurrenceAt(3, session);
    expect(london(at)).toBe('2026-10-24 10:00');
    expect(at.toISOString()).toBe('2026-10-24T09:00:00.000Z'); // still BST
  });

  it('makes the due ones, once each, names the next and keeps to the count', () => {
    const seriesStart = new Date('2026-11-01T00:00:00Z');
    const sessions = [
      { sessionId: 'c', startsAt: new Date('2026-11-20T10:00:00Z') },
      { sessionId: 'a', startsAt: new Date('2026-11-06T10:00:00Z') },
      { sessionId: 'b', startsAt: new Date('2026-11-10T10:00:00Z') },
      { sessionId: 'old', startsAt: new Date('2026-10-30T10:00:00Z') },
    ];
    const now = new Date('2026-11-05T12:00:00Z');
    const first = sessionSteps(2, { until: null, times: 2 }, seriesStart, sessions, [], now);
    expect(first.make).toEqual([{ sessionId: 'a', at: new Date('2026-11-04T10:00:00Z'), dueAt: new Date('2026-11-06T10:00:00Z') }]);
    expect(first.next?.toISOString()).toBe('2026-11-08T10:00:00.000Z');
    const again = sessionSteps(2, { until: null, times: 2 }, seriesStart, sessions, ['a'], now);
    expect(again.make).toEqual([]);
    const last = sessionSteps(2, { until: null, times: 2 }, seriesStart, sessions, ['a', 'b'], new Date('2026-11-19T10:00:00Z'));
    expect(last).toEqual({ make: [], next: null });
  });

  it('a session booked after its occurrence time is still given one before it starts; not after', () => {
    const sessions = [{ sessionId: 's', startsAt: new Date('2026-12-02T18:00:00Z') }];
    const seriesStart = new Date('2026-11-01T00:00:00Z');
    expect(sessionSteps(7, { until: '2027-01-01', times: null }, seriesStart, sessions, [], new Date('2026-12-01T09:00:00Z')).make).toHaveLength(1);
    expect(sessionSteps(7, { until: '2027-01-01', times: null }, seriesStart, sessions, [], new Date('2026-12-02T18:00:00Z')).make).toHaveLength(0);
    expect(sessionSteps(7, { until: '2026-12-01', times: null }, seriesStart, sessions, [], new Date('2026-12-01T09:00:00Z')).make).toHaveLength(0);
  });
});
