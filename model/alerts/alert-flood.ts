/**
 * A flood of flags (a form gone wrong, a script, a thousand submissions in a minute) must not
 * become a thousand emails: alert recipients stop reading, and the one flag that matters is lost
 * among the rest. So alerts share a budget: at most ALERTS_PER_WINDOW individual emails in each
 * ALERT_WINDOW_MINUTES window (the first ones raised, each at once). The first flag past the
 * budget sends one "more flags" email at once, saying how many alerts were sent and that the rest
 * are in the triage queue and the next digest; every further flag in that window sends nothing
 * of its own. Each flag is still one email at most, escalation still applies to every urgent flag,
 * and the triage queue shows them all live.
 *
 * The budget is counted with create-only slot documents (alertWindows/{window}/slots/{n}): a create
 * succeeds for exactly one writer, so concurrent submissions can never overspend it, and no
 * transaction contends on one counter.
 */
export const ALERTS_PER_WINDOW = 20;
export const ALERT_WINDOW_MINUTES = 15;

/** alertWindows/{key}: the window `now` falls in, named by its start (UTC, to the minute). */
export function alertWindowKey(now: Date): string {
  const size = ALERT_WINDOW_MINUTES * 60_000;
  return new Date(Math.floor(now.getTime() / size) * size).toISOString().slice(0, 16);
}

/** The start of the window named by alertWindowKey. */
export const alertWindowStart = (key: string): Date => new Date(`${key}:00.000Z`);
