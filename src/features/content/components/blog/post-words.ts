/** Pure: how the blog words a post's date, reading time and address (UK English, UK time). */
import { londonWallClock, ukLongDate } from '@model';

/** "7 February 2026"; '' for a post without a date. */
export function postDate(date: Date | null): string {
  return date ? ukLongDate(date) : '';
}

/** The date as a `<time dateTime>` value (the day in UK time, YYYY-MM-DD). */
export function postDateTime(date: Date | null): string | undefined {
  return date ? londonWallClock(date).date : undefined;
}

/** "4 min read". */
export function readingTime(minutes: number): string {
  return `${Math.max(1, Math.round(minutes))} min read`;
}

/** A post's public address. */
export function postPath(id: string): string {
  return `/View-blog/${encodeURIComponent(id)}`;
}
