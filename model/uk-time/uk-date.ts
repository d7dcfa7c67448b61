import { londonFormat } from './london-format.ts';

/** Pure: "3 Mar 2026", the day in UK time (tables, lists, the record). */
export const ukDate = (instant: Date): string => londonFormat({ day: 'numeric', month: 'short', year: 'numeric' }).format(instant);
