import { londonFormat } from './london-format.ts';

/** Pure: "10:42" on the UK clock. */
export const ukTime = (instant: Date): string => londonFormat({ hour: '2-digit', minute: '2-digit' }).format(instant);
