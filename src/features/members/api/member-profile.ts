import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadMemberRecordProfile } from './member-api';
import { memberKeys } from './member-keys';

/** A member's profile for the record (null: no such member). */
export const memberProfileQuery = (memberId: string) =>
  queryOptions({ queryKey: memberKeys.profile(memberId), queryFn: () => loadMemberRecordProfile(memberId) });

export function useMemberProfile(memberId: string) {
  return useQuery(memberProfileQuery(memberId));
}
