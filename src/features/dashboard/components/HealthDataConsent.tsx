import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { HEALTH_NOTICE_VERSION, hasCurrentHealthConsent, ukLongDate } from '@model';
import { giveHealthDataConsent, refreshProfile, useSignedIn, withdrawHealthDataConsent, type MemberProfile } from '../api/dashboard-api';
import './health-data-consent.css';

const on = (date: Date | null | undefined) => (date ? ` on ${ukLongDate(date)}` : '');

type HealthData = NonNullable<NonNullable<MemberProfile['consent']>['healthData']>;

/** Pure: what the member's consent record says, in their words, and what they can do with it. */
export function consentStatus(healthData: HealthData | undefined): { text: string; withdrawable: boolean; givable: boolean } {
  if (!healthData?.givenAt) {
    return { text: 'You have not given consent for us to keep health information. We ask for it before your first assessment.', withdrawable: false, givable: false };
  }
  const version = healthData.noticeVersion ? `, privacy notice version ${healthData.noticeVersion}` : '';
  if (healthData.withdrawnAt) {
    return {
      text: `You withdrew your consent${on(healthData.withdrawnAt)} (you had given it${on(healthData.givenAt)}${version}). We take no new health answers from you until you give it again.`,
      withdrawable: false,
      givable: true,
    };
  }
  if (!hasCurrentHealthConsent({ consent: { healthData } })) {
    return {
      text: `You gave consent${on(healthData.givenAt)}${version}. Our privacy notice has changed since then, so we will ask you again before your next assessment.`,
      withdrawable: true,
      givable: false,
    };
  }
  return { text: `You gave consent${on(healthData.givenAt)} (privacy notice version ${HEALTH_NOTICE_VERSION}).`, withdrawable: true, givable: false };
}

/** What happens to answers already given, whatever the consent: kept while the account exists, unless erased. */
export function AnswersKept() {
  return (
    <p>
      Answers you have already sent are kept while you have an account, as our <Link to="/Privacy">privacy notice</Link> says, so your practitioner can
      go on supporting you. To have them deleted, delete your account from <Link to="/dashboard/my-data">Your data</Link>.
    </p>
  );
}

/**
 * "Your health information": the member's health-data consent and a way to withdraw it that is as
 * easy as giving it (UK GDPR Article 7(3)): one button, one confirmation that says what it means.
 */
export function HealthDataConsent() {
  const { profile } = useSignedIn();
  const [stage, setStage] = useState<'idle' | 'confirm' | 'busy' | 'give' | 'giving'>('idle');
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const withdrawButton = useRef<HTMLButtonElement>(null);
  const giveButton = useRef<HTMLButtonElement>(null);
  const giveHeading = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<'confirm' | 'withdraw' | 'heading' | 'give' | 'give-confirm' | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'confirm') confirmHeading.current?.focus();
    if (target === 'withdraw') withdrawButton.current?.focus();
    if (target === 'heading') heading.current?.focus();
    if (target === 'give') giveButton.current?.focus();
    if (target === 'give-confirm') giveHeading.current?.focus();
  });

  const move = (next: typeof stage, focus: typeof focusNext.current) => {
    focusNext.current = focus;
    setStage(next);
  };

  const withdraw = async () => {
    setStage('busy');
    setError(null);
    try {
      await withdrawHealthDataConsent();
      await refreshProfile();
      setAnnouncement('Your consent is withdrawn.');
      move('idle', 'heading'); // the buttons are gone: focus goes to the section
    } catch (e) {
      setError(e instanceof Error ? e.message : 'We could not withdraw your consent. Please try again.');
      setStage('confirm');
    }
  };

  // Giving it again, against the current notice (recordConsent stamps the time and clears the withdrawal).
  const give = async () => {
    setStage('giving');
    setError(null);
    try {
      await giveHealthDataConsent(HEALTH_NOTICE_VERSION);
      await refreshProfile();
      setAnnouncement('Thank you: your consent is recorded.');
      move('idle', 'heading');
    } catch (e) {
      setError(e instanceof Error ? e.message : 'We could not record your consent. Please try again.');
      setStage('give');
    }
  };

  const status = profile ? consentStatus(profile.consent?.healthData) : null;
  return (
    <section className="card health-data-consent" aria-labelledby="health-data-title">
      <h2 id="health-data-title" ref={heading} tabIndex={-1}>
        Your health information
      </h2>
      {status ? <p>{status.text}</p> : <p className="muted">Your consent record could not be loaded. Reload the page to try again.</p>}
      {status ? <AnswersKept /> : null}
      <p className="muted">
        See our <Link to="/Privacy">privacy notice</Link> for how we use it, and <Link to="/dashboard/my-data">Your data</Link> to download a copy of everything we hold.
      </p>
      {status?.withdrawable && stage === 'idle' ? (
        <button type="button" className="button secondary" ref={withdrawButton} onClick={() => move('confirm', 'confirm')}>
          Withdraw health-data consent
        </button>
      ) : null}
      {status?.withdrawable && (stage === 'confirm' || stage === 'busy') ? (
        <div className="notice" role="group" aria-labelledby="withdraw-title">
          <h3 id="withdraw-title" ref={confirmHeading} tabIndex={-1}>Withdraw your consent?</h3>
          <ul>
            <li>We will not take new health answers from you: assessments will ask for your consent again first.</li>
            <li>Answers you have already sent are kept while you have an account, so your practitioner can go on supporting you; deleting your account deletes them.</li>
            <li>You can give consent again at any time, from your next assessment.</li>
          </ul>
          {error ? <div className="alert" role="alert">{error}</div> : null}
          <div className="health-data-consent__actions">
            <button type="button" className="button" onClick={() => void withdraw()} disabled={stage === 'busy'}>
              {stage === 'busy' ? 'Withdrawing…' : 'Yes, withdraw my consent'}
            </button>
            <button type="button" className="button secondary" onClick={() => move('idle', 'withdraw')} disabled={stage === 'busy'}>
              Keep my consent
            </button>
          </div>
        </div>
      ) : null}
      {status?.givable && stage === 'idle' ? (
        <button type="button" className="button secondary" ref={giveButton} onClick={() => move('give', 'give-confirm')}>
          Give consent again
        </button>
      ) : null}
      {status?.givable && (stage === 'give' || stage === 'giving') ? (
        <div className="notice" role="group" aria-labelledby="give-title">
          <h3 id="give-title" ref={giveHeading} tabIndex={-1}>Give your consent again?</h3>
          <p>
            You agree that we keep the health information in your answers to support you, as our <Link to="/Privacy">privacy notice</Link> (version{' '}
            {HEALTH_NOTICE_VERSION}) explains. You can withdraw it again at any time, here.
          </p>
          {error ? <div className="alert" role="alert">{error}</div> : null}
          <div className="health-data-consent__actions">
            <button type="button" className="button" onClick={() => void give()} disabled={stage === 'giving'}>
              {stage === 'giving' ? 'Recording…' : 'Yes, I give my consent'}
            </button>
            <button type="button" className="button secondary" onClick={() => move('idle', 'give')} disabled={stage === 'giving'}>
              Not now
            </button>
          </div>
        </div>
      ) : null}
      {/* present from the start, so screen readers announce it when it fills */}
      <p className="visually-hidden" aria-live="polite">{announcement}</p>
    </section>
  );
}
