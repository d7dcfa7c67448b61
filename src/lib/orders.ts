import type { MembershipPlan, OrderDocument, OrderStatus, ProductKind } from '@model';

/**
 * Money and orders in the shop's words, shared by the shop, the course pages and the reviewer's
 * member record (features cannot import each other).
 */
const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** An order as its tables show it. */
export type OrderLine = Pick<OrderDocument<Date>, 'productId' | 'productTitle' | 'kind' | 'plan' | 'amountPence' | 'status' | 'testMode' | 'failureReason' | 'createdAt'> & { id: string };

/** "£49.00" (pence, VAT included) */
export const formatPence = (pence: number): string => pounds.format(pence / 100);

/** An order's status in words: what happened to the money. */
export const ORDER_STATUS_WORDS: Readonly<Record<OrderStatus, string>> = {
  paid: 'Paid',
  pending: 'Awaiting payment',
  failed: 'Payment failed',
  cancelled: 'Cancelled',
};

/** What kind of thing was bought: "Course", "Membership, monthly". */
export function orderKindText(order: { kind: ProductKind; plan: MembershipPlan | null }): string {
  if (order.kind === 'course') return 'Course';
  return order.plan ? `Membership, ${order.plan}` : 'Membership';
}
