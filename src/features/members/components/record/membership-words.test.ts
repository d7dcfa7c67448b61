import { describe, expect, it } from 'vitest';
import { membershipWords } from './membership-words';

const now = new Date(2026, 10, 23, 12, 0);
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);

describe('membershipWords', () => {
  it('says an active membership renews, or ends when the member asked to stop', () => {
    expect(membershipWords({ plan: 'annual', status: 'active', renewsAt: new Date(2027, 0, 5) }, now)).toEqual({
      status: 'Active — renews 5 January 2027', plan: 'Annual plan', access: true, tone: 'good',
    });
    expect(membershipWords({ plan: 'monthly', status: 'active', renewsAt: new Date(2026, 11, 23), cancelAtPeriodEnd: true }, now)).toMatchObject({
      status: 'Active — ends 23 December', plan: 'Monthly plan', access: true,
    });
  });

  it('keeps access while a failed renewal is retried, and says when it ended after the grace period', () => {
    expect(membershipWords({ plan: 'monthly', status: 'past_due', renewsAt: hours(-2) }, now)).toMatchObject({ status: 'Payment failed — retrying', access: true, tone: 'warning' });
    expect(membershipWords({ plan: 'monthly', status: 'past_due', renewsAt: new Date(2026, 10, 1) }, now)).toMatchObject({
      status: 'Payment failed — access ended 1 November', access: false, tone: 'ended',
    });
  });

  it('says when a cancelled or lapsed membership ended access', () => {
    expect(membershipWords({ plan: 'monthly', status: 'cancelled', renewsAt: new Date(2026, 2, 3) }, now)).toEqual({
      status: 'Cancelled — access ended 3 March', plan: 'Monthly plan', access: false, tone: 'ended',
    });
    // cancelled before the period's end: ended at once, with no date to give
    expect(membershipWords({ plan: 'monthly', status: 'cancelled', renewsAt: hours(100) }, now).status).toBe('Cancelled — access ended');
    expect(membershipWords({ plan: 'annual', status: 'lapsed', renewsAt: new Date(2025, 5, 30) }, now).status).toBe('Lapsed, payments stopped — access ended 30 June 2025');
  });

  it('notices an active membership whose renewal never arrived', () => {
    expect(membershipWords({ plan: 'monthly', status: 'active', renewsAt: hours(-25) }, now)).toMatchObject({ access: false, tone: 'ended' });
    expect(membershipWords({ plan: 'monthly', status: 'active', renewsAt: hours(-25) }, now).status).toMatch(/^Renewal not confirmed — access ended /);
    expect(membershipWords({ plan: 'monthly', status: 'active', renewsAt: null }, now)).toMatchObject({ status: 'Active — renewal date unknown', access: false });
  });

  it('says "No membership" for none, a missing one or an unknown status', () => {
    expect(membershipWords(undefined, now)).toEqual({ status: 'No membership', plan: null, access: false, tone: 'none' });
    expect(membershipWords({ status: 'none' }, now).status).toBe('No membership');
    expect(membershipWords({ plan: 'Monthly', status: 'gold' }, now).status).toBe('No membership');
  });
});
