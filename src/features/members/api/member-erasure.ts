import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eraseMember } from './member-api';
import { memberKeys } from './member-keys';
import { membersListKeys } from './members-list';

/**
 * An administrator carries out a member's erasure request (eraseMember; the member's email typed
 * as confirmation). The members list reads again; the erased member's record is dropped from the
 * cache only when the page leaves it (`forgetMember`), so the record does not refetch under the
 * confirmation.
 */
export function useEraseMember(memberId: string) {
  const client = useQueryClient();
  return {
    erase: useMutation({
      mutationFn: (confirmEmail: string) => eraseMember(memberId, confirmEmail),
      onSuccess: () => client.invalidateQueries({ queryKey: membersListKeys.all }),
    }),
    forgetMember: () =>
      client.removeQueries({ predicate: (query) => query.queryKey[0] === memberKeys.all[0] && query.queryKey.includes(memberId) }),
  };
}
