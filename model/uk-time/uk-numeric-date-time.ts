import { londonFormat } from './london-format.ts';

/** Pure: "23/11/2026, 15:44" in UK time (a spreadsheet cell beside the ISO timestamp). */
export const ukNumericDateTime = (instant: Date): string => londonFormat({ dateStyle: 'short', timeStyle: 'short' }).format(instant);
