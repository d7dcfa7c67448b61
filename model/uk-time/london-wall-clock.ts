import { londonParts } from './london-parts.ts';

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** Pure: the London wall clock at this instant: date 'YYYY-MM-DD' (also a `<time dateTime>` day), time 'HH:MM'. */
export function londonWallClock(instant: Date): { date: string; time: string } {
  const p = londonParts(instant);
  return { date: `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}
