import { Link } from 'react-router-dom';
import { Page, Placeholder } from '../../../ui';

export function HomePage() {
  return (
    <Page title="Wellness and training for real life" intro="Courses, resources and assessments from a UK wellness and training practice.">
      <div className="grid">
        <Link className="card" to="/courses">Browse courses</Link>
        <Link className="card" to="/resources">Free resources</Link>
        <Link className="card" to="/membership">Become a member</Link>
        <Link className="card" to="/overwhelmed">Feeling overwhelmed right now?</Link>
      </div>
    </Page>
  );
}

export function AboutPage() {
  return (
    <Page title="About us">
      <p>We are a UK practice offering wellness coaching, trauma-informed support and training, including Indian head massage.</p>
      <Placeholder>Our team and story are coming soon.</Placeholder>
    </Page>
  );
}

export function TermsPage() {
  return (
    <Page title="Terms of use">
      <Placeholder>The full terms of use are being prepared. Contact us with any question in the meantime.</Placeholder>
    </Page>
  );
}

export function PrivacyPage() {
  return (
    <Page title="Privacy notice">
      <p>
        Your answers to our assessments are health data, a special category under UK GDPR. We only collect them with your explicit
        consent, which you can withdraw at any time, and we only use them to support you.
      </p>
      <p>You can ask for a copy of your data or for it to be erased; we answer within one month.</p>
      <Placeholder>The full notice, including retention periods, is being finalised.</Placeholder>
    </Page>
  );
}

/** Signposting for people in distress: UK routes, reachable without an account. */
export function OverwhelmedPage() {
  return (
    <Page title="Feeling overwhelmed?" intro="You do not have to cope with this on your own. These services are free and there for you now.">
      <ul className="card" style={{ paddingLeft: '2rem' }}>
        <li><strong>In an emergency</strong>, or if you might act on thoughts of harming yourself: call <a href="tel:999">999</a> or go to A&amp;E.</li>
        <li><strong>NHS 111</strong>: call <a href="tel:111">111</a> and choose option 2 for urgent mental health help.</li>
        <li><strong>Samaritans</strong>: call <a href="tel:116123">116 123</a>, free, any time, day or night.</li>
        <li><strong>Shout</strong>: text <a href="sms:85258?body=SHOUT">SHOUT to 85258</a> for free, confidential text support.</li>
      </ul>
      <p>When you feel ready, take a slow breath in for four counts, hold for four, and out for six. Repeat a few times.</p>
    </Page>
  );
}

export function UnauthorizedPage() {
  return (
    <Page title="You do not have access to this page">
      <p>This area is for administrators. If you think you should have access, ask an administrator to grant it.</p>
      <p><Link to="/dashboard">Go to your dashboard</Link> · <Link to="/">Home</Link></p>
    </Page>
  );
}
