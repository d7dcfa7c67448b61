import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelAssignment, createAssignment, type NewAssignment } from './assignment-api';
import { assignmentKeys } from './assignment-keys';

/** Assigns a form to a member; their list reloads. */
export function useCreateAssignment(memberId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<NewAssignment, 'memberId'>) => createAssignment({ ...input, memberId }),
    onSuccess: () => client.invalidateQueries({ queryKey: assignmentKeys.member(memberId) }),
  });
}

/** Cancels an open assignment; the member's list reloads. */
export function useCancelAssignment(memberId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (assignmentId: string) => cancelAssignment(assignmentId),
    onSuccess: () => client.invalidateQueries({ queryKey: assignmentKeys.member(memberId) }),
  });
}
