/** Pure wording of the shop and membership pages: prices per period, the annual saving, a membership in words. */
import { membershipGivesAccess, ukLongDate, type Membership, type MembershipPlan, type ProductDocument } from '@model';
import { formatPence } from '../admin-orders/order-list-words';

export { formatPence };

const PERIOD: Readonly<Record<MembershipPlan, string>> = { monthly: 'a month', annual: 'a year' };
export const PLAN_NAMES: Readonly<Record<MembershipPlan, string>> = { monthly: 'Monthly', annual: 'Annual' };

/** "£49.00" for a course, "£15.00 a month" / "£150.00 a year" for a membership plan. */
export function priceText(product: Pick<ProductDocument, 'kind' | 'plan' | 'pricePence'>): string {
  const price = formatPence(product.pricePence);
  return product.kind === 'membership' && product.plan ? `${price} ${PERIOD[product.plan]}` : price;
}

/** What a year of annual saves against twelve months of monthly, in pence (0 when it saves nothing). */
export function annualSavingPence(monthlyPence: number, annualPence: number): number {
  return Math.max(0, monthlyPence * 12 - annualPence);
}

/** "5 January 2027" (UK time) */
export const dayText = ukLongDate;

export type MembershipWords = { tone: 'active' | 'warning' | 'ended' | 'none'; text: string };

/**
 * The member's membership in words, as the rules judge it: a status still 'active' whose period
 * (with the grace hours) is over has ended too.
 */
export function membershipText(membership: Membership<Date>, now: Date): MembershipWords {
  const { status, renewsAt, cancelAtPeriodEnd } = membership;
  if (status === 'none') return { tone: 'none', text: 'You are not a member yet.' };
  if (status === 'cancelled' || status === 'lapsed' || !membershipGivesAccess(membership, now)) {
    return { tone: 'ended', text: renewsAt ? `Ended on ${dayText(renewsAt)}.` : 'Ended.' };
  }
  if (status === 'past_due') return { tone: 'warning', text: 'Payment failed, we are retrying: update your card.' };
  if (cancelAtPeriodEnd && renewsAt) return { tone: 'warning', text: `Ends on ${dayText(renewsAt)}.` };
  return { tone: 'active', text: renewsAt ? `Active, renews ${dayText(renewsAt)}.` : 'Active.' };
}
