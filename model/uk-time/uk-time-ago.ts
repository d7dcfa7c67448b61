let relative: Intl.RelativeTimeFormat | undefined;

/** Pure: "just now", "5 minutes ago", "3 hours ago", "yesterday", "12 days ago", "2 months ago" (or "in 5 minutes"). */
export function ukTimeAgo(when: Date, now: Date): string {
  relative ??= new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });
  const seconds = Math.round((when.getTime() - now.getTime()) / 1000);
  const past = Math.abs(seconds);
  if (past < 45) return 'just now';
  if (past < 45 * 60) return relative.format(Math.round(seconds / 60), 'minute');
  if (past < 22 * 3600) return relative.format(Math.round(seconds / 3600), 'hour');
  if (past < 45 * 86400) return relative.format(Math.round(seconds / 86400), 'day');
  return relative.format(Math.round(seconds / (30 * 86400)), 'month');
}
