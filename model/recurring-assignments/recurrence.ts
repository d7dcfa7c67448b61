/**
 * When a recurring assignment's occurrences fall: pure arithmetic on the Europe/London wall clock,
 * so an occurrence keeps its local time across the clock changes (a Monday 09:00 series stays at
 * 09:00 in March and in October, whatever the UTC offset).
 */
import { londonInstant } from '../uk-time/london-instant.ts';
import { londonWallClock } from '../uk-time/london-wall-clock.ts';

export const RECURRENCE_UNITS = ['days', 'weeks'] as const;
export type RecurrenceUnit = (typeof RECURRENCE_UNITS)[number];

/** Every N days or weeks from the first occurrence, or N days before each session the member booked. */
export type RecurrenceRule =
  | { kind: 'interval'; every: number; unit: RecurrenceUnit }
  | { kind: 'before-sessions'; daysBefore: number };

/** Until a London date (inclusive, 'YYYY-MM-DD'), or for a number of times. */
export type RecurrenceEnd = { until: string; times: null } | { until: null; times: number };

/** Bounds an administrator may choose within (the rules keep the same). */
export const RECURRENCE_LIMITS = { everyDays: 365, everyWeeks: 52, daysBefore: 30, times: 100, dueDays: 60, untilDays: 2 * 366 } as const;

const DAY_MS = 86_400_000;

/** Pure: a London date moved on by whole days ('2026-10-24' + 1 = '2026-10-25'). */
export function addLondonDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Pure: the instant of a London wall-clock date and time; a time in the hour the clocks skip (late
 * March) moves on by that hour, as a clock on the wall would show it.
 */
export function londonOccurrence(date: string, time: string): Date {
  const exact = londonInstant(date, time);
  if (exact) return exact;
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const later = londonInstant(date, `${String(hour + 1).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);
  if (!later) throw new Error(`Not a London date and time: ${date} ${time}`);
  return later;
}

/** Pure: the days between two occurrences of an interval rule. */
export const intervalDays = (rule: { every: number; unit: RecurrenceUnit }): number => rule.every * (rule.unit === 'weeks' ? 7 : 1);

/** Pure: occurrence `index` (0 = the first) of an interval rule starting at `firstAt`, at the first one's London time. */
export function intervalOccurrenceAt(rule: { every: number; unit: RecurrenceUnit }, firstAt: Date, index: number): Date {
  const first = londonWallClock(firstAt);
  return londonOccurrence(addLondonDays(first.date, index * intervalDays(rule)), first.time);
}

/** Pure: whether occurrence `index` at `at` is within the end (before the K-th time; on or before the London date). */
export function withinEnd(end: RecurrenceEnd, index: number, at: Date): boolean {
  if (end.times !== null) return index < end.times;
  return londonWallClock(at).date <= end.until;
}

/**
 * Pure: what an interval series should make now. `nextIndex` is the first occurrence not yet made.
 * `make`: the latest occurrence at or before `now` (missed ones are skipped, so a sweep that was down
 * for a week assigns the form once, not seven times), or null when none is due. `next`: the first
 * occurrence after `now` still within the end, or null when the series has ended.
 */
export function intervalStep(
  rule: { every: number; unit: RecurrenceUnit },
  end: RecurrenceEnd,
  firstAt: Date,
  nextIndex: number,
  now: Date,
): { make: { index: number; at: Date } | null; next: { index: number; at: Date } | null } {
  let index = nextIndex;
  let make: { index: number; at: Date } | null = null;
  // jump close to now first: occurrences are at least a day apart, give or take an hour
  const behind = Math.floor((now.getTime() - intervalOccurrenceAt(rule, firstAt, index).getTime()) / (intervalDays(rule) * DAY_MS)) - 1;
  if (behind > 0) index += end.times === null ? behind : Math.max(0, Math.min(behind, end.times - 1 - index));
  for (;;) {
    const at = intervalOccurrenceAt(rule, firstAt, index);
    if (!withinEnd(end, index, at)) return { make, next: null };
    if (at.getTime() > now.getTime()) return { make, next: { index, at } };
    make = { index, at };
    index += 1;
  }
}

/** Pure: the occurrence for a booked session, `daysBefore` days earlier at the session's London time. */
export function sessionOccurrenceAt(daysBefore: number, sessionStartsAt: Date): Date {
  const start = londonWallClock(sessionStartsAt);
  return londonOccurrence(addLondonDays(start.date, -daysBefore), start.time);
}

export interface BookedSession {
  sessionId: string;
  startsAt: Date;
}

/**
 * Pure: what a before-sessions series should make now, from the member's booked sessions. Only
 * sessions starting after the series began count, and not yet started; `made` lists the sessions
 * already given an occurrence. Each due one (its time reached) is made, due at the session's start,
 * until `times` occurrences in all or past the `until` date (the session's London date). `next`:
 * the earliest occurrence still to come.
 */
export function sessionSteps(
  daysBefore: number,
  end: RecurrenceEnd,
  seriesStartsAt: Date,
  sessions: readonly BookedSession[],
  made: readonly string[],
  now: Date,
): { make: { sessionId: string; at: Date; dueAt: Date }[]; next: Date | null } {
  const candidates = sessions
    .filter((s) => s.startsAt.getTime() > seriesStartsAt.getTime() && s.startsAt.getTime() > now.getTime() && !made.includes(s.sessionId))
    .filter((s) => end.until === null || londonWallClock(s.startsAt).date <= end.until)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const room = end.times === null ? Infinity : Math.max(0, end.times - made.length);
  const make: { sessionId: string; at: Date; dueAt: Date }[] = [];
  let next: Date | null = null;
  // sorted by start, so the due ones come first and the first one still to come is the next
  for (const session of candidates) {
    const at = sessionOccurrenceAt(daysBefore, session.startsAt);
    if (at.getTime() <= now.getTime()) {
      if (make.length < room) make.push({ sessionId: session.sessionId, at, dueAt: session.startsAt });
    } else if (next === null && make.length < room) next = at;
  }
  return { make, next };
}
