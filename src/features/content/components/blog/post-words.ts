/** Pure: how the blog words a post's date, reading time and address (UK English, UK time). */

const ukDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
// en-CA writes dates as YYYY-MM-DD: the `<time dateTime>` form
const isoDay = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Europe/London' });

/** "7 February 2026"; '' for a post without a date. */
export function postDate(date: Date | null): string {
  return date ? ukDate.format(date) : '';
}

/** The date as a `<time dateTime>` value (the day in UK time, YYYY-MM-DD). */
export function postDateTime(date: Date | null): string | undefined {
  return date ? isoDay.format(date) : undefined;
}

/** "4 min read". */
export function readingTime(minutes: number): string {
  return `${Math.max(1, Math.round(minutes))} min read`;
}

/** A post's public address. */
export function postPath(id: string): string {
  return `/View-blog/${encodeURIComponent(id)}`;
}
