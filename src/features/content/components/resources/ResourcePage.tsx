import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { resourceReader } from '@model';
import { Loading, Page } from '../../../../ui';
import { hasSignedInHint, loadResource, useSignedIn, type ResourceSummary, type ResourceView } from '../../api/resources-public';
import { KIND_ICONS, KIND_LABELS } from './resource-list';
import { useLoad } from '../../../../ui/use-load';
import './resources.css';

// The renderer (react-markdown) loads with an open resource only: this page is in the public
// chunk that `/` downloads first.
const Markdown = lazy(() => import('../../../../ui/Markdown').then((m) => ({ default: m.Markdown })));

/** `/resources/:id` (public): the resource, or for a members-only one without access the card and a way to join; unknown or unpublished: not found. */
export function ResourcePage() {
  const { id = '' } = useParams();
  const signIn = useSignedIn();
  const reader = resourceReader(signIn, hasSignedInHint(), new Date());
  // Read once the sign-in is known: the rules decide the body by who is asking.
  const [view, retry] = useLoad(() => loadResource(id), `${id}:${signIn.user?.uid ?? ''}`, reader !== 'unknown');
  if (reader === 'unknown' || view.status === 'loading') {
    return (
      <Page title="Resource">
        <Loading label="Loading the resource…" />
      </Page>
    );
  }
  if (view.status === 'error') {
    return (
      <Page title="Resource">
        <div className="alert" role="alert">
          <p>We could not load this resource. {view.message}</p>
          <button type="button" className="button secondary" onClick={retry}>
            Try again
          </button>
        </div>
        <p>
          <Link to="/resources">All resources</Link>
        </p>
      </Page>
    );
  }
  if (!view.data) return <ResourceNotFound />;
  return <ResourceShown view={view.data} signedIn={Boolean(signIn.user)} />;
}

function ResourceNotFound() {
  return (
    <Page title="Resource not found">
      <p>There is no resource at this address, or it is no longer available.</p>
      <p>
        <Link to="/resources">Browse resources</Link>
      </p>
    </Page>
  );
}

function ResourceMeta({ resource }: { resource: ResourceSummary }) {
  return (
    <p className="res-card-meta">
      <span className="res-kind">
        <span aria-hidden="true">{KIND_ICONS[resource.kind]}</span> {KIND_LABELS[resource.kind]}
      </span>
      {resource.topic ? <span className="res-topic">{resource.topic}</span> : null}
      {resource.audience === 'members' ? (
        <span className="res-members">
          <span aria-hidden="true">🔒</span> Members
        </span>
      ) : null}
    </p>
  );
}

function ResourceShown({ view, signedIn }: { view: ResourceView; signedIn: boolean }) {
  const { resource } = view;
  return (
    <Page title={resource.title}>
      <ResourceMeta resource={resource} />
      {resource.summary ? <p className="muted">{resource.summary}</p> : null}
      {view.locked ? <Locked resource={resource} signedIn={signedIn} /> : <ResourceBodyView view={view} />}
      <p className="res-back">
        <Link to="/resources">All resources</Link>
      </p>
    </Page>
  );
}

/** A members-only resource for a reader whose membership does not open it: never an error. */
function Locked({ resource, signedIn }: { resource: ResourceSummary; signedIn: boolean }) {
  const back = `/resources/${encodeURIComponent(resource.id)}`;
  return (
    <div className="notice res-locked" role="status">
      <h2>
        <span aria-hidden="true">🔒</span> This resource is for members
      </h2>
      <p>
        {signedIn
          ? 'Your account does not have a membership that is active at the moment. Join or renew to open this and every members-only resource.'
          : 'Join to open this and every members-only resource. Already a member? Sign in.'}
      </p>
      <p className="res-actions">
        <Link className="button" to="/membership">
          {signedIn ? 'See membership' : 'Join'}
        </Link>
        {signedIn ? null : (
          <Link className="button secondary" to={`/login?next=${encodeURIComponent(back)}`}>
            Sign in
          </Link>
        )}
      </p>
    </div>
  );
}

function ResourceBodyView({ view }: { view: Extract<ResourceView, { locked: false }> }) {
  const { resource, body } = view;
  const action =
    body.url && resource.kind === 'link' ? (
      <a className="button" href={body.url} target="_blank" rel="noopener noreferrer">
        Open the page<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    ) : body.url && resource.kind === 'download' ? (
      <a className="button" href={body.url} download rel="noopener">
        Download
      </a>
    ) : null;
  return (
    <>
      {action ? <p className="res-actions">{action}</p> : null}
      {body.markdown.trim() ? (
        <Suspense fallback={<Loading label="Loading the text…" />}>
          <Markdown>{body.markdown}</Markdown>
        </Suspense>
      ) : action ? null : (
        <p className="muted">This resource has no content yet.</p>
      )}
    </>
  );
}
