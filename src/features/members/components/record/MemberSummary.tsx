import type { ReactNode } from 'react';
import type { MemberRecordProfile } from '../../api/member-api';
import { ukDate } from '@model';
import { membershipWords, type MembershipWords } from './membership-words';
import './member-shop.css';

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const MEMBERSHIP_TONE_CLASS: Readonly<Record<MembershipWords['tone'], string | undefined>> = {
  good: 'mr-good',
  warning: 'mr-caution',
  ended: 'mr-warning',
  none: undefined,
};

function consentWords(profile: MemberRecordProfile): string {
  const health = profile.consent?.healthData;
  if (!health?.givenAt) return 'Not given';
  const given = `Given ${ukDate(health.givenAt)} (notice ${health.noticeVersion || 'unknown'})`;
  return health.withdrawnAt ? `Withdrawn ${ukDate(health.withdrawnAt)} · was ${given.toLowerCase()}` : given;
}

function onboardingWords(profile: MemberRecordProfile): string {
  const { healthConsentAt, initialAssessmentAt } = profile.onboarding;
  if (initialAssessmentAt) return `Finished ${ukDate(initialAssessmentAt)}`;
  if (healthConsentAt) return 'Consent given; initial assessment not yet submitted';
  return 'Not started';
}

/** Profile, health-data consent, onboarding and membership at a glance. */
export function MemberSummary({ profile }: { profile: MemberRecordProfile }) {
  const withdrawn = Boolean(profile.consent?.healthData?.withdrawnAt);
  const membership = membershipWords(profile.membership, new Date());
  return (
    <div className="mr-summary">
      <section className="card mr-card" aria-labelledby="mr-profile">
        <h2 id="mr-profile">Profile</h2>
        <dl className="mr-facts">
          <Item term="Name">{profile.displayName || 'No name given'}</Item>
          <Item term="Email">{profile.email ? <a href={`mailto:${profile.email}`}>{profile.email}</a> : 'None'}</Item>
          <Item term="Phone">{profile.phone ? <a href={`tel:${profile.phone}`}>{profile.phone}</a> : 'None'}</Item>
          <Item term="Joined">{profile.joinedAt ? ukDate(profile.joinedAt) : 'Unknown'}</Item>
        </dl>
      </section>
      <section className="card mr-card" aria-labelledby="mr-care">
        <h2 id="mr-care">Consent and onboarding</h2>
        <dl className="mr-facts">
          <Item term="Health-data consent">
            <span className={withdrawn ? 'mr-warning' : undefined}>{consentWords(profile)}</span>
          </Item>
          <Item term="Onboarding">{onboardingWords(profile)}</Item>
        </dl>
        {withdrawn ? <p className="notice">Consent to health data was withdrawn: answers already given are kept; ask before collecting more.</p> : null}
      </section>
      <section className="card mr-card" aria-labelledby="mr-membership">
        <h2 id="mr-membership">Membership</h2>
        {membership.tone === 'none' ? (
          <p className="muted">No membership</p>
        ) : (
          <dl className="mr-facts">
            <Item term="Plan">{membership.plan ?? 'Unknown plan'}</Item>
            <Item term="Status">
              <span className={MEMBERSHIP_TONE_CLASS[membership.tone]}>{membership.status}</span>
            </Item>
            <Item term="Members-only content">{membership.access ? 'Open to them' : 'Closed'}</Item>
          </dl>
        )}
      </section>
    </div>
  );
}
