import { useQuery } from '@tanstack/react-query';
import { listForms, listMemberAssignments, type FormSummary, type MemberAssignments } from './assignment-api';
import { assignmentKeys } from './assignment-keys';

/** A member's assignments, and which open ones they have started. */
export function useMemberAssignments(memberId: string) {
  return useQuery({ queryKey: assignmentKeys.member(memberId), queryFn: (): Promise<MemberAssignments> => listMemberAssignments(memberId) });
}

/** Every form (titles for the list; the published ones are offered in the assign dialog). */
export function useAssignmentForms() {
  return useQuery({ queryKey: assignmentKeys.forms(), queryFn: (): Promise<FormSummary[]> => listForms(), staleTime: 60_000 });
}
