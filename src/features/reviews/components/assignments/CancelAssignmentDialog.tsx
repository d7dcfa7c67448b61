import type { Assignment } from '../../api/assignment-api';
import { useCancelAssignment } from '../../api/assignment-mutations';
import { Dialog } from '../../../../ui';
import '../triage/triage.css';

/** Confirms cancelling an open assignment: the member stops seeing it; it stays on the record. */
export function CancelAssignmentDialog({ assignment, formTitle, onClose, onCancelled }: {
  assignment: Assignment;
  formTitle: string;
  onClose(): void;
  onCancelled(): void;
}) {
  const cancel = useCancelAssignment(assignment.memberId);
  return (
    <Dialog title={`Cancel “${formTitle}”?`} onCancel={cancel.isPending ? () => undefined : onClose}>
      <p>The member will no longer see it on their dashboard. It stays in this list as cancelled. Answers they already gave are kept.</p>
      {cancel.isError ? <p className="alert" role="alert">Not cancelled: {cancel.error.message}</p> : null}
      <div className="triage-dialog-actions">
        <button type="button" className="button" disabled={cancel.isPending} onClick={() => cancel.mutate(assignment.id, { onSuccess: onCancelled })}>
          {cancel.isPending ? 'Cancelling…' : 'Cancel the assignment'}
        </button>
        <button type="button" className="button secondary" onClick={onClose} disabled={cancel.isPending}>Keep it</button>
      </div>
    </Dialog>
  );
}
