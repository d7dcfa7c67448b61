import { Link } from 'react-router-dom';
import { resourceReader } from '@model';
import { hasSignedInHint, listMedia, useSignedIn } from '../../api/media-public';
import { useLoad } from '../../../../ui/use-load';
import { MEDIA_KIND_ICONS, mediaPath, mediaSummary } from './media-words';
import './media.css';

/**
 * "Listen and watch" on /resources: the published recordings this reader may open, newest first
 * (members-only ones appear once the reader's membership gives access: the rules decide).
 */
export function MediaShelf() {
  const signIn = useSignedIn();
  const reader = resourceReader(signIn, hasSignedInHint(), new Date());
  const [list, retry] = useLoad(listMedia, `media:${signIn.user?.uid ?? ''}`, reader !== 'unknown');
  return (
    <section className="media-shelf" id="listen-and-watch" aria-labelledby="listen-and-watch-heading">
      <h2 id="listen-and-watch-heading">Listen and watch</h2>
      {list.status === 'error' ? (
        <div className="alert" role="alert">
          <p>We could not load the recordings. {list.message}</p>
          <button type="button" className="button secondary" onClick={retry}>
            Try again
          </button>
        </div>
      ) : reader === 'unknown' || list.status === 'loading' ? (
        <p className="muted" role="status">
          Loading recordings…
        </p>
      ) : list.data.length === 0 ? (
        <p className="muted">No recordings are published yet. Guided audio and short videos are on their way.</p>
      ) : (
        <ul className="media-list" aria-label="Recordings">
          {list.data.map((m) => (
            <li key={m.id} className="card">
              <span aria-hidden="true">{MEDIA_KIND_ICONS[m.kind]}</span> <Link to={mediaPath(m.id)}>{m.title}</Link>
              <span className="muted media-list-meta">
                {[mediaSummary(m), m.topic].filter(Boolean).join(' · ')}
                {m.audience === 'members' ? ' · Members' : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      {reader === 'visitor' || reader === 'member' ? (
        <p className="muted">
          Members also get members-only recordings. <Link to="/membership">See membership</Link>
          {reader === 'visitor' ? (
            <>
              {' '}or <Link to="/login?next=%2Fresources">sign in</Link>
            </>
          ) : null}
          .
        </p>
      ) : null}
    </section>
  );
}
