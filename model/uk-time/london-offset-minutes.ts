import { londonParts } from './london-parts.ts';

/** Pure: London's offset from UTC at this instant, in minutes (0 in winter, 60 in British Summer Time). */
export function londonOffsetMinutes(instant: Date): number {
  const p = londonParts(instant);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}
