import { londonFormat } from './london-format.ts';

/** Pure: "1 Mar 2026, 10:42" in UK time (when something was saved, submitted, ordered). */
export const ukDateTime = (instant: Date): string =>
  londonFormat({ day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(instant);
