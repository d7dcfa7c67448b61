import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { durationLabel, resourceReader, type ResourceReader } from '@model';
import { Loading, Page } from '../../../../ui';
import { hasSignedInHint, listRelatedMedia, loadMediaItem, useSignedIn, type MediaItem } from '../../api/media-public';
import { useLoad } from '../../../../ui/use-load';
import { MEDIA_KIND_ICONS, MEDIA_KIND_LABELS, mediaPath, mediaSummary, playbackOf } from './media-words';
import '../resources/resources.css';
import './media.css';

// The transcript's renderer (react-markdown) loads when a transcript is opened: this page is in the public chunk.
const Markdown = lazy(() => import('../../../../ui/Markdown').then((m) => ({ default: m.Markdown })));

/** Where "all media" lives: the Listen and watch section of the resources page. */
const ALL_MEDIA = '/resources#listen-and-watch';

/** `/View-media/:id` (public): the player, description, transcript and related items; members-only locked without a membership; unknown: not found. */
export function MediaItemPage() {
  const { id = '' } = useParams();
  const signIn = useSignedIn();
  const reader = resourceReader(signIn, hasSignedInHint(), new Date());
  // Read once the sign-in is known: the rules decide by who is asking.
  const [view, retry] = useLoad(() => loadMediaItem(id), `${id}:${signIn.user?.uid ?? ''}`, reader !== 'unknown');
  if (reader === 'unknown' || view.status === 'loading') {
    return (
      <Page title="Listen and watch">
        <Loading label="Loading the recording…" />
      </Page>
    );
  }
  if (view.status === 'error') {
    return (
      <Page title="Listen and watch">
        <div className="alert" role="alert">
          <p>We could not load this recording. {view.message}</p>
          <button type="button" className="button secondary" onClick={retry}>
            Try again
          </button>
        </div>
        <p>
          <Link to={ALL_MEDIA}>All recordings</Link>
        </p>
      </Page>
    );
  }
  if (!view.data) {
    return (
      <Page title="Recording not found">
        <p>There is no recording at this address, or it is no longer available.</p>
        <p>
          <Link to={ALL_MEDIA}>Browse recordings</Link>
        </p>
      </Page>
    );
  }
  if (view.data.locked) return <Locked id={id} reader={reader} />;
  return <MediaShown item={view.data.item} reader={reader} />;
}

/** A recording the rules refuse to this reader: members-only (or withdrawn). Never an error. */
function Locked({ id, reader }: { id: string; reader: ResourceReader }) {
  const signedIn = reader !== 'visitor';
  return (
    <Page title="Members-only recording">
      <div className="notice res-locked" role="status">
        <h2>
          <span aria-hidden="true">🔒</span> This recording is for members
        </h2>
        <p>
          {reader === 'access'
            ? 'This recording is not available at the moment: it may have been withdrawn.'
            : signedIn
              ? 'Your account does not have a membership that is active at the moment. Join or renew to listen to and watch every members-only recording.'
              : 'Join to listen to and watch every members-only recording. Already a member? Sign in.'}
        </p>
        {reader === 'access' ? null : (
          <p className="res-actions">
            <Link className="button" to="/membership">
              {signedIn ? 'See membership' : 'Join'}
            </Link>
            {signedIn ? null : (
              <Link className="button secondary" to={`/login?next=${encodeURIComponent(mediaPath(id))}`}>
                Sign in
              </Link>
            )}
          </p>
        )}
      </div>
      <p>
        <Link to={ALL_MEDIA}>All recordings</Link>
      </p>
    </Page>
  );
}

function MediaShown({ item, reader }: { item: MediaItem; reader: ResourceReader }) {
  const duration = durationLabel(item.durationSeconds);
  return (
    <Page title={item.title}>
      <p className="res-card-meta">
        <span className="res-kind">
          <span aria-hidden="true">{MEDIA_KIND_ICONS[item.kind]}</span> {MEDIA_KIND_LABELS[item.kind]}
        </span>
        {duration ? <span className="res-topic">{duration}</span> : null}
        {item.topic ? <span className="res-topic">{item.topic}</span> : null}
        {item.audience === 'members' ? (
          <span className="res-members">
            <span aria-hidden="true">🔒</span> Members
          </span>
        ) : null}
      </p>
      <Player item={item} />
      {item.description.trim() ? (
        <section className="media-description" aria-label="About this recording">
          {item.description
            .split(/\n\s*\n/)
            .filter((p) => p.trim())
            .map((p, n) => (
              <p key={n}>{p.trim()}</p>
            ))}
        </section>
      ) : null}
      {item.transcript.trim() ? (
        <details className="media-transcript card">
          <summary>Transcript</summary>
          <Suspense fallback={<Loading label="Loading the transcript…" />}>
            <Markdown>{item.transcript}</Markdown>
          </Suspense>
        </details>
      ) : null}
      <Related item={item} reader={reader} />
      <p className="res-back">
        <Link to={ALL_MEDIA}>All recordings</Link>
      </p>
    </Page>
  );
}

/** The accessible player: native controls (keyboard and screen readers), captions when given, embeds with a title. */
function Player({ item }: { item: MediaItem }) {
  const play = playbackOf(item);
  if (play.kind === 'unplayable') {
    return (
      <p className="alert" role="alert">
        This recording cannot be played here. {play.reason}
      </p>
    );
  }
  if (play.kind === 'embed') {
    return (
      <div className="media-embed">
        <iframe
          src={play.src}
          title={`${item.title} (${play.host} video)`}
          allow="encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  const fallback = (
    <p>
      Your browser cannot play this file here. <a href={play.src}>Open the {play.kind === 'video' ? 'video' : 'audio'} file</a>.
    </p>
  );
  const captions = play.captions ? <track kind="captions" srcLang="en" label="English" src={play.captions} default /> : null;
  return play.kind === 'video' ? (
    <video className="media-video" controls preload="metadata" src={play.src} aria-label={`${item.title} (video)`}>
      {captions}
      {fallback}
    </video>
  ) : (
    <audio className="media-audio" controls preload="metadata" src={play.src} aria-label={`${item.title} (audio)`}>
      {captions}
      {fallback}
    </audio>
  );
}

/** Up to three other recordings this reader may open (same topic, then same kind); quiet when there are none or they fail to load. */
function Related({ item, reader }: { item: MediaItem; reader: ResourceReader }) {
  const [related] = useLoad(() => listRelatedMedia(item), `${item.id}:${reader}`);
  if (related.status !== 'ready' || related.data.length === 0) return null;
  return (
    <section className="media-related" aria-labelledby="media-related-heading">
      <h2 id="media-related-heading">Related recordings</h2>
      <ul className="media-list">
        {related.data.map((m) => (
          <li key={m.id} className="card">
            <span aria-hidden="true">{MEDIA_KIND_ICONS[m.kind]}</span> <Link to={mediaPath(m.id)}>{m.title}</Link>
            <span className="muted media-list-meta"> {mediaSummary(m)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
