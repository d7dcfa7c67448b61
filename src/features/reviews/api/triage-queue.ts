import { subscribeTriageQueue, type TriageEntry } from './triage-api';
import { useLive } from './triage-live';

/** How many responses the queue shows at first, and how many more each "Show more" adds. */
export const TRIAGE_PAGE_SIZE = 25;

/**
 * The first `count` responses with open flags, live (urgent first, oldest first within a
 * severity). A new `attempt` starts the listener again (after an error).
 */
export function useTriageQueue(count: number, attempt = 0) {
  return useLive<TriageEntry[]>(`queue-${count}-${attempt}`, (onChange, onError) => subscribeTriageQueue(count, onChange, onError));
}
