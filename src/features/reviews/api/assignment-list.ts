import { useQuery } from '@tanstack/react-query';
import { formsWithOpenDraft, listAssignments, listForms, type Assignment, type FormSummary } from './assignment-api';
import { assignmentKeys } from './assignment-keys';

export interface MemberAssignmentList {
  /** newest first */
  assignments: Assignment[];
  /** forms of open assignments the member has an open draft of (started) */
  startedFormIds: string[];
}

/** A member's assignments, and which open ones they have started (one draft read per open form). */
export function useMemberAssignments(memberId: string) {
  return useQuery({
    queryKey: assignmentKeys.member(memberId),
    queryFn: async (): Promise<MemberAssignmentList> => {
      const assignments = await listAssignments(memberId);
      const open = assignments.filter((a) => a.status === 'assigned').map((a) => a.formId);
      return { assignments, startedFormIds: open.length ? await formsWithOpenDraft(memberId, open) : [] };
    },
  });
}

/** Every form (titles for the list; the published ones are offered in the assign dialog). */
export function useAssignmentForms() {
  return useQuery({ queryKey: assignmentKeys.forms(), queryFn: (): Promise<FormSummary[]> => listForms(), staleTime: 60_000 });
}
