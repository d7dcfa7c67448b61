import { subscribeLatestSubmissions, type SubmissionSummary } from './triage-api';
import { useLive } from './triage-live';

export const LATEST_SUBMISSIONS = 10;

/** The latest submitted responses across all forms, newest first, live. */
export function useLatestSubmissions() {
  return useLive<SubmissionSummary[]>('latest', (onChange, onError) => subscribeLatestSubmissions(LATEST_SUBMISSIONS, onChange, onError));
}
