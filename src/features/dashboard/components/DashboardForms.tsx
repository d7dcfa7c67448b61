import { useMyAssignments } from '../api/my-assignments';
import { AssignedToYou } from './AssignedToYou';
import { PublishedForms } from './PublishedForms';
import { usePublishedForms } from '../api/published-forms';

/**
 * "Assigned to you" and the assessments. The assessments keep their room until the assignments
 * are known too, so both appear in one frame: "Assigned to you" arriving on its own above cards
 * already drawn moved them down the screen (most of the dashboard's layout shift on a phone).
 * Both are mounted from the start, so a failed request is not tried again just by one mounting.
 */
export function DashboardForms({ uid }: { uid: string | null }) {
  const mine = useMyAssignments(uid);
  return (
    <>
      {uid ? <AssignedToYou uid={uid} /> : null}
      <h2>Assessments</h2>
      <PublishedForms held={uid !== null && mine.isPending} />
    </>
  );
}

/** Whether the assessments (and the assignments above them) have been drawn, or failed. */
export function useDashboardFormsSettled(uid: string | null): boolean {
  const mine = useMyAssignments(uid);
  const forms = usePublishedForms();
  return !forms.isPending && !(uid !== null && mine.isPending);
}
