import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addMemberNote, addResponseNote, listResponseNotes } from './member-api';
import { memberKeys } from './member-keys';

/** The notes on one response, oldest first. */
export function useResponseNotes(responseId: string) {
  return useQuery({ queryKey: memberKeys.responseNotes(responseId), queryFn: () => listResponseNotes(responseId) });
}

/** Where a note goes: about the member, or on one of their responses. */
export type NoteTarget = { kind: 'member'; memberId: string } | { kind: 'response'; responseId: string };

/** Adds a note (append-only) and refreshes the list that shows it. */
export function useAddNote(target: NoteTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => (target.kind === 'member' ? addMemberNote(target.memberId, text) : addResponseNote(target.responseId, text)),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: target.kind === 'member' ? memberKeys.memberNotes(target.memberId) : memberKeys.responseNotes(target.responseId) }),
  });
}
