import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { resourceReader, type ResourceReader, SESSION_KIND_WORDS, sessionIcs, sessionIcsFileName } from '@model';
import { Dialog, downloadText, Page } from '../../../../ui';
import { bookSession, cancelBooking, hasSignedInHint, listMyBookings, listUpcomingSessions, useSignedIn, type MyBooking, type SessionSummary } from '../../api/sessions-public';
import { useLoad, type Loaded } from '../../../../ui/use-load';
import { priceText, seatsText, sessionAction, whenText, whereText } from './session-words';
import './sessions.css';

/** What the last action did, said once in the page's status line (focus moves there). */
type Outcome = { kind: 'done' | 'error'; text: string } | null;

/** `/sessions` (public): upcoming sessions in UK time; members book and cancel, and see their bookings with a calendar file. */
export function SessionsPage() {
  return (
    <Page title="Sessions" intro="Group classes, workshops and 1:1 sessions, online and in person. All times are UK time.">
      <Sessions />
    </Page>
  );
}

function Sessions() {
  const signIn = useSignedIn();
  const reader = resourceReader(signIn, hasSignedInHint(), new Date());
  const uid = signIn.user?.uid ?? null;
  const signedIn = reader === 'member' || reader === 'access';
  const [list, reloadList] = useLoad(() => listUpcomingSessions(signedIn), `sessions-${signedIn}`, reader !== 'unknown');
  const [mine, reloadMine] = useLoad(() => listMyBookings(uid ?? ''), `bookings-${uid}`, uid !== null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<SessionSummary | null>(null);
  const status = useRef<HTMLParagraphElement>(null);

  const bookedIds = new Set(mine.status === 'ready' ? mine.data.map((b) => b.booking.sessionId) : []);
  const say = (next: Outcome) => {
    setOutcome(next);
    // after the re-render: the status line is where a keyboard or screen-reader user picks up
    requestAnimationFrame(() => status.current?.focus());
  };
  const act = async (s: SessionSummary, work: () => Promise<unknown>, done: string) => {
    setBusy(s.id);
    try {
      await work();
      say({ kind: 'done', text: done });
    } catch (error) {
      say({ kind: 'error', text: error instanceof Error ? error.message : 'Something went wrong. Please try again.' });
    } finally {
      setBusy(null);
      reloadList();
      reloadMine();
    }
  };
  const book = (s: SessionSummary) => act(s, () => bookSession(s.id), `You are booked on ${s.title}. It is under Your bookings, with a calendar file.`);
  const confirmCancel = (s: SessionSummary) => {
    setCancelling(null);
    void act(s, () => cancelBooking(s.id), `Your booking for ${s.title} is cancelled.`);
  };

  return (
    <>
      <p ref={status} tabIndex={-1} role="status" aria-live="polite" className={outcome ? (outcome.kind === 'error' ? 'alert' : 'notice') : 'visually-hidden'}>
        {outcome?.text ?? ''}
      </p>
      {uid ? <YourBookings state={mine} retry={reloadMine} busy={busy} onCancel={setCancelling} /> : null}
      <h2>Upcoming sessions</h2>
      <SessionList state={list} retry={reloadList} reader={reader} bookedIds={bookedIds} busy={busy} onBook={book} onCancel={setCancelling} />
      {cancelling ? (
        <Dialog title="Cancel your booking?" onCancel={() => setCancelling(null)}>
          <p>
            You will give up your place at <strong>{cancelling.title}</strong> on {whenText(cancelling)}. You can book again while places are left.
          </p>
          <div className="sess-actions">
            <button type="button" className="button" onClick={() => confirmCancel(cancelling)}>
              Cancel booking
            </button>
            <button type="button" className="button secondary" data-autofocus onClick={() => setCancelling(null)}>
              Keep my booking
            </button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}

function SessionList(props: {
  state: Loaded<SessionSummary[]>;
  retry(): void;
  reader: ResourceReader;
  bookedIds: Set<string>;
  busy: string | null;
  onBook(s: SessionSummary): void;
  onCancel(s: SessionSummary): void;
}) {
  const { state, retry, reader } = props;
  if (state.status === 'error') {
    return (
      <div className="alert" role="alert">
        <p>We could not load the sessions. {state.message}</p>
        <button type="button" className="button secondary" onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  if (state.status === 'loading') {
    return (
      <p role="status" className="muted">
        Loading sessions…
      </p>
    );
  }
  if (state.data.length === 0) {
    return (
      <div className="placeholder" role="status">
        <p>No sessions are scheduled just now. New dates are added regularly: please come back soon.</p>
      </div>
    );
  }
  return (
    <>
      <ul className="sess-list" aria-label="Upcoming sessions">
        {state.data.map((s) => (
          <SessionCard key={s.id} session={s} action={sessionAction(s, reader, props.bookedIds.has(s.id))} busy={props.busy === s.id} onBook={props.onBook} onCancel={props.onCancel} />
        ))}
      </ul>
      {reader === 'visitor' ? (
        <p className="muted">
          Members see members-only sessions too: <Link to="/login?next=%2Fsessions">sign in</Link> or <Link to="/membership">join</Link>.
        </p>
      ) : null}
    </>
  );
}

function SessionCard({
  session: s,
  action,
  busy,
  onBook,
  onCancel,
}: {
  session: SessionSummary;
  action: ReturnType<typeof sessionAction>;
  busy: boolean;
  onBook(s: SessionSummary): void;
  onCancel(s: SessionSummary): void;
}) {
  return (
    <li className="sess-card card" aria-label={s.title}>
      <p className="sess-meta">
        <span className="sess-tag">{SESSION_KIND_WORDS[s.kind]}</span>
        {s.audience === 'members' ? (
          <span className="sess-tag sess-members">
            <span aria-hidden="true">🔒</span> Members
          </span>
        ) : null}
        {s.cancelled ? <span className="sess-tag sess-cancelled">Cancelled</span> : null}
      </p>
      <h3 className="sess-title">{s.title}</h3>
      <dl className="sess-facts">
        <dt>When</dt>
        <dd>{whenText(s)}</dd>
        <dt>Where</dt>
        <dd>{whereText(s)}</dd>
        <dt>Price</dt>
        <dd>{priceText(s)}</dd>
        {!s.cancelled ? (
          <>
            <dt>Places</dt>
            <dd>{seatsText(s)}</dd>
          </>
        ) : null}
      </dl>
      {s.description ? <p className="sess-description">{s.description}</p> : null}
      <div className="sess-actions">
        {action === 'book' ? (
          <button type="button" className="button" disabled={busy} onClick={() => onBook(s)} aria-label={`Book ${s.title}`}>
            {busy ? 'Booking…' : 'Book'}
          </button>
        ) : null}
        {action === 'booked' ? (
          <>
            <span className="sess-booked">✓ You are booked</span>
            {!s.cancelled ? (
              <button type="button" className="button secondary" disabled={busy} onClick={() => onCancel(s)} aria-label={`Cancel booking for ${s.title}`}>
                {busy ? 'Cancelling…' : 'Cancel booking'}
              </button>
            ) : null}
          </>
        ) : null}
        {action === 'sign-in' ? (
          <Link className="button secondary" to="/login?next=%2Fsessions" aria-label={`Sign in to book ${s.title}`}>
            Sign in to book
          </Link>
        ) : null}
        {action === 'join' ? (
          <Link className="button secondary" to="/membership" aria-label={`Join to book ${s.title}`}>
            Join to book
          </Link>
        ) : null}
        {action === 'full' ? <span className="muted">This session is full.</span> : null}
        {action === 'cancelled' ? <span className="muted">This session has been cancelled.</span> : null}
      </div>
    </li>
  );
}

function YourBookings({ state, retry, busy, onCancel }: { state: Loaded<MyBooking[]>; retry(): void; busy: string | null; onCancel(s: SessionSummary): void }) {
  return (
    <section className="sess-mine" aria-labelledby="your-bookings">
      <h2 id="your-bookings">Your bookings</h2>
      {state.status === 'loading' ? <p className="muted">Loading your bookings…</p> : null}
      {state.status === 'error' ? (
        <div className="alert" role="alert">
          <p>We could not load your bookings. {state.message}</p>
          <button type="button" className="button secondary" onClick={retry}>
            Try again
          </button>
        </div>
      ) : null}
      {state.status === 'ready' && state.data.length === 0 ? <p className="muted">You have no upcoming bookings. Choose a session below.</p> : null}
      {state.status === 'ready' && state.data.length > 0 ? (
        <ul className="sess-mine-list" aria-label="Your bookings">
          {state.data.map(({ booking, session }) => (
            <li key={booking.sessionId} className="card sess-mine-item">
              {session ? (
                <>
                  <h3 className="sess-title">
                    {session.title}
                    {session.cancelled ? <span className="sess-tag sess-cancelled">Cancelled</span> : null}
                  </h3>
                  <p>{whenText(session)}</p>
                  <p>
                    {session.location.kind === 'online' && session.location.url ? (
                      <>
                        Online: <a href={session.location.url} target="_blank" rel="noreferrer">join link</a>
                      </>
                    ) : session.location.kind === 'online' ? (
                      'Online: the practice will send the link'
                    ) : (
                      whereText(session)
                    )}
                    {session.pricePence !== null ? <> · {priceText(session)}</> : null}
                  </p>
                  <div className="sess-actions">
                    {!session.cancelled ? (
                      <>
                        <CalendarButton session={session} />
                        <button type="button" className="button secondary" disabled={busy === session.id} onClick={() => onCancel(session)} aria-label={`Cancel booking for ${session.title}`}>
                          Cancel booking
                        </button>
                      </>
                    ) : (
                      <span className="muted">The practice has cancelled this session. We are sorry for the change.</span>
                    )}
                  </div>
                </>
              ) : (
                <p className="muted">A session you booked is no longer available.</p>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** Downloads the session's .ics file (times in UTC; calendars show them in the reader's zone). */
function CalendarButton({ session }: { session: SessionSummary }) {
  const ics = sessionIcs(session, session.id, new Date());
  if (!ics) return null;
  return (
    <button type="button" className="button secondary" onClick={() => downloadText(sessionIcsFileName(session), ics, 'text/calendar;charset=utf-8')} aria-label={`Add ${session.title} to calendar (.ics)`}>
      Add to calendar (.ics)
    </button>
  );
}
