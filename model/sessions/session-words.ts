/** Sessions in the words lists, forms and the member's dashboard show: the kind, and when (UK time). */
import { londonWallClock } from '../uk-time/london-wall-clock.ts';
import { ukWeekdayDate } from '../uk-time/uk-weekday-date.ts';
import type { SessionKind } from './session-documents.ts';

/** The kinds in words, as lists and forms show them. */
export const SESSION_KIND_WORDS: Readonly<Record<SessionKind, string>> = {
  group: 'Group class',
  workshop: 'Workshop',
  'one-to-one': '1:1 session',
};

/** Pure: "Tuesday 2 February 2027, 10:00–11:00 (UK time)" (both days named when it ends on another). */
export function formatSessionWhen(startsAt: Date, endsAt: Date | null): string {
  const start = londonWallClock(startsAt);
  if (!endsAt) return `${ukWeekdayDate(startsAt)}, ${start.time} (UK time)`;
  const end = londonWallClock(endsAt);
  if (end.date === start.date) return `${ukWeekdayDate(startsAt)}, ${start.time}–${end.time} (UK time)`;
  return `${ukWeekdayDate(startsAt)}, ${start.time} – ${ukWeekdayDate(endsAt)}, ${end.time} (UK time)`;
}
