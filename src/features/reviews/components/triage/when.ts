/** Pure wording of when something happened: relative ("3 hours ago") with the exact time beside it. */
import { ukDateTime, ukTimeAgo } from '@model';

/** "just now", "5 minutes ago", "3 hours ago", "yesterday", "12 days ago", "2 months ago". */
export const relativeTime = ukTimeAgo;

/** "1 Mar 2026, 02:00" in UK time (the practice's clock, whatever the device says). */
export const exactTime = ukDateTime;
