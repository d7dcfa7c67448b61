import { londonOffsetMinutes } from './london-offset-minutes.ts';

/**
 * Pure: the instant a London wall-clock date ('YYYY-MM-DD') and time ('HH:MM') name, or null when
 * the input is not a date and time, or the time does not exist in London (the hour the clocks
 * skip on the last Sunday of March). A time that happens twice (the hour repeated on the last
 * Sunday of October) is the first of the two (still British Summer Time).
 */
export function londonInstant(date: string, time: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const [year, month, day, hour, minute] = [Number(d[1]), Number(d[2]), Number(d[3]), Number(t[1]), Number(t[2])];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) return null; // 31 February
  // London is UTC+1 (summer) or UTC+0 (winter): try the earlier instant first.
  for (const offset of [60, 0]) {
    const instant = new Date(wall - offset * 60_000);
    if (londonOffsetMinutes(instant) === offset) return instant;
  }
  return null;
}
