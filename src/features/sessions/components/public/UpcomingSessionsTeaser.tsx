import { Link } from 'react-router-dom';
import { resourceReader } from '@model';
import { hasSignedInHint, listUpcomingSessions, useSignedIn } from '../../api/sessions-public';
import { useLoad } from '../../../../ui/use-load';
import { whenText, whereText } from './session-words';
import './sessions.css';

/**
 * The next few sessions for the home page (light: the data entry loads Firebase after first
 * paint). Visitors see public sessions, signed-in readers every published one, as the rules.
 */
export function UpcomingSessionsTeaser({ max = 3 }: { max?: number }) {
  const reader = resourceReader(useSignedIn(), hasSignedInHint(), new Date());
  const signedIn = reader === 'member' || reader === 'access';
  const [list, retry] = useLoad(() => listUpcomingSessions(signedIn), `teaser-${signedIn}`, reader !== 'unknown');
  return (
    <section className="sess-teaser" aria-labelledby="sess-teaser-title">
      <h2 id="sess-teaser-title">Upcoming sessions</h2>
      {list.status === 'loading' ? <p className="muted">Loading sessions…</p> : null}
      {list.status === 'error' ? (
        <p className="muted">
          We could not load the sessions just now.{' '}
          <button type="button" className="linklike" onClick={retry}>
            Try again
          </button>
        </p>
      ) : null}
      {list.status === 'ready' && list.data.filter((s) => !s.cancelled).length === 0 ? <p className="muted">No sessions are scheduled just now: new dates are added regularly.</p> : null}
      {list.status === 'ready' && list.data.some((s) => !s.cancelled) ? (
        <ul className="sess-teaser-list">
          {list.data
            .filter((s) => !s.cancelled)
            .slice(0, max)
            .map((s) => (
              <li key={s.id}>
                <strong>{s.title}</strong>
                <span className="muted">
                  {whenText(s)} · {whereText(s)}
                </span>
              </li>
            ))}
        </ul>
      ) : null}
      <p>
        <Link to="/sessions">See all sessions and book</Link>
      </p>
    </section>
  );
}
