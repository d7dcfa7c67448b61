import { useEffect, useRef, useState } from 'react';
import { SESSION_KIND_WORDS, ukDateTime } from '@model';
import { Dialog, Loading, Page } from '../../../../ui';
import { listAllSessions, listAttendees, setSessionCancelled, setSessionPublished, type SessionSummary } from '../../api/sessions-admin';
import { useLoad } from '../../../../ui/use-load';
import { whenText, whereText } from '../public/session-words';
import { SessionEditor } from './SessionEditor';
import { emptySessionForm, sessionToForm } from './session-form';
import './admin-sessions.css';

type Mode = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; session: SessionSummary };

/** `/admin/add-session`: add a session; the upcoming ones with places taken, attendees, edit, publish / unpublish, cancel. */
export function AddSessionPage() {
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [version, setVersion] = useState(0);
  const [list, retry] = useLoad(listAllSessions, `all:${version}`);
  const [notice, setNotice] = useState<{ text: string; error?: boolean } | null>(null);
  const [attendeesOf, setAttendeesOf] = useState<SessionSummary | null>(null);
  const [cancelling, setCancelling] = useState<SessionSummary | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice && mode.kind === 'list') noticeRef.current?.focus();
  }, [notice, mode.kind]);

  const backToList = (text: string, error = false) => {
    setNotice({ text, error });
    setMode({ kind: 'list' });
    setVersion((v) => v + 1);
  };
  const change = async (s: SessionSummary, work: () => Promise<void>, done: string) => {
    setBusy(s.id);
    try {
      await work();
      backToList(done);
    } catch (error) {
      backToList(`Not changed. ${error instanceof Error ? error.message : 'Please try again.'}`, true);
    } finally {
      setBusy(null);
    }
  };

  const intro = 'Schedule group classes, workshops and 1:1 slots (UK time). Members book on the sessions page.';
  if (mode.kind !== 'list') {
    return (
      <Page title="Add session" intro={intro}>
        <SessionEditor
          key={mode.kind === 'edit' ? mode.session.id : 'new'}
          initial={mode.kind === 'edit' ? sessionToForm(mode.session) : emptySessionForm()}
          existing={mode.kind === 'edit' ? mode.session : null}
          onSaved={(message) => backToList(message)}
          onCancel={() => setMode({ kind: 'list' })}
        />
      </Page>
    );
  }

  const now = Date.now();
  const all = list.status === 'ready' ? list.data : [];
  const upcoming = all.filter((s) => !s.endsAt || s.endsAt.getTime() >= now);
  const past = all.filter((s) => s.endsAt && s.endsAt.getTime() < now).reverse();
  return (
    <Page title="Add session" intro={intro}>
      <p>
        <button
          type="button"
          className="button"
          onClick={() => {
            setNotice(null);
            setMode({ kind: 'new' });
          }}
        >
          New session
        </button>
      </p>
      <p role="status" ref={noticeRef} tabIndex={-1} className={notice ? (notice.error ? 'alert' : 'notice') : 'visually-hidden'}>
        {notice?.text ?? ''}
      </p>
      {list.status === 'error' ? (
        <div className="alert" role="alert">
          <p>We could not load the sessions. {list.message}</p>
          <button type="button" className="button secondary" onClick={retry}>
            Try again
          </button>
        </div>
      ) : list.status === 'loading' ? (
        <Loading label="Loading sessions…" />
      ) : (
        <>
          <h2>Upcoming sessions</h2>
          {upcoming.length === 0 ? (
            <div className="placeholder">
              <p>No upcoming sessions. Press New session to schedule one.</p>
            </div>
          ) : (
            <SessionTable
              sessions={upcoming}
              busy={busy}
              onEdit={(s) => {
                setNotice(null);
                setMode({ kind: 'edit', session: s });
              }}
              onAttendees={setAttendeesOf}
              onPublish={(s) => change(s, () => setSessionPublished(s.id, !s.published), s.published ? `“${s.title}” is unpublished.` : `“${s.title}” is published.`)}
              onCancel={(s) => (s.cancelled ? change(s, () => setSessionCancelled(s.id, false), `“${s.title}” is back on.`) : setCancelling(s))}
            />
          )}
          {past.length ? (
            <details className="as-past">
              <summary>Past sessions ({past.length})</summary>
              <SessionTable sessions={past} busy={busy} onAttendees={setAttendeesOf} />
            </details>
          ) : null}
        </>
      )}
      {attendeesOf ? <AttendeesDialog session={attendeesOf} onClose={() => setAttendeesOf(null)} /> : null}
      {cancelling ? (
        <Dialog title={`Cancel “${cancelling.title}”?`} onCancel={() => setCancelling(null)}>
          <p>
            It will show as cancelled and no one can book it.{' '}
            {cancelling.bookedCount
              ? `${cancelling.bookedCount} ${cancelling.bookedCount === 1 ? 'person has' : 'people have'} booked: their bookings stay, marked cancelled. Let them know (see Attendees for their emails).`
              : 'No one has booked it yet.'}
          </p>
          <div className="as-actions">
            <button
              type="button"
              className="button"
              onClick={() => {
                const s = cancelling;
                setCancelling(null);
                void change(s, () => setSessionCancelled(s.id, true), `“${s.title}” is cancelled.`);
              }}
            >
              Cancel the session
            </button>
            <button type="button" className="button secondary" data-autofocus onClick={() => setCancelling(null)}>
              Keep it
            </button>
          </div>
        </Dialog>
      ) : null}
    </Page>
  );
}

function SessionTable({
  sessions,
  busy,
  onEdit,
  onAttendees,
  onPublish,
  onCancel,
}: {
  sessions: SessionSummary[];
  busy: string | null;
  onEdit?(s: SessionSummary): void;
  onAttendees(s: SessionSummary): void;
  onPublish?(s: SessionSummary): void;
  onCancel?(s: SessionSummary): void;
}) {
  return (
    <ul className="as-list" aria-label="Sessions">
      {sessions.map((s) => (
        <li key={s.id} className="card as-item" aria-label={s.title}>
          <h3 className="as-title">
            {s.title}
            <span className="as-state">{s.cancelled ? 'Cancelled' : s.published ? 'Published' : 'Draft'}</span>
          </h3>
          <p className="muted">
            {SESSION_KIND_WORDS[s.kind]} · {s.audience === 'members' ? 'Members' : 'Everyone'} · {whereText(s)}
          </p>
          <p>{whenText(s)}</p>
          <p>
            <strong>
              {s.bookedCount} of {s.capacity}
            </strong>{' '}
            places taken
          </p>
          <div className="as-actions">
            <button type="button" className="button secondary" onClick={() => onAttendees(s)} aria-label={`Attendees of ${s.title}`}>
              Attendees
            </button>
            {onEdit ? (
              <button type="button" className="button secondary" onClick={() => onEdit(s)} disabled={busy === s.id} aria-label={`Edit ${s.title}`}>
                Edit
              </button>
            ) : null}
            {onPublish ? (
              <button type="button" className="button secondary" onClick={() => onPublish(s)} disabled={busy === s.id} aria-label={`${s.published ? 'Unpublish' : 'Publish'} ${s.title}`}>
                {s.published ? 'Unpublish' : 'Publish'}
              </button>
            ) : null}
            {onCancel ? (
              <button type="button" className="button secondary" onClick={() => onCancel(s)} disabled={busy === s.id} aria-label={`${s.cancelled ? 'Reinstate' : 'Cancel'} ${s.title}`}>
                {s.cancelled ? 'Reinstate' : 'Cancel session'}
              </button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

function AttendeesDialog({ session, onClose }: { session: SessionSummary; onClose(): void }) {
  const [list, retry] = useLoad(() => listAttendees(session.id), session.id);
  return (
    <Dialog title={`Attendees: ${session.title}`} onCancel={onClose}>
      <p className="muted">{whenText(session)}</p>
      {list.status === 'loading' ? <Loading label="Loading attendees…" /> : null}
      {list.status === 'error' ? (
        <div className="alert" role="alert">
          <p>We could not load the attendees. {list.message}</p>
          <button type="button" className="button secondary" onClick={retry}>
            Try again
          </button>
        </div>
      ) : null}
      {list.status === 'ready' && list.data.length === 0 ? <p>No one has booked yet.</p> : null}
      {list.status === 'ready' && list.data.length > 0 ? (
        <div className="as-table-wrap">
          <table className="as-table">
            <caption className="visually-hidden">People booked on {session.title}</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Booked</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((a) => (
                <tr key={a.uid}>
                  <td>{a.displayName || '—'}</td>
                  <td>{a.email ? <a href={`mailto:${a.email}`}>{a.email}</a> : '—'}</td>
                  <td>{a.bookedAt ? ukDateTime(a.bookedAt) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <div className="as-actions">
        <button type="button" className="button secondary" data-autofocus onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
