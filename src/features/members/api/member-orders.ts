import { queryOptions, useQuery } from '@tanstack/react-query';
import { listMemberOrders } from '../../../data';
import { memberKeys } from './member-keys';

export type { AdminOrder } from '../../../data';

/** A member's orders for their record, newest first (administrators only). */
export const memberOrdersQuery = (memberId: string) =>
  queryOptions({ queryKey: [...memberKeys.all, 'orders', memberId] as const, queryFn: () => listMemberOrders(memberId) });

export function useMemberOrders(memberId: string) {
  return useQuery(memberOrdersQuery(memberId));
}
