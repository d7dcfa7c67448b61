/**
 * When each alert goes: urgent flags at once, always; warnings at once, or at the end of quiet
 * hours when raised during them, or never when warnings do not alert; information flags never.
 * Escalation and the daily digest are timed here too. All on the UK clock (Europe/London).
 */
import type { FlagSeverity } from '@engine';
import { londonInstant } from '../uk-time/london-instant.ts';
import { londonWallClock } from '../uk-time/london-wall-clock.ts';
import type { AlertSettings } from './alert-settings.ts';

type Timing = Pick<AlertSettings, 'alertOnWarning' | 'quietHoursStart' | 'quietHoursEnd'>;

/** The next London day after 'YYYY-MM-DD'. */
function nextDay(date: string): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * The end of the quiet hours `now` falls in, or null when it falls in none (or none are set).
 * Quiet hours may run past midnight (21:00–07:00). The end is the first moment the London clock
 * shows quietHoursEnd after now (an end inside the hour the clocks skip comes an hour later).
 */
export function quietHoursEndAfter(settings: Pick<AlertSettings, 'quietHoursStart' | 'quietHoursEnd'>, now: Date): Date | null {
  const { quietHoursStart: start, quietHoursEnd: end } = settings;
  if (start === '' || end === '' || start === end) return null;
  const clock = londonWallClock(now);
  const quiet = start < end ? clock.time >= start && clock.time < end : clock.time >= start || clock.time < end;
  if (!quiet) return null;
  const day = clock.time < end ? clock.date : nextDay(clock.date);
  const hourLater = `${String(Number(end.slice(0, 2)) + 1).padStart(2, '0')}${end.slice(2)}`;
  return londonInstant(day, end) ?? londonInstant(day, hourLater) ?? now;
}

/** What to do with a raised flag of this severity now: send, send later (at `at`), or never. */
export type AlertTiming = { send: 'now' } | { send: 'later'; at: Date } | { send: 'never' };

export function alertTiming(severity: FlagSeverity, settings: Timing, now: Date): AlertTiming {
  if (severity === 'urgent') return { send: 'now' };
  if (severity !== 'warning' || !settings.alertOnWarning) return { send: 'never' };
  const end = quietHoursEndAfter(settings, now);
  return end ? { send: 'later', at: end } : { send: 'now' };
}

/** When an urgent flag raised at `raisedAt` is escalated if nobody has acknowledged it. */
export const escalationDueAt = (raisedAt: Date, escalationHours: number): Date => new Date(raisedAt.getTime() + escalationHours * 3_600_000);

/**
 * The London day ('YYYY-MM-DD') whose digest is due at `now`: today's once the London clock has
 * reached digestTime; null before then or when the digest is off. The day names the digest's
 * email, so each day has at most one.
 */
export function digestDayDue(settings: Pick<AlertSettings, 'digestEnabled' | 'digestTime'>, now: Date): string | null {
  if (!settings.digestEnabled) return null;
  const clock = londonWallClock(now);
  return clock.time >= settings.digestTime ? clock.date : null;
}
