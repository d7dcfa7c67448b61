import { useQuery } from '@tanstack/react-query';
import { listOpenDrafts } from './forms-api';
import { formKeys } from './query-keys';

/**
 * The members' open drafts of a form (answers and their version), read when the publish dialog
 * opens to count what the publish would carry over; always read afresh (members keep typing).
 */
export function useOpenDrafts(formId: string, enabled = true) {
  return useQuery({ queryKey: formKeys.openDrafts(formId), queryFn: () => listOpenDrafts(formId), enabled, staleTime: 0, gcTime: 0 });
}
