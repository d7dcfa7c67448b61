import { Link } from 'react-router-dom';
import { Loading } from '../../../ui';
import { usePublishedForms } from '../api/published-forms';
import './dashboard.css';

/**
 * The forms a member can fill in, from Firestore: loading, failed (with a retry), none, or the list.
 * `held`: keep showing the loading room (something drawn above it is still on its way).
 */
export function PublishedForms({ held = false }: { held?: boolean }) {
  const forms = usePublishedForms();
  if (forms.isPending || (held && !forms.isError)) {
    // the three committed assessments are always listed: their room is kept while they load, so
    // the sections below do not jump down when the cards arrive
    return <div className="member-forms member-forms--pending"><Loading label="Loading your assessments…" /></div>;
  }
  if (forms.isError) {
    return (
      <div className="alert" role="alert">
        <p style={{ marginTop: 0 }}>
          We could not load your assessments. {forms.error instanceof Error ? forms.error.message : ''}
        </p>
        {/* aria-disabled, not disabled: the button keeps focus while it tries again */}
        <button
          type="button"
          className="button secondary"
          aria-disabled={forms.isFetching || undefined}
          onClick={() => void (forms.isFetching ? undefined : forms.refetch())}
        >
          {forms.isFetching ? 'Trying again…' : 'Try again'}
        </button>
      </div>
    );
  }
  if (forms.data.length === 0) {
    return <p className="muted">There are no assessments for you to complete at the moment.</p>;
  }
  return (
    <ul className="grid member-forms" aria-label="Assessments">
      {forms.data.map((form) => (
        <li key={form.id}>
          <Link to={form.to} className="card member-forms__link">
            <strong>{form.title}</strong>
            {form.description ? <p className="muted member-forms__description">{form.description}</p> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
