import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { AlertIcon } from '../ui';
import { describeError, unmatchedMessage } from './errors';

/** Any error thrown while routing or rendering ends here: status, message, description, a way home. */
export function ErrorPage({ error }: { error: unknown }) {
  const { pathname } = useLocation();
  const view = describeError(error, pathname);
  useEffect(() => {
    document.title = `${view.statusMessage} · Wellness`;
  }, [view.statusMessage]);
  return (
    <section data-testid="error-page">
      <p className="muted" style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
        <AlertIcon /> Error <span data-testid="error-status">{view.status}</span>
      </p>
      <h1>{view.statusMessage}</h1>
      <p data-testid="error-description">{view.description}</p>
      <p>
        <Link className="button" to="/">Back to home</Link>{' '}
        {view.status !== 404 ? (
          <button type="button" className="button secondary" onClick={() => window.location.reload()}>Try again</button>
        ) : null}
      </p>
    </section>
  );
}

/** Unmatched paths: not fatal, shown inside the normal layout. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = 'Page not found · Wellness';
  }, []);
  return (
    <section data-testid="not-found">
      <h1>Page not found</h1>
      <p>{unmatchedMessage(pathname)}</p>
      <p>The page may have moved. <Link to="/">Go to the home page</Link> or <Link to="/dashboard">your dashboard</Link>.</p>
    </section>
  );
}
