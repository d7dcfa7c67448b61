import { Link } from 'react-router-dom';
import type { ReviewFlag } from '@model';
import type { TriageEntry } from '../../api/triage-api';
import { useFormTitles, useMemberName, useSubmissionSummary } from '../../api/triage-details';
import { CrisisRoutesReminder } from './CrisisRoutesReminder';
import { ScoreList } from './ScoreList';
import { SeverityBadge } from './SeverityBadge';
import { When } from './When';
import { openFlags, severityOfRank } from './triage-order';

export const memberRecordPath = (memberId: string) => `/admin/member/${encodeURIComponent(memberId)}`;

/** The element id of a response's row, for the alert email's link (`/admin?response=`). */
export const linkedRowId = (responseId: string) => `triage-response-${responseId}`;

/** The member's name, or their account id until it is known (or when they have no profile). */
export function useMemberLabel(memberId: string): string {
  const name = useMemberName(memberId);
  return name.data ?? (memberId || 'Unknown member');
}

function RowScores({ responseId }: { responseId: string }) {
  const summary = useSubmissionSummary(responseId);
  if (summary.isPending) return <p className="muted triage-small">Loading scores…</p>;
  if (summary.isError) return <p className="muted triage-small">Scores could not be loaded: {summary.error.message}</p>;
  return <ScoreList scores={summary.data.scores} label="Scores" />;
}

/**
 * One response in the queue: who, which form, when, its open flags (each with Acknowledge) and its
 * scores. `linked`: the response an alert email opened the page at, marked as such.
 */
export function TriageRow({ entry, now, linked = false, onAcknowledge }: { entry: TriageEntry; now: Date; linked?: boolean; onAcknowledge(flag: ReviewFlag<Date>, memberName: string): void }) {
  const member = useMemberLabel(entry.memberId);
  const titles = useFormTitles();
  const formTitle = titles.data?.get(entry.formId) ?? entry.formId;
  const flags = openFlags(entry.flags);
  const acknowledged = entry.flags.length - flags.length;
  const crisis = flags.some((flag) => flag.signpost === 'crisis');
  return (
    <li id={linkedRowId(entry.responseId)} className={`card triage-row triage-row-${severityOfRank(entry.openRank) ?? 'none'}${linked ? ' triage-row-linked' : ''}`} aria-label={`${member}, ${formTitle}`}
      aria-current={linked ? 'true' : undefined}>
      {linked ? <p className="triage-linked-note">From your alert email</p> : null}
      <div className="triage-row-head">
        <Link to={memberRecordPath(entry.memberId)} className="triage-member">{member}</Link>
        <span>{formTitle}{entry.formVersion ? <span className="muted"> (version {entry.formVersion})</span> : null}</span>
        <span>Submitted <When at={entry.submittedAt} now={now} /></span>
      </div>
      <ul className="triage-flags" aria-label="Open flags">
        {flags.map((flag) => (
          <li key={flag.id} className="triage-flag">
            <SeverityBadge severity={flag.severity} />
            <span className="triage-flag-message">{flag.message}</span>
            <button type="button" className="button secondary triage-ack" onClick={() => onAcknowledge(flag, member)} aria-label={`Acknowledge “${flag.message}” for ${member}`}>
              Acknowledge
            </button>
          </li>
        ))}
      </ul>
      {crisis ? <CrisisRoutesReminder /> : null}
      {acknowledged > 0 ? (
        <p className="muted triage-small">{acknowledged === 1 ? '1 flag' : `${acknowledged} flags`} on this response already acknowledged (see the member record).</p>
      ) : null}
      <RowScores responseId={entry.responseId} />
    </li>
  );
}
