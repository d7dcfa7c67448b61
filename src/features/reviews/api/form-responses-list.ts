import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { countFormResponses, listFormResponses, type ResponsesCursor, type ResponsesFilter } from './form-responses-api';
import { formResponsesKeys } from './form-responses-keys';

/** Rows per page on screen ("Load more" asks for the next one with a Firestore cursor). */
export const RESPONSES_PAGE_SIZE = 50;

/** The form's submitted responses, filtered and sorted on the server, a page at a time. */
export function useFormResponses(formId: string, filter: ResponsesFilter, enabled = true) {
  return useInfiniteQuery({
    queryKey: formResponsesKeys.list(formId, filter),
    queryFn: ({ pageParam }) => listFormResponses(formId, filter, pageParam, RESPONSES_PAGE_SIZE),
    initialPageParam: null as ResponsesCursor | null,
    getNextPageParam: (page) => page.next,
    enabled,
    staleTime: 60_000,
  });
}

/** How many responses the filter matches (an aggregate count: no documents read). */
export function useFormResponsesCount(formId: string, filter: ResponsesFilter, enabled = true) {
  return useQuery({
    queryKey: [...formResponsesKeys.list(formId, filter), 'count'] as const,
    queryFn: () => countFormResponses(formId, filter),
    enabled,
    staleTime: 60_000,
  });
}
