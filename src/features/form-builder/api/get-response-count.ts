import { useQuery } from '@tanstack/react-query';
import { countResponses } from './forms-api';
import { formKeys } from './query-keys';

/** How many responses a form has; `enabled` lets a row ask only once it is on screen. */
export function useResponseCount(formId: string, enabled = true) {
  return useQuery({ queryKey: formKeys.responses(formId), queryFn: () => countResponses(formId), enabled, staleTime: 60_000 });
}
