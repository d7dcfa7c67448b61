/**
 * The outbox's one timer for its next automatic try while the device is online: `plan` replaces
 * any timer with one for the earliest waiting item due (outbox-state.ts's backoff), or none when
 * nothing waits or the device is offline (the `online` event sends then). The data layer plans
 * again whenever the outbox changes.
 */
import { nextRetryDelay, type OutboxItem } from './outbox-state';

export interface OutboxRetryTimer {
  /** Sets the timer for `items` at `now`; answers its delay (ms), or null when none is set. */
  plan(items: readonly OutboxItem[], now: number, online: boolean): number | null;
  stop(): void;
}

export function outboxRetryTimer(tryAgain: () => void): OutboxRetryTimer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    plan(items, now, online) {
      stop();
      const delay = nextRetryDelay(items, now, online);
      if (delay !== null) {
        timer = setTimeout(() => {
          timer = undefined;
          tryAgain();
        }, delay);
      }
      return delay;
    },
    stop,
  };
}
