import { useQuery } from '@tanstack/react-query';
import { countMembersNotOnboarded, listForms, loadMemberName, loadSubmissionSummary } from './triage-api';
import { triageKeys } from './triage-keys';

/** A submitted response's scores (never edited after submission: read once per page visit). */
export function useSubmissionSummary(responseId: string) {
  return useQuery({ queryKey: triageKeys.submission(responseId), queryFn: () => loadSubmissionSummary(responseId), staleTime: Infinity });
}

/** A member's name (rows of the same member share one read). */
export function useMemberName(memberId: string) {
  return useQuery({ queryKey: triageKeys.memberName(memberId), queryFn: () => loadMemberName(memberId), staleTime: 5 * 60_000, enabled: memberId !== '' });
}

/** Every form's title by id (one read of the forms list for the whole page). */
export function useFormTitles() {
  return useQuery({
    queryKey: triageKeys.formTitles(),
    queryFn: async () => new Map((await listForms()).map((form) => [form.id, form.title] as const)),
    staleTime: 5 * 60_000,
  });
}

/** How many accounts have not finished onboarding (aggregate counts, no profiles read). */
export function useMembersNotOnboarded() {
  return useQuery({ queryKey: triageKeys.notOnboarded(), queryFn: () => countMembersNotOnboarded(), staleTime: 60_000 });
}
