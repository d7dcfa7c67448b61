import { describe, expect, it } from 'vitest';
import { londonFormat } from './london-format.ts';
import { londonInstant } from './london-instant.ts';
import { londonOffsetMinutes } from './london-offset-minutes.ts';
import { londonWallClock } from './london-wall-clock.ts';
import { ukDate } from './uk-date.ts';
import { ukDateThisYear } from './uk-date-this-year.ts';
import { ukDateTime } from './uk-date-time.ts';
import { ukLongDate } from './uk-long-date.ts';
import { ukLongDateTime } from './uk-long-date-time.ts';
import { ukNumericDateTime } from './uk-numeric-date-time.ts';
import { ukShortWeekdayDate } from './uk-short-weekday-date.ts';
import { ukTime } from './uk-time.ts';
import { ukTimeAgo } from './uk-time-ago.ts';
import { ukWeekdayDate } from './uk-weekday-date.ts';

const utc = (iso: string) => new Date(iso);

describe('London wall clock <-> instant', () => {
  it('reads winter times as UTC and summer times as UTC+1', () => {
    expect(londonInstant('2027-02-02', '10:00')?.toISOString()).toBe('2027-02-02T10:00:00.000Z');
    expect(londonInstant('2027-07-15', '10:00')?.toISOString()).toBe('2027-07-15T09:00:00.000Z');
    expect(londonWallClock(utc('2027-07-15T09:00:00Z'))).toEqual({ date: '2027-07-15', time: '10:00' });
    expect(londonWallClock(utc('2027-02-02T10:00:00Z'))).toEqual({ date: '2027-02-02', time: '10:00' });
    expect(londonOffsetMinutes(utc('2027-02-02T10:00:00Z'))).toBe(0);
    expect(londonOffsetMinutes(utc('2027-07-15T09:00:00Z'))).toBe(60);
  });

  it('crosses the last Sunday of March (28 March 2027): 00:59 GMT, 01:xx does not exist, 02:00 is BST', () => {
    expect(londonInstant('2027-03-28', '00:59')?.toISOString()).toBe('2027-03-28T00:59:00.000Z');
    expect(londonInstant('2027-03-28', '01:00')).toBeNull();
    expect(londonInstant('2027-03-28', '01:30')).toBeNull();
    expect(londonInstant('2027-03-28', '02:00')?.toISOString()).toBe('2027-03-28T01:00:00.000Z');
    expect(londonWallClock(utc('2027-03-28T00:59:00Z')).time).toBe('00:59');
    expect(londonWallClock(utc('2027-03-28T01:00:00Z')).time).toBe('02:00');
    // the day before and after keep their own offsets
    expect(londonInstant('2027-03-27', '10:00')?.toISOString()).toBe('2027-03-27T10:00:00.000Z');
    expect(londonInstant('2027-03-29', '10:00')?.toISOString()).toBe('2027-03-29T09:00:00.000Z');
  });

  it('crosses the last Sunday of October (31 October 2027): 01:30 happens twice, the first (BST) is taken', () => {
    expect(londonInstant('2027-10-31', '00:30')?.toISOString()).toBe('2027-10-30T23:30:00.000Z');
    expect(londonInstant('2027-10-31', '01:30')?.toISOString()).toBe('2027-10-31T00:30:00.000Z');
    expect(londonInstant('2027-10-31', '02:00')?.toISOString()).toBe('2027-10-31T02:00:00.000Z');
    expect(londonWallClock(utc('2027-10-31T00:30:00Z')).time).toBe('01:30');
    expect(londonWallClock(utc('2027-10-31T01:30:00Z')).time).toBe('01:30');
    expect(londonWallClock(utc('2027-10-30T23:30:00Z'))).toEqual({ date: '2027-10-31', time: '00:30' });
  });

  it('round-trips every quarter hour of both change days', () => {
    for (const date of ['2027-03-28', '2027-10-31', '2026-03-29', '2026-10-25']) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        const instant = londonInstant(date, time);
        if (instant) expect(londonWallClock(instant)).toEqual({ date, time });
      }
    }
  });

  it('refuses what is not a date and time', () => {
    expect(londonInstant('2027-02-31', '10:00')).toBeNull();
    expect(londonInstant('2027-13-01', '10:00')).toBeNull();
    expect(londonInstant('2/2/2027', '10:00')).toBeNull();
    expect(londonInstant('2027-02-02', '24:00')).toBeNull();
    expect(londonInstant('2027-02-02', '')).toBeNull();
  });
});

describe('UK dates and times in words', () => {
  it('words a winter instant as the UTC clock reads it', () => {
    const winter = utc('2026-03-01T10:42:00Z');
    expect(ukDate(winter)).toBe('1 Mar 2026');
    expect(ukLongDate(winter)).toBe('1 March 2026');
    expect(ukDateTime(winter)).toBe('1 Mar 2026, 10:42');
    expect(ukNumericDateTime(winter)).toBe('01/03/2026, 10:42');
    expect(ukLongDateTime(winter)).toBe('1 March 2026 at 10:42');
    expect(ukTime(winter)).toBe('10:42');
    expect(ukWeekdayDate(winter)).toBe('Sunday 1 March 2026');
    expect(ukShortWeekdayDate(winter)).toBe('Sun, 1 March 2026');
  });

  it('crosses into British Summer Time on the last Sunday of March (29 March 2026)', () => {
    expect(ukTime(utc('2026-03-29T00:59:00Z'))).toBe('00:59');
    expect(ukTime(utc('2026-03-29T01:00:00Z'))).toBe('02:00');
    expect(ukDateTime(utc('2026-03-29T01:30:00Z'))).toBe('29 Mar 2026, 02:30');
  });

  it('names the UK day, not the UTC one, late on a summer evening and back in winter after the last Sunday of October', () => {
    const summerNight = utc('2026-06-30T23:30:00Z');
    expect(ukDate(summerNight)).toBe('1 Jul 2026');
    expect(ukLongDate(summerNight)).toBe('1 July 2026');
    expect(ukWeekdayDate(summerNight)).toBe('Wednesday 1 July 2026');
    expect(ukNumericDateTime(summerNight)).toBe('01/07/2026, 00:30');
    expect(ukLongDateTime(utc('2026-07-01T09:30:00.000Z'))).toBe('1 July 2026 at 10:30');
    // 25 October 2026: 01:30 happens twice, then the clock reads UTC again
    expect(ukTime(utc('2026-10-25T00:30:00Z'))).toBe('01:30');
    expect(ukTime(utc('2026-10-25T01:30:00Z'))).toBe('01:30');
    expect(ukDate(utc('2026-10-25T23:30:00Z'))).toBe('25 Oct 2026');
  });

  it('leaves the year out within the same UK year', () => {
    const now = utc('2026-06-01T12:00:00Z');
    expect(ukDateThisYear(utc('2026-03-03T12:00:00Z'), now)).toBe('3 March');
    expect(ukDateThisYear(utc('2027-01-05T12:00:00Z'), now)).toBe('5 January 2027');
    // 23:30 UTC on New Year's Eve is still New Year's Eve in London (winter: the clock reads UTC)
    expect(ukDateThisYear(utc('2026-12-31T23:30:00Z'), now)).toBe('31 December');
  });

  it('builds each formatter once', () => {
    expect(londonFormat({ hour: '2-digit' })).toBe(londonFormat({ hour: '2-digit' }));
    expect(londonFormat({ hour: '2-digit' }).resolvedOptions().timeZone).toBe('Europe/London');
  });
});

describe('ukTimeAgo', () => {
  const now = utc('2026-03-10T12:00:00Z');
  it('says how long ago, in days up to six weeks and months after', () => {
    expect(ukTimeAgo(utc('2026-03-10T11:59:30Z'), now)).toBe('just now');
    expect(ukTimeAgo(utc('2026-03-10T11:55:00Z'), now)).toBe('5 minutes ago');
    expect(ukTimeAgo(utc('2026-03-10T09:00:00Z'), now)).toBe('3 hours ago');
    expect(ukTimeAgo(utc('2026-03-09T10:00:00Z'), now)).toBe('yesterday');
    expect(ukTimeAgo(utc('2026-02-28T12:00:00Z'), now)).toBe('10 days ago');
    expect(ukTimeAgo(utc('2025-12-10T12:00:00Z'), now)).toBe('3 months ago');
  });
});
