import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { EMAIL_MISMATCH, secondFactorRemovedMessage } from '@model';
import { Dialog, Field } from '../../../../ui';
import { removeSecondFactor } from '../../api/member-api';
import { useSignedInUid } from '../../api/member-role';

/**
 * Recovery of a lost second factor: another administrator removes the account's factors, typing
 * its email as confirmation (the removeSecondFactor callable: audited, the account's sessions end
 * on every device; it needs a sign-in from the last 5 minutes, asked again in place). The account
 * sets up a new factor at its next sign-in. Never one's own: that is the sign-in security page.
 */
export function MemberSecondFactor({ memberId, name, email }: { memberId: string; name: string; email: string | null }) {
  const me = useSignedInUid();
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const close = () => {
    setConfirming(false);
    setTyped('');
    setTypedError(null);
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!typed.trim()) {
      setTypedError(`Type ${name}’s email address to confirm.`);
      return;
    }
    setBusy(true);
    setTypedError(null);
    setError(null);
    try {
      const answer = await removeSecondFactor(memberId, typed);
      close();
      setAnnouncement(secondFactorRemovedMessage(answer));
    } catch (e) {
      const message = e instanceof Error ? e.message : 'Something went wrong. Please try again.';
      if ((e as { details?: { reason?: unknown } }).details?.reason === EMAIL_MISMATCH) setTypedError(message);
      else setError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card mr-card mr-no-print" aria-labelledby="mr-second-factor">
      <h2 id="mr-second-factor">Second factor</h2>
      {me === memberId ? (
        <p>This is you: manage your own second factors on the <Link to="/dashboard/sign-in-security">sign-in security page</Link>.</p>
      ) : (
        <>
          <p className="muted">
            If {name} has lost the phone or app they sign in with, remove their second factor. Their sessions end on every device and they set
            up a new one the next time they sign in (an administrator must, before using the administration pages). It is recorded in the audit log.
          </p>
          <p>
            <button type="button" className="button secondary" onClick={() => { setAnnouncement(''); setConfirming(true); }}>Remove second factor…</button>
          </p>
        </>
      )}
      <p role="status" aria-live="polite">{announcement}</p>
      {confirming ? (
        <Dialog title={`Remove ${name}’s second factor?`} onCancel={busy ? undefined : close}>
          <form onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
            <p>Only do this when you are sure it is {name} asking, for example by calling them on a number you already hold.</p>
            <Field
              label={`Type ${name}’s email address to confirm`}
              hint={email ? `It is ${email}.` : undefined}
              type="email"
              name="confirm-email"
              autoComplete="off"
              value={typed}
              error={typedError}
              data-autofocus
              onChange={(e) => setTyped(e.target.value)}
            />
            {error ? <div className="alert" role="alert">Not removed: {error}</div> : null}
            <div className="ui-dialog-actions">
              <button type="submit" className="button danger" disabled={busy}>{busy ? 'Removing…' : 'Remove second factor'}</button>
              <button type="button" className="button secondary" disabled={busy} onClick={close}>Cancel</button>
            </div>
          </form>
        </Dialog>
      ) : null}
    </section>
  );
}
