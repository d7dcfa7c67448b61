/**
 * Why the last change was not made (e.g. a question a condition still uses), with a link to each
 * thing that blocks it. Stays until dismissed or the next change succeeds.
 */
import { useBuilder } from '../store';
import { useRefLinks } from './definition-links';

export function RefusalNotice() {
  const refusal = useBuilder((s) => s.refusal);
  const dismiss = useBuilder((s) => s.dismissRefusal);
  const links = useRefLinks();
  if (!refusal) return null;
  return (
    <div className="alert fb-refusal" role="alert" tabIndex={-1} data-testid="refusal-notice">
      <p>
        <strong>That change was not made.</strong> {refusal.message}
      </p>
      {refusal.blockers.length > 0 && (
        <>
          <p className="fb-refusal-lead">Change these first:</p>
          <ul className="fb-links">
            {refusal.blockers.map((ref) => (
              <li key={`${ref.kind}:${ref.id}`}>
                <button type="button" className="fb-link" onClick={() => links.go(ref)}>
                  {links.label(ref)}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <button type="button" className="button secondary" onClick={dismiss}>
        Dismiss
      </button>
    </div>
  );
}
