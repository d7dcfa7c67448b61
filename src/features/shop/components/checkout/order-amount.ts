import type { OrderDocument } from '@model';
import { formatPence } from '../../../../lib';

/** What an order charges, VAT included: "£49.00", or "£15.00 a month" / "£150.00 a year" for a membership. */
export function orderAmount(order: Pick<OrderDocument<unknown>, 'amountPence' | 'mode' | 'plan'>): string {
  const amount = formatPence(order.amountPence);
  if (order.mode !== 'subscription') return amount;
  return order.plan === 'annual' ? `${amount} a year` : `${amount} a month`;
}

/** Where "Back" leads from an order: the course it sells, or the membership plans with this plan chosen. */
export function productPath(order: Pick<OrderDocument<unknown>, 'kind' | 'courseId' | 'plan'>): string {
  if (order.kind === 'course' && order.courseId) return `/courses/${order.courseId}`;
  return order.plan ? `/membership?plan=${order.plan}` : '/membership';
}
