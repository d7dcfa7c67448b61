/** Pure: a member's membership as the record says it ("Active — renews 5 January 2027"). */
import { membershipGivesAccess, readMembership, ukDateThisYear, type Membership, type MembershipPlan } from '@model';

export interface MembershipWords {
  /** "Active — renews 5 January 2027", "Payment failed — retrying", "No membership" */
  status: string;
  /** "Monthly plan"; null without a membership or a known plan */
  plan: string | null;
  /** whether members-only content opens for them now */
  access: boolean;
  /** how the status reads at a glance */
  tone: 'good' | 'warning' | 'ended' | 'none';
}

const PLAN_WORDS: Readonly<Record<MembershipPlan, string>> = { monthly: 'Monthly plan', annual: 'Annual plan' };

/** `users/{uid}.membership` as stored (anything, missing included) in words at `now`. */
export function membershipWords(stored: unknown, now: Date): MembershipWords {
  const membership: Membership<Date> = readMembership<Date>(stored);
  const renewsAt = membership.renewsAt instanceof Date ? membership.renewsAt : null;
  const access = membershipGivesAccess({ status: membership.status, renewsAt }, now);
  const plan = membership.plan ? PLAN_WORDS[membership.plan] : null;
  const ended = (reason: string) => `${reason} — access ended${renewsAt && renewsAt <= now ? ` ${ukDateThisYear(renewsAt, now)}` : ''}`;
  switch (membership.status) {
    case 'none':
      return { status: 'No membership', plan: null, access, tone: 'none' };
    case 'active':
      if (!renewsAt) return { status: 'Active — renewal date unknown', plan, access, tone: 'warning' };
      // The renewal's webhook never came: the rules have closed members-only content.
      if (!access) return { status: ended('Renewal not confirmed'), plan, access, tone: 'ended' };
      return { status: `Active — ${membership.cancelAtPeriodEnd ? 'ends' : 'renews'} ${ukDateThisYear(renewsAt, now)}`, plan, access, tone: 'good' };
    case 'past_due':
      return access ? { status: 'Payment failed — retrying', plan, access, tone: 'warning' } : { status: ended('Payment failed'), plan, access, tone: 'ended' };
    case 'cancelled':
      return { status: ended('Cancelled'), plan, access, tone: 'ended' };
    case 'lapsed':
      return { status: ended('Lapsed, payments stopped'), plan, access, tone: 'ended' };
  }
}
