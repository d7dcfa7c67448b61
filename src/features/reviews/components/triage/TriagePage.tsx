import { useEffect, useState } from 'react';
import { Page } from '../../../../ui';
import { LatestSubmissions } from './LatestSubmissions';
import { OnboardingSummary } from './OnboardingSummary';
import { TriageQueue } from './TriageQueue';
import './triage.css';

/** The clock the page's "3 hours ago" reads, moved on every minute. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** `/admin`: the triage queue, then the latest submissions and the members still onboarding. */
export function AdminHomePage() {
  const now = useMinuteClock();
  return (
    <Page title="Triage" intro="Flags raised by members' answers, most urgent first. Acknowledge each with a note of what you did.">
      <TriageQueue now={now} />
      <div className="triage-below">
        <LatestSubmissions now={now} />
        <OnboardingSummary />
      </div>
    </Page>
  );
}
