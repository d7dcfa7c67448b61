import { Link } from 'react-router-dom';
import { ukDate, type AssignmentState } from '@model';
import type { Assignment } from '../../api/assignment-api';
import { STATE_LABELS } from './assignment-view';

/** A submitted response opens on the member's record (the timeline expands it). */
export const responseLink = (memberId: string, responseId: string): string =>
  `/admin/member/${encodeURIComponent(memberId)}?response=${encodeURIComponent(responseId)}`;

/** One assignment: its form, state in words, dates, message; a link to the response, or Cancel while open. */
export function AssignmentItem({ assignment, title, state, onCancel }: {
  assignment: Assignment;
  title: string;
  state: AssignmentState;
  /** open assignments only */
  onCancel?: () => void;
}) {
  const { assignedAt, dueAt, submittedAt, cancelledAt, responseId, message } = assignment;
  return (
    <li className={`assignments-item assignments-${state}`} data-testid={`assignment-${assignment.id}`}>
      <div className="assignments-line">
        <strong className="assignments-title">{title}</strong>
        <span className={`assignments-state assignments-state-${state}`}>{STATE_LABELS[state]}</span>
      </div>
      <p className="muted assignments-small assignments-dates">
        {assignedAt ? <span>Assigned {ukDate(assignedAt)}</span> : <span>Assigned just now</span>}
        <span>{dueAt ? `${state === 'overdue' ? 'Was due' : 'Due'} ${ukDate(dueAt)}` : 'No due date'}</span>
        {state === 'started' ? <span>The member has started it</span> : null}
        {state === 'submitted' && submittedAt ? <span>Submitted {ukDate(submittedAt)}</span> : null}
        {state === 'cancelled' && cancelledAt ? <span>Cancelled {ukDate(cancelledAt)}</span> : null}
      </p>
      {message ? <p className="assignments-message">“{message}”</p> : null}
      {state === 'submitted' && responseId ? (
        <Link to={responseLink(assignment.memberId, responseId)} className="assignments-small">View the response to {title}</Link>
      ) : null}
      {onCancel ? (
        <button type="button" className="button secondary assignments-cancel" onClick={onCancel} aria-label={`Cancel the assignment of ${title}`}>
          Cancel
        </button>
      ) : null}
    </li>
  );
}
