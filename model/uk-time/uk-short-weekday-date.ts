import { londonFormat } from './london-format.ts';

/** Pure: "Tue, 2 February 2027", the day in UK time with the weekday short (a due date). */
export const ukShortWeekdayDate = (instant: Date): string =>
  londonFormat({ weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' }).format(instant);
