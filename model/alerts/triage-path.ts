/** The triage queue's path in the app (administrators). */
export const TRIAGE_PATH = '/admin';

/** The path of one response's flags in the triage queue: the queue with that response shown first. */
export const triageItemPath = (responseId: string): string => `${TRIAGE_PATH}?response=${encodeURIComponent(responseId)}`;

/** The response a triage path names (`?response=`), or null. */
export function triageResponseParam(search: string): string | null {
  const value = new URLSearchParams(search).get('response');
  return value && value.length <= 1_500 ? value : null;
}
