import { londonFormat } from './london-format.ts';

/** Pure: "Tuesday 2 February 2027", the day in UK time (a booked session's day). */
export function ukWeekdayDate(instant: Date): string {
  // en-GB puts a comma after the weekday in some ICU versions: one house style
  return londonFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(instant).replace(',', '');
}
