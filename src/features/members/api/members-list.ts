import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MembersFilter } from '@model';
import { listMembers, type MembersCursor } from './member-api';

export type { MemberListRow, MembersCursor, MembersPage } from './member-api';

/** Query keys of the members list (a role change invalidates them). */
export const membersListKeys = {
  all: ['members-list'] as const,
  page: (filter: MembersFilter, cursor: MembersCursor | null) => [...membersListKeys.all, filter, cursor] as const,
};

/** One page of the members list (administrators only). */
export const membersPageQuery = (filter: MembersFilter, cursor: MembersCursor | null) =>
  queryOptions({ queryKey: membersListKeys.page(filter, cursor), queryFn: () => listMembers(filter, cursor) });

/** The page shown; the previous one stays on screen while the next search or page loads. */
export function useMembersPage(filter: MembersFilter, cursor: MembersCursor | null) {
  return useQuery({ ...membersPageQuery(filter, cursor), placeholderData: keepPreviousData });
}
