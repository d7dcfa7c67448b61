import { Link } from 'react-router-dom';
import { formatSessionWhen, SESSION_KIND_WORDS } from '@model';
import { Loading } from '../../../ui';
import { useMyBookings, useUpcomingSessions, type SessionSummary } from '../api/my-sessions';
import './your-sessions.css';

/** How many bookings and next sessions the dashboard shows (the sessions page has them all). */
const SHOWN = 3;

const when = (s: SessionSummary) => (s.startsAt ? formatSessionWhen(s.startsAt, s.endsAt) : 'Time to be confirmed');

/**
 * "Your sessions" on the dashboard: the member's upcoming bookings, then the next sessions they
 * have not booked, with a link to /sessions (booking, cancelling and calendar files live there).
 */
export function YourSessions({ uid, after = true }: { uid: string; after?: boolean }) {
  const bookings = useMyBookings(uid, after);
  const upcoming = useUpcomingSessions(after);
  const retry = () => {
    if (bookings.isError) void bookings.refetch();
    if (upcoming.isError) void upcoming.refetch();
  };

  let body;
  if (bookings.isError || upcoming.isError) {
    body = (
      <div className="alert" role="alert">
        <p className="your-sessions-flush">We could not load your sessions. {(bookings.error ?? upcoming.error)?.message}</p>
        <button type="button" className="button secondary" onClick={retry}>
          Try again
        </button>
      </div>
    );
  } else if (bookings.isPending || upcoming.isPending) {
    body = <Loading label="Loading your sessions…" />;
  } else {
    const booked = bookings.data.filter((b) => b.session).slice(0, SHOWN);
    const bookedIds = new Set(bookings.data.map((b) => b.booking.sessionId));
    const next = upcoming.data.filter((s) => !s.cancelled && !bookedIds.has(s.id)).slice(0, SHOWN);
    body = (
      <>
        {booked.length === 0 ? (
          <p className="muted">You have not booked a session yet.</p>
        ) : (
          <ul className="your-sessions-list" aria-label="Your bookings">
            {booked.map(({ session }) =>
              session ? (
                <li key={session.id} className="card your-sessions-item">
                  <strong>{session.title}</strong>
                  {session.cancelled ? <span className="your-sessions-cancelled">Cancelled by the practice</span> : null}
                  <span>{when(session)}</span>
                </li>
              ) : null,
            )}
          </ul>
        )}
        {next.length > 0 ? (
          <>
            <h3 className="your-sessions-sub">Coming up</h3>
            <ul className="your-sessions-list" aria-label="Coming up">
              {next.map((s) => (
                <li key={s.id} className="your-sessions-item">
                  <strong>{s.title}</strong>
                  <span className="muted">
                    {SESSION_KIND_WORDS[s.kind]} · {when(s)}
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby="your-sessions" className="your-sessions">
      <h2 id="your-sessions">Your sessions</h2>
      {body}
      <p>
        <Link to="/sessions">Book, cancel or add sessions to your calendar</Link>
      </p>
    </section>
  );
}
