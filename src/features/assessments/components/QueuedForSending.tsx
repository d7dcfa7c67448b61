import { Link } from 'react-router-dom';

/**
 * Submit found no connection, or no answer from the server: the answers wait in the outbox on
 * this device. Said plainly (`message`: which of the two), with where to follow them (the
 * dashboard lists what waits) and the help that never waits for a signal.
 */
export function QueuedForSending({ title, message }: { title: string; message: string }) {
  return (
    <section aria-labelledby="queued-title" data-testid="assessment-queued">
      <h2 id="queued-title">{title}: waiting to be sent</h2>
      <div className="notice" role="status">
        <p style={{ marginTop: 0 }}>{message}</p>
        <p style={{ marginBottom: 0 }}>
          Your score shows here, and on your dashboard, once it has been sent. <Link to="/dashboard">Go to your dashboard</Link>
        </p>
      </div>
      <p>
        If you need support now, do not wait for this: <Link to="/overwhelmed">get help now</Link> (it works with no signal).
      </p>
    </section>
  );
}
