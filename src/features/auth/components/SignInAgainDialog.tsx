import { useEffect, useRef, useState, type FormEvent } from 'react';
import { DataError, secondFactorsAsked, setSignInAgainPrompt } from '../../../data';
import { Dialog, Field, SecondFactorCode } from '../../../ui';
import * as api from '../api/auth-api';

/** Why the sensitive action did not go ahead when the person closed the dialog. */
export const SIGN_IN_AGAIN_CANCELLED = 'Not done: it needs you to confirm it is you. Try again when you are ready.';

type Waiting = { resolve(): void; reject(error: Error): void };

/**
 * "Confirm it is you", in place: a sensitive action (bulk export, erasure, role change, removing a
 * factor) refused for a sign-in older than 5 minutes opens this over the page; the password, then
 * the second factor's code; the action then carries on by itself. Closing it leaves the page as it
 * was and says the action was not done. Mounted once by the administrators' layout.
 */
export function SignInAgainDialog() {
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [factors, setFactors] = useState<api.SecondFactor[] | null>(null);
  const [busy, setBusy] = useState(false);
  const current = useRef<Waiting | null>(null);

  useEffect(() => setSignInAgainPrompt(() => new Promise<void>((resolve, reject) => {
    // one question at a time: a second refusal meanwhile waits for the same answer
    const previous = current.current;
    const next: Waiting = previous
      ? { resolve: () => { previous.resolve(); resolve(); }, reject: (error) => { previous.reject(error); reject(error); } }
      : { resolve, reject };
    current.current = next;
    setWaiting(next);
  })), []);

  const close = (outcome: 'done' | 'cancelled') => {
    const done = current.current;
    current.current = null;
    setWaiting(null);
    setPassword('');
    setPasswordError(null);
    setFactors(null);
    setBusy(false);
    if (outcome === 'done') done?.resolve();
    else done?.reject(new DataError('cancelled', SIGN_IN_AGAIN_CANCELLED));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!password) {
      setPasswordError('Enter your password.');
      return;
    }
    setBusy(true);
    setPasswordError(null);
    try {
      await api.signInAgain(password);
      close('done');
    } catch (e) {
      setBusy(false);
      const asked = secondFactorsAsked(e);
      if (asked) {
        setFactors(asked);
        return;
      }
      setPasswordError(e instanceof Error ? e.message : 'Something went wrong. Please try again.');
    }
  };

  if (!waiting) return null;
  return (
    <Dialog title="Confirm it is you" onCancel={() => close('cancelled')}>
      <p>This needs a sign-in from the last 5 minutes. Confirm it is you and it carries on.</p>
      {factors ? (
        <SecondFactorCode factors={factors} send={api.sendSignInCode} finish={api.finishSignInWithCode} onDone={() => close('done')} onCancel={() => close('cancelled')} />
      ) : (
        <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
          <Field
            label="Your password"
            type="password"
            name="current-password"
            autoComplete="current-password"
            value={password}
            error={passwordError}
            data-autofocus
            onChange={(e) => setPassword(e.target.value)}
          />
          <div className="ui-dialog-actions">
            <button className="button" type="submit" disabled={busy}>
              {busy ? <span className="spinner" aria-hidden="true" /> : null}
              Continue
            </button>
            <button className="button secondary" type="button" onClick={() => close('cancelled')} disabled={busy}>Cancel</button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
