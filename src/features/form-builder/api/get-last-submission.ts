import { useQuery } from '@tanstack/react-query';
import { lastSubmissionAt } from './forms-api';
import { formKeys } from './query-keys';

/** When the form's latest response was submitted; `enabled` lets a row ask only once it is on screen. */
export function useLastSubmission(formId: string, enabled = true) {
  return useQuery({ queryKey: [...formKeys.responses(formId), 'last'] as const, queryFn: () => lastSubmissionAt(formId), enabled, staleTime: 60_000 });
}
