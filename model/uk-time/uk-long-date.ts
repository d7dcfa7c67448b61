import { londonFormat } from './london-format.ts';

/** Pure: "5 January 2027", the day in UK time (sentences: "renews 5 January 2027"). */
export const ukLongDate = (instant: Date): string => londonFormat({ day: 'numeric', month: 'long', year: 'numeric' }).format(instant);
