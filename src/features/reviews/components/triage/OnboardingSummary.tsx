import { Loading } from '../../../../ui';
import { useMembersNotOnboarded } from '../../api/triage-details';

/** How many members (administrators left out) have not finished onboarding (consent and the initial assessment). */
export function OnboardingSummary() {
  const count = useMembersNotOnboarded();
  let body;
  if (count.isPending) body = <Loading label="Counting members…" />;
  else if (count.isError) body = <p className="alert" role="alert">The count could not be loaded. {count.error.message}</p>;
  else {
    body = (
      <p className="triage-count">
        <strong>{count.data}</strong> {count.data === 1 ? 'member has' : 'members have'} not finished onboarding
        <span className="muted triage-small"> (health-data consent and the initial assessment).</span>
      </p>
    );
  }
  return (
    <section aria-labelledby="triage-onboarding-title" className="card">
      <h2 id="triage-onboarding-title">Onboarding</h2>
      {body}
    </section>
  );
}
