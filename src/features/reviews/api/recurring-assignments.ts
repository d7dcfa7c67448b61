import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createRecurringAssignment, listRecurringAssignments, stopRecurringAssignment, type NewRecurringAssignment, type RecurringAssignment } from './assignment-api';
import { assignmentKeys } from './assignment-keys';

/** A member's recurring assignments, newest first. */
export function useRecurringAssignments(memberId: string) {
  return useQuery({ queryKey: assignmentKeys.series(memberId), queryFn: (): Promise<RecurringAssignment[]> => listRecurringAssignments(memberId) });
}

/** Starts a recurring assignment; the member's series and assignments reload (the first may be made at once). */
export function useCreateRecurringAssignment(memberId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<NewRecurringAssignment, 'memberId'>) => createRecurringAssignment({ ...input, memberId }),
    onSuccess: () => client.invalidateQueries({ queryKey: assignmentKeys.series(memberId) }),
  });
}

/** Stops a recurring assignment (what it already assigned stays). */
export function useStopRecurringAssignment(memberId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (seriesId: string) => stopRecurringAssignment(seriesId),
    onSuccess: () => client.invalidateQueries({ queryKey: assignmentKeys.series(memberId) }),
  });
}
