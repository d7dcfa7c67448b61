import type { FormDefinition } from '@engine';
import { useQueries, useQuery } from '@tanstack/react-query';
import { readReviewedResponse, type ReviewedResponse } from '../reviewed-response';
import { loadFormVersion, loadMemberResponse, loadResponseFlags } from './member-api';
import { memberKeys } from './member-keys';

/** Every flag a response raised, with its acknowledgement. */
export function useResponseFlags(responseId: string) {
  return useQuery({ queryKey: memberKeys.flags(responseId), queryFn: () => loadResponseFlags(responseId) });
}

/** The definition a response was filled against: read once per distinct form version (versions never change). */
export function useFormVersion(formId: string, version: number) {
  return useQuery({
    queryKey: memberKeys.version(formId, version),
    queryFn: () => loadFormVersion(formId, version),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** One response by id (a `?response=` link to one not on a loaded page); null when missing or unreadable. */
export function useLinkedResponse(responseId: string | null) {
  return useQuery({
    queryKey: memberKeys.response(responseId ?? ''),
    queryFn: async () => {
      const raw = await loadMemberResponse(responseId ?? '');
      return raw ? { memberId: typeof raw.data.memberId === 'string' ? raw.data.memberId : null, response: readReviewedResponse(raw.id, raw.data) } : null;
    },
    enabled: responseId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The definitions of the older versions unplaced answers were given on (titles for them; one read per version). */
export function useEarlierVersions(response: ReviewedResponse): FormDefinition[] {
  const versions = [...new Set((response.unplaced ?? []).map((answer) => answer.version))].filter((v) => v >= 1 && v < response.formVersion);
  return useQueries({
    queries: versions.map((version) => ({
      queryKey: memberKeys.version(response.formId, version),
      queryFn: () => loadFormVersion(response.formId, version),
      staleTime: Number.POSITIVE_INFINITY,
    })),
    combine: (results) => results.flatMap((result) => (result.data ? [result.data.definition] : [])),
  });
}
