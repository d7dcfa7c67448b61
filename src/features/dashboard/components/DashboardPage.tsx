import { Link } from 'react-router-dom';
import { memberFormPath } from '../../../lib';
import { Page, useAfterPaint } from '../../../ui';
import { hasFinishedOnboarding, useSignedIn } from '../api/dashboard-api';
import { DashboardForms, useDashboardFormsSettled } from './DashboardForms';
import { HealthDataConsent } from './HealthDataConsent';
import { Outbox } from './Outbox';
import { YourSessions } from './YourSessions';

export function DashboardPage() {
  const { user, profile } = useSignedIn();
  const name = profile?.displayName || user?.displayName || 'there';
  // the sessions' reads wait until the assessments (the first screen on a phone) have been drawn
  const formsShown = useAfterPaint(useDashboardFormsSettled(user?.uid ?? null), 100);
  return (
    <Page title={`Hello, ${name}`} intro="Your assessments and courses in one place.">
      {!hasFinishedOnboarding(profile) ? (
        <p className="notice">
          Start with your <Link to={memberFormPath('initial-assessment')}>initial assessment</Link> so we can support you well.
        </p>
      ) : null}
      {user ? <Outbox uid={user.uid} /> : null}
      <DashboardForms uid={user?.uid ?? null} />
      <h2>Courses</h2>
      <p><Link to="/courses/my-courses">My courses</Link> · <Link to="/courses">Browse all courses</Link></p>
      {user ? <YourSessions uid={user.uid} after={formsShown} /> : null}
      <HealthDataConsent />
      <h2>Your data</h2>
      <p><Link to="/dashboard/my-data">See what we hold about you</Link>, download a copy, or delete your account.</p>
      <p><Link to="/dashboard/emails">Choose which emails you get</Link>.</p>
      <p><Link to="/dashboard/sign-in-security">Sign-in security</Link>: add a second factor, so a password alone cannot open your account.</p>
      <p className="muted">If you are struggling right now, <Link to="/overwhelmed">here is where to find help</Link>.</p>
    </Page>
  );
}
