import { Link } from 'react-router-dom';
import { ukShortWeekdayDate as formatDay } from '@model';
import { useMyAssignments } from '../api/my-assignments';
import { usePublishedFormSummaries } from '../api/published-forms';
import { assignedToYou } from '../assigned-forms';
import './assigned-to-you.css';

/**
 * "Assigned to you": the forms a practitioner assigned to the member (due date, "Overdue" in
 * words, their message, Start or Continue), and the ones done recently. Shows nothing when there
 * are none: most members never have an assignment.
 */
export function AssignedToYou({ uid }: { uid: string }) {
  const mine = useMyAssignments(uid);
  const forms = usePublishedFormSummaries();

  // The published forms give the titles; when they fail, the assessments list below says so and
  // its Try again reloads the same query for both.
  if (forms.isError) return null;
  if (mine.isError) {
    return (
      <div className="alert" role="alert">
        <p className="assigned-flush">We could not check for forms assigned to you. {mine.error.message}</p>
        <button type="button" className="button secondary" aria-disabled={mine.isFetching || undefined} onClick={() => void (mine.isFetching ? undefined : mine.refetch())}>
          {mine.isFetching ? 'Trying again…' : 'Try again'}
        </button>
      </div>
    );
  }
  // nothing while checking: most members have nothing assigned, and a line that then vanished
  // moved the whole dashboard up
  if (mine.isPending || forms.isPending) return null;
  const { open, done } = assignedToYou(mine.data.assignments, forms.data ?? [], mine.data.startedFormIds, new Date());
  if (open.length === 0 && done.length === 0) return null;

  return (
    <section aria-labelledby="assigned-to-you" className="assigned">
      <h2 id="assigned-to-you">Assigned to you</h2>
      {open.length === 0 ? <p className="muted">You have done everything assigned to you. Thank you.</p> : null}
      {open.length > 0 ? (
        <ul className="assigned-list" aria-label="Forms assigned to you">
          {open.map((item) => (
            <li key={item.id} className={`card assigned-item${item.overdue ? ' assigned-overdue' : ''}`}>
              <h3 className="assigned-title">{item.title}</h3>
              <p className="assigned-due">
                {item.overdue && item.dueAt ? (
                  <><strong className="assigned-overdue-word">Overdue</strong>: it was due {formatDay(item.dueAt)}</>
                ) : item.dueAt ? (
                  <>Due {formatDay(item.dueAt)}</>
                ) : (
                  <span className="muted">No due date</span>
                )}
              </p>
              {item.message ? <p className="assigned-message">From your practitioner: “{item.message}”</p> : null}
              {item.to ? (
                <Link className="button" to={item.to} aria-label={`${item.started ? 'Continue' : 'Start'} ${item.title}`}>
                  {item.started ? 'Continue' : 'Start'}
                </Link>
              ) : (
                <p className="muted">This form is not available at the moment. Ask your practitioner if you need it.</p>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {done.length > 0 ? (
        <ul className="assigned-done" aria-label="Done recently">
          {done.map((item) => (
            <li key={item.id}>
              <span aria-hidden="true">✓ </span>
              {item.title}: done on <time dateTime={item.submittedAt.toISOString()}>{formatDay(item.submittedAt)}</time>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
