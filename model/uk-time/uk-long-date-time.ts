import { londonFormat } from './london-format.ts';

/** Pure: "1 July 2026 at 10:30" in UK time (a printed document). */
export const ukLongDateTime = (instant: Date): string => londonFormat({ dateStyle: 'long', timeStyle: 'short' }).format(instant);
