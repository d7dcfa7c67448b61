import { Link } from 'react-router-dom';
import { Loading } from '../../../../ui';
import type { SubmissionSummary } from '../../api/triage-api';
import { useFormTitles } from '../../api/triage-details';
import { LATEST_SUBMISSIONS, useLatestSubmissions } from '../../api/triage-latest';
import { ScoreList } from './ScoreList';
import { memberRecordPath, useMemberLabel } from './TriageRow';
import { When } from './When';

function Submission({ submission, now, formTitle }: { submission: SubmissionSummary; now: Date; formTitle: string }) {
  const member = useMemberLabel(submission.memberId);
  return (
    <li className="triage-latest-item">
      <div className="triage-row-head">
        <Link to={memberRecordPath(submission.memberId)} className="triage-member">{member}</Link>
        <Link to={`/admin/form-responses/${encodeURIComponent(submission.formId)}`}>{formTitle}</Link>
        <When at={submission.submittedAt} now={now} />
      </div>
      <ScoreList scores={submission.scores} label={`Scores of ${member}'s ${formTitle}`} />
    </li>
  );
}

/** The latest submissions across all forms, newest first (live). */
export function LatestSubmissions({ now }: { now: Date }) {
  const latest = useLatestSubmissions();
  const titles = useFormTitles();
  let body;
  if (latest.status === 'loading') body = <Loading label="Loading the latest submissions…" />;
  else if (latest.status === 'error') body = <p className="alert" role="alert">The latest submissions could not be loaded. {latest.error.message}</p>;
  else if (latest.data.length === 0) body = <p className="muted">No member has submitted a form yet.</p>;
  else {
    body = (
      <ol className="triage-latest">
        {latest.data.map((submission) => (
          <Submission key={submission.responseId} submission={submission} now={now} formTitle={titles.data?.get(submission.formId) ?? submission.formId} />
        ))}
      </ol>
    );
  }
  return (
    <section aria-labelledby="triage-latest-title" className="card">
      <h2 id="triage-latest-title">Latest submissions</h2>
      <p className="muted triage-small">The {LATEST_SUBMISSIONS} most recent, across all forms.</p>
      {body}
    </section>
  );
}
