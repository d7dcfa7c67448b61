import { queryOptions, useQuery } from '@tanstack/react-query';
import { listMemberOrders } from './member-api';
import { memberKeys } from './member-keys';

export type { AdminOrder } from './member-api';

/** A member's orders for their record, newest first (administrators only). */
export const memberOrdersQuery = (memberId: string) =>
  queryOptions({ queryKey: [...memberKeys.all, 'orders', memberId] as const, queryFn: () => listMemberOrders(memberId) });

export function useMemberOrders(memberId: string) {
  return useQuery(memberOrdersQuery(memberId));
}
