import type { OrderStatus } from '@model';

/** Query keys of the administrators' orders list, in one place. */
export const adminOrderKeys = {
  all: ['admin-orders'] as const,
  /** one paged list per status filter (null: every status) */
  list: (status: OrderStatus | null) => [...adminOrderKeys.all, 'list', status ?? 'all'] as const,
};
