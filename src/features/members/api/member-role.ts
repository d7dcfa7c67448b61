import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loadMemberRole, setAdministrator, useSignedIn } from './member-api';
import { memberKeys } from './member-keys';
import { membersListKeys } from './members-list';

/** Whether a member is an administrator (their profile's role, kept by the server beside the claim). */
export const memberRoleQuery = (memberId: string) =>
  queryOptions({ queryKey: [...memberKeys.all, 'role', memberId] as const, queryFn: () => loadMemberRole(memberId) });

export function useMemberRole(memberId: string) {
  return useQuery(memberRoleQuery(memberId));
}

/** Grants (true) or revokes (false) the administrator role; the record and the members list read it again. */
export function useSetAdministrator(memberId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (admin: boolean) => setAdministrator(memberId, admin),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: memberRoleQuery(memberId).queryKey }),
        client.invalidateQueries({ queryKey: membersListKeys.all }),
      ]);
    },
  });
}

/** The signed-in administrator's uid (their own role cannot be removed here). */
export function useSignedInUid(): string | null {
  return useSignedIn((s) => s.user?.uid ?? null);
}
