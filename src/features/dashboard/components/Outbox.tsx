import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CONSENT_REQUIRED, ukDateTime } from '@model';
import { memberFormPath, type OutboxItem } from '../../../lib';
import { CrisisRoutes } from '../../../ui/CrisisRoutes';
import { removeFromOutbox, retryOutboxItem, sendOutbox } from '../api/dashboard-api';
import { useOutbox } from '../api/outbox';
import './outbox.css';

const STATE_WORDS: Record<OutboxItem['state'], string> = {
  waiting: 'Waiting to be sent',
  sending: 'Sending…',
  sent: 'Sent',
  refused: 'Not accepted',
};

/** What a sent item's result says: each score, and the notes the form writes for members. */
function SentResult({ item }: { item: OutboxItem }) {
  const result = item.result;
  if (!result) return null;
  const memberFlags = result.flags.filter((f) => f.audience === 'member');
  return (
    <div data-testid="outbox-result">
      {result.flags.some((f) => f.signpost === 'crisis') ? <CrisisRoutes headingLevel={3} /> : null}
      {memberFlags.map((flag) => (
        <p key={flag.id} className={flag.severity === 'info' ? 'notice' : 'alert'}>
          {flag.message}
        </p>
      ))}
      {Object.entries(result.scores).map(([id, scale]) => (
        <p key={id}>
          {scale.title}: {scale.total === null ? 'not scored (some questions were left unanswered)' : <strong>{scale.total} out of {scale.max}</strong>}
          {scale.bandLabel ? <> ({scale.bandLabel})</> : null}
        </p>
      ))}
      <p>
        <Link to={memberFormPath(item.formId)}>See your results for {item.title}</Link>
      </p>
    </div>
  );
}

/** One item, with what the member can do about it; deleting unsent answers asks first. */
function OutboxEntry({ item, uid }: { item: OutboxItem; uid: string }) {
  const [askingDelete, setAskingDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  const heading = `${item.title}`;
  return (
    <li className="card outbox-item" data-testid="outbox-item" data-state={item.state}>
      <h3>{heading}</h3>
      <p className="outbox-state">
        <strong>{STATE_WORDS[item.state]}</strong> · finished on this device {ukDateTime(new Date(item.savedAt))}
      </p>
      {item.state === 'waiting' ? (
        <p className="muted">{item.reason ?? 'It will be sent when you are back online. You can close the app.'}</p>
      ) : null}
      {item.state === 'refused' ? (
        <div className="alert" role="status">
          <p style={{ marginTop: 0 }}>{item.reason}</p>
          <p style={{ marginBottom: 0 }}>
            {item.refusal === CONSENT_REQUIRED ? (
              <>
                <Link to={memberFormPath(item.formId)}>Give your consent on the form</Link>, then send it again.
              </>
            ) : (
              <>
                Your answers are kept here until you choose. <Link to={memberFormPath(item.formId)}>Open the form</Link> to fill it in again, or send it
                again later.
              </>
            )}
          </p>
        </div>
      ) : null}
      {item.state === 'sent' ? <SentResult item={item} /> : null}
      <div className="outbox-actions">
        {item.state === 'waiting' ? (
          <button type="button" className="button" disabled={busy} onClick={() => void act(() => sendOutbox(uid))}>
            Send now
          </button>
        ) : null}
        {item.state === 'refused' ? (
          <button type="button" className="button" disabled={busy} onClick={() => void act(() => retryOutboxItem(uid, item.submissionKey))}>
            Send again
          </button>
        ) : null}
        {item.state === 'sent' ? (
          <button type="button" className="button secondary" onClick={() => void removeFromOutbox(uid, item.submissionKey)}>
            Done
          </button>
        ) : item.state !== 'sending' && !askingDelete ? (
          <button type="button" className="button secondary" disabled={busy} onClick={() => setAskingDelete(true)}>
            Delete
          </button>
        ) : null}
      </div>
      {askingDelete ? (
        <div className="notice" role="alertdialog" aria-label="Delete these answers?">
          <p style={{ marginTop: 0 }}>Delete these answers? They have not been sent, and cannot be brought back.</p>
          <button type="button" className="button" onClick={() => void removeFromOutbox(uid, item.submissionKey)}>
            Delete the answers
          </button>{' '}
          <button type="button" className="button secondary" onClick={() => setAskingDelete(false)}>
            Keep them
          </button>
        </div>
      ) : null}
    </li>
  );
}

/**
 * Assessments finished on this device and not yet sent (or just sent): each with its state and
 * what to do. Nothing shows while the outbox is empty.
 */
export function Outbox({ uid }: { uid: string }) {
  const outbox = useOutbox(uid);
  if (outbox.items.length === 0 && outbox.removed === 0) return null;
  return (
    <section aria-labelledby="outbox-title" data-testid="outbox">
      <h2 id="outbox-title">On this device</h2>
      {outbox.removed > 0 ? (
        <p className="notice" role="status">
          {outbox.removed === 1 ? '1 assessment' : `${outbox.removed} assessments`} kept on this device for more than 7 days without being sent{' '}
          {outbox.removed === 1 ? 'was' : 'were'} removed, so that health answers do not stay on the device. Please fill {outbox.removed === 1 ? 'it' : 'them'} in
          again.
        </p>
      ) : null}
      <ul className="outbox-list">
        {outbox.items.map((item) => (
          <OutboxEntry key={item.submissionKey} item={item} uid={uid} />
        ))}
      </ul>
    </section>
  );
}
