import { londonFormat } from './london-format.ts';
import { londonWallClock } from './london-wall-clock.ts';
import { ukLongDate } from './uk-long-date.ts';

const year = (instant: Date): string => londonWallClock(instant).date.slice(0, 4);

/** Pure: "3 March" when it falls in the same UK year as `now`, "5 January 2027" otherwise. */
export function ukDateThisYear(instant: Date, now: Date): string {
  return year(instant) === year(now) ? londonFormat({ day: 'numeric', month: 'long' }).format(instant) : ukLongDate(instant);
}
