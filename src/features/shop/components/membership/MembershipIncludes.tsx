import { Link } from 'react-router-dom';
import { useMembershipIncludes } from '../../api/shop-membership-includes';

/** "What membership includes": the membership courses and members-only resources, by name, linked. Quiet when it cannot load (the plans still work). */
export function MembershipIncludesList() {
  const includes = useMembershipIncludes();
  return (
    <section className="membership-includes" aria-labelledby="membership-includes-title">
      <h2 id="membership-includes-title">What membership includes</h2>
      {includes.isError ? (
        <p className="muted">
          We could not list the members’ courses and resources just now.{' '}
          <button type="button" className="button secondary" onClick={() => void includes.refetch()} disabled={includes.isFetching}>
            Try again
          </button>
        </p>
      ) : !includes.data ? (
        <p className="muted" role="status">
          Loading what membership includes…
        </p>
      ) : (
        <>
          {includes.data.courses.length > 0 ? (
            <>
              <h3>Courses</h3>
              <ul aria-label="Members’ courses">
                {includes.data.courses.map((c) => (
                  <li key={c.id}>
                    <Link to={`/courses/${c.id}`}>{c.title}</Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {includes.data.resources.length > 0 ? (
            <>
              <h3>Resources</h3>
              <ul aria-label="Members-only resources">
                {includes.data.resources.map((r) => (
                  <li key={r.id}>
                    <Link to={`/resources/${r.id}`}>{r.title}</Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <p className="muted">
            Every members’ course and members-only resource, with new ones as they are added. Cancel any time: access lasts to the end of the period paid for.
          </p>
        </>
      )}
    </section>
  );
}
