import { useRef, useState } from 'react';
import { Loading } from '../../../../ui';
import type { Assignment } from '../../api/assignment-api';
import { useAssignmentForms, useMemberAssignments } from '../../api/assignment-list';
import { AssignFormDialog } from './AssignFormDialog';
import { AssignmentItem } from './AssignmentItem';
import { CancelAssignmentDialog } from './CancelAssignmentDialog';
import { RecurringAssignments } from './RecurringAssignments';
import { isOpen, stateOf } from './assignment-view';
import './assignments.css';

/**
 * The forms assigned to a member, newest first, each with its state (assigned, started, overdue,
 * submitted with a link to the response, cancelled); "Assign a form" and Cancel for open ones;
 * above them, the recurring assignments with their next occurrence.
 * Rendered on the member record, inside its "Assigned forms" section (which gives the heading).
 */
export function MemberAssignments({ memberId }: { memberId: string }) {
  const assignButton = useRef<HTMLButtonElement>(null);
  const list = useMemberAssignments(memberId);
  const forms = useAssignmentForms();
  const [assigning, setAssigning] = useState(false);
  const [cancelling, setCancelling] = useState<Assignment | null>(null);
  const titles = new Map((forms.data ?? []).map((form) => [form.id, form.title]));
  const titleOf = (formId: string) => titles.get(formId) ?? formId;
  const now = new Date();

  let body;
  if (list.isPending) body = <Loading label="Loading assigned forms…" />;
  else if (list.isError) {
    body = (
      <div className="alert" role="alert">
        <p className="assignments-flush">We could not load the assigned forms. {list.error.message}</p>
        <button type="button" className="button secondary" aria-disabled={list.isFetching || undefined} onClick={() => void (list.isFetching ? undefined : list.refetch())}>
          {list.isFetching ? 'Trying again…' : 'Try again'}
        </button>
      </div>
    );
  } else if (list.data.assignments.length === 0) {
    body = <p className="muted">No forms assigned yet. Published forms open to everyone are on the member's dashboard anyway.</p>;
  } else {
    const { assignments, startedFormIds } = list.data;
    body = (
      <ul className="assignments-list" aria-label="Assigned forms">
        {assignments.map((assignment) => (
          <AssignmentItem
            key={assignment.id}
            assignment={assignment}
            title={titleOf(assignment.formId)}
            state={stateOf(assignment, startedFormIds, now)}
            onCancel={isOpen(assignment) ? () => setCancelling(assignment) : undefined}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="assignments">
      <div className="assignments-head">
        <button ref={assignButton} type="button" className="button secondary" onClick={() => setAssigning(true)} disabled={forms.isPending}>
          Assign a form
        </button>
      </div>
      {forms.isError ? <p className="alert" role="alert">We could not load the forms to assign. {forms.error.message}</p> : null}
      <RecurringAssignments memberId={memberId} titleOf={titleOf} />
      {body}
      {assigning && forms.data ? <AssignFormDialog memberId={memberId} forms={forms.data} onClose={() => setAssigning(false)} /> : null}
      {cancelling ? (
        <CancelAssignmentDialog
          assignment={cancelling}
          formTitle={titleOf(cancelling.formId)}
          onClose={() => setCancelling(null)}
          onCancelled={() => {
            setCancelling(null);
            // its Cancel button is gone: focus goes to the section's first control, not the page's top
            assignButton.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
