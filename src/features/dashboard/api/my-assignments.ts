import { useQuery } from '@tanstack/react-query';
import { listMemberAssignments } from './dashboard-api';

/** Query keys of the member's assignments on the dashboard. */
export const myAssignmentKeys = {
  mine: (uid: string) => ['assignments', 'mine', uid] as const,
};

/** The member's own assignments (newest first) and the open ones' forms they have started. */
export function useMyAssignments(uid: string | null) {
  return useQuery({
    queryKey: myAssignmentKeys.mine(uid ?? ''),
    enabled: uid !== null,
    queryFn: () => listMemberAssignments(uid!),
  });
}
