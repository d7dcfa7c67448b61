import { useQuery } from '@tanstack/react-query';
import { formsWithOpenDraft, listAssignments } from './dashboard-api';

/** Query keys of the member's assignments on the dashboard. */
export const myAssignmentKeys = {
  mine: (uid: string) => ['assignments', 'mine', uid] as const,
};

/** The member's own assignments (newest first) and the open ones' forms they have started. */
export function useMyAssignments(uid: string | null) {
  return useQuery({
    queryKey: myAssignmentKeys.mine(uid ?? ''),
    enabled: uid !== null,
    queryFn: async () => {
      const assignments = await listAssignments(uid!);
      const open = assignments.filter((a) => a.status === 'assigned').map((a) => a.formId);
      return { assignments, startedFormIds: open.length ? await formsWithOpenDraft(uid!, open) : [] };
    },
  });
}
