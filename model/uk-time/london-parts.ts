import { londonFormat } from './london-format.ts';

/** The London wall clock at an instant, as numbers. Internal to uk-time. */
export type LondonParts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;

/** Pure: year, month (1–12), day, hour (0–23), minute and second on the London clock at this instant. */
export function londonParts(instant: Date): LondonParts {
  const format = londonFormat({ hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return parts as LondonParts;
}
