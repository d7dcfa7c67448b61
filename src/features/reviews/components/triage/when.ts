/** Pure wording of when something happened: relative ("3 hours ago") with the exact time beside it. */
const relative = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });
const dateAndTime = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });

/** "just now", "5 minutes ago", "3 hours ago", "yesterday", "12 days ago", "2 months ago". */
export function relativeTime(when: Date, now: Date): string {
  const seconds = Math.round((when.getTime() - now.getTime()) / 1000);
  const past = Math.abs(seconds);
  if (past < 45) return 'just now';
  if (past < 45 * 60) return relative.format(Math.round(seconds / 60), 'minute');
  if (past < 22 * 3600) return relative.format(Math.round(seconds / 3600), 'hour');
  if (past < 45 * 86400) return relative.format(Math.round(seconds / 86400), 'day');
  return relative.format(Math.round(seconds / (30 * 86400)), 'month');
}

/** "1 Mar 2026, 02:00" in UK time (the practice's clock, whatever the device says). */
export const exactTime = (when: Date): string => dateAndTime.format(when);
