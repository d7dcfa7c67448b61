import { render, screen, within } from '@testing-library/react';
import { readMembership } from '@model';
import { describe, expect, it } from 'vitest';
import type { MemberRecordProfile } from '../../api/member-api';
import { MemberSummary } from './MemberSummary';

const days = (n: number) => new Date(Date.now() + n * 86_400_000);
// as the data layer reads it: the stored fields, the rest defaulted
const profile = (stored?: Record<string, unknown>): MemberRecordProfile => ({
  uid: 'sam', displayName: 'Sam Member', email: 'sam@demo.test', phone: '', joinedAt: null,
  consent: undefined, onboarding: { healthConsentAt: null, initialAssessmentAt: null },
  ...(stored ? { membership: readMembership<Date>(stored) } : {}),
} as MemberRecordProfile);

const membershipCard = () => screen.getByRole('region', { name: 'Membership' });

describe('MemberSummary membership', () => {
  it('says an active membership in words, with its plan and that members-only content is open', () => {
    render(<MemberSummary profile={profile({ plan: 'annual', status: 'active', renewsAt: days(40) })} />);
    const card = within(membershipCard());
    expect(card.getByText('Annual plan')).toBeInTheDocument();
    expect(card.getByText(/^Active — renews /)).toHaveClass('mr-good');
    expect(card.getByText('Open to them')).toBeInTheDocument();
  });

  it('says a failed renewal is being retried', () => {
    render(<MemberSummary profile={profile({ plan: 'monthly', status: 'past_due', renewsAt: days(-0.5) })} />);
    expect(within(membershipCard()).getByText('Payment failed — retrying')).toHaveClass('mr-caution');
  });

  it('says when a cancelled membership ended access', () => {
    render(<MemberSummary profile={profile({ plan: 'monthly', status: 'cancelled', renewsAt: days(-10) })} />);
    const card = within(membershipCard());
    expect(card.getByText(/^Cancelled — access ended \d{1,2} [A-Z][a-z]+/)).toHaveClass('mr-warning');
    expect(card.getByText('Closed')).toBeInTheDocument();
  });

  it('says "No membership" when there is none', () => {
    render(<MemberSummary profile={profile()} />);
    expect(membershipCard()).toHaveTextContent('No membership');
    expect(within(membershipCard()).queryByText('Closed')).toBeNull();
  });
});
