import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Field } from './Field';

/** A second factor as the code step shows it (the data layer's SecondFactor fits). */
export interface CodeFactor {
  id: string;
  kind: 'sms' | 'app';
  name: string | null;
  phoneNumber: string | null;
}

/** The code step's operations: text a code to a factor (the button carries the invisible reCAPTCHA), finish with the code. */
export interface SecondFactorCodeProps {
  factors: CodeFactor[];
  send(factorId: string, button: HTMLElement): Promise<void>;
  finish(factorId: string, code: string): Promise<void>;
  onDone(): void;
  onCancel?(): void;
  /** the confirm button's words ("Confirm" unless told) */
  confirmLabel?: string;
}

/** What the code step says about a factor: "a text to +*******0123", "your authenticator app". */
export function factorWords(factor: CodeFactor): string {
  if (factor.kind === 'app') return `your authenticator app${factor.name ? ` (${factor.name})` : ''}`;
  return `a text message to ${factor.phoneNumber ?? 'your phone'}${factor.name ? ` (${factor.name})` : ''}`;
}

/**
 * The second factor's code step: choose a factor when there are several, send the text (its
 * button carries the invisible reCAPTCHA) or open the authenticator app, type the 6-digit code.
 * Used at sign-in, when signing in again in place and before deleting an account; `onDone`
 * runs once `finish` succeeds.
 */
export function SecondFactorCode({ factors, send: sendCode, finish, onDone, onCancel, confirmLabel = 'Confirm' }: SecondFactorCodeProps) {
  const [chosenId, setChosenId] = useState(factors[0]?.id ?? '');
  const chosen = factors.find((factor) => factor.id === chosenId) ?? factors[0];
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sendButton = useRef<HTMLButtonElement>(null);
  const codeBox = useRef<HTMLDivElement>(null);
  const needsSending = chosen?.kind === 'sms' && sentTo !== chosen.id;

  useEffect(() => {
    if (!needsSending) codeBox.current?.querySelector('input')?.focus();
  }, [needsSending]);

  if (!chosen) return <div className="alert" role="alert">This account has no second factor this page can use. Ask an administrator to reset it.</div>;

  const send = async () => {
    if (busy || !sendButton.current) return;
    setBusy(true);
    setError(null);
    try {
      await sendCode(chosen.id, sendButton.current);
      setSentTo(chosen.id);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'We could not send the code. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) {
      setCodeError('Enter the 6-digit code.');
      return;
    }
    setBusy(true);
    setCodeError(null);
    setError(null);
    try {
      await finish(chosen.id, code);
      onDone();
    } catch (e) {
      const message = e instanceof Error ? e.message : 'Something went wrong. Please try again.';
      if ((e as { code?: unknown }).code === 'auth/invalid-verification-code' || (e as { code?: unknown }).code === 'auth/missing-code') setCodeError(message);
      else setError(message);
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={(e) => void confirm(e)} noValidate aria-busy={busy}>
      {factors.length > 1 ? (
        <fieldset className="field">
          <legend>Where should the code come from?</legend>
          {factors.map((factor) => (
            <label key={factor.id} className="choice">
              <input type="radio" name="second-factor" value={factor.id} checked={factor.id === chosen.id} onChange={() => { setChosenId(factor.id); setCode(''); setCodeError(null); }} />
              {' '}{factorWords(factor)}
            </label>
          ))}
        </fieldset>
      ) : (
        <p>Your second factor: {factorWords(chosen)}.</p>
      )}
      {error ? <div className="alert" role="alert">{error}</div> : null}
      {chosen.kind === 'sms' ? (
        <p>
          <button type="button" className={needsSending ? 'button' : 'button secondary'} ref={sendButton} onClick={() => void send()} disabled={busy}>
            {sentTo === chosen.id ? 'Send a new code' : 'Text me a code'}
          </button>
        </p>
      ) : null}
      {sentTo === chosen.id ? <p role="status">We sent a code to {chosen.phoneNumber ?? 'your phone'}. It lasts a few minutes.</p> : null}
      {needsSending ? null : (
        <div ref={codeBox}>
          <Field
            label="6-digit code"
            hint={chosen.kind === 'app' ? 'Open your authenticator app and type the code it shows for this site.' : undefined}
            name="one-time-code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            value={code}
            error={codeError}
            onChange={(e) => setCode(e.target.value)}
          />
          <button className="button" type="submit" disabled={busy}>
            {busy ? <span className="spinner" aria-hidden="true" /> : null}
            {confirmLabel}
          </button>
        </div>
      )}
      {onCancel ? (
        <p>
          <button type="button" className="button secondary" onClick={onCancel} disabled={busy}>Cancel</button>
        </p>
      ) : null}
    </form>
  );
}
