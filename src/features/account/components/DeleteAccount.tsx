import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { secondFactorsAsked } from '../../../data';
import { Field, SecondFactorCode } from '../../../ui';
import { deleteMyAccount, eraseMyAccount, finishSignInWithCode, sendSignInCode, waitForUser, type ErasureStage, type SecondFactor } from '../api/erasure';
import './delete-account.css';

/** What the member sees while the deletion runs. */
export const STAGE_WORDS: Readonly<Record<ErasureStage, string>> = {
  confirming: 'Checking your password…',
  erasing: 'Deleting your account and your data… this can take a minute. Please keep this page open.',
  'signing-out': 'Signing you out…',
};

/** Where the member lands once their account is gone: the sign-in page says it is done. */
export const ACCOUNT_DELETED_NOTICE =
  'Your account has been deleted, with your answers, notes, courses and bookings. You have been signed out. Orders are kept for our accounts without your name.';

type Stage = 'idle' | 'confirm' | ErasureStage;

/**
 * "Delete your account" on /dashboard/my-data: what goes and what is kept, the
 * password again (the server accepts only a sign-in from the last five minutes) and, for an
 * account with a second factor, its code (SecondFactorCode), progress, errors
 * in words (a deletion that stopped part-way continues when tried again), then this device's
 * local copies go, the member is signed out and lands on the sign-in page, which says it is done.
 */
export function DeleteAccount() {
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>('idle');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** set while the second factor's code is asked for, after the password */
  const [factors, setFactors] = useState<SecondFactor[] | null>(null);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const passwordRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef<'confirm' | 'open' | 'alert' | 'password' | 'code' | null>(null);
  const codeHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'confirm') confirmHeading.current?.focus();
    if (target === 'open') openButton.current?.focus();
    if (target === 'alert') alertRef.current?.focus();
    if (target === 'password') passwordRef.current?.querySelector('input')?.focus();
    if (target === 'code') codeHeading.current?.focus();
  });

  const busy = stage === 'confirming' || stage === 'erasing' || stage === 'signing-out';

  const move = (next: Stage, focus: typeof focusNext.current) => {
    focusNext.current = focus;
    setStage(next);
  };

  /** Deletion failed: a wrong password beside the field, anything else in the alert; the password step again. */
  const failed = (e: unknown) => {
    const message = e instanceof Error ? e.message : 'We could not delete your account. Please try again.';
    const wrongPassword = typeof (e as { code?: unknown }).code === 'string' && /auth\/(invalid-credential|wrong-password|missing-password)/.test((e as { code: string }).code);
    setFactors(null);
    if (wrongPassword) {
      setPasswordError(message);
      move('confirm', 'password');
    } else {
      setError(message);
      move('confirm', 'alert');
    }
  };

  const finished = async () => {
    await waitForUser(false);
    navigate('/login', { replace: true, state: { notice: ACCOUNT_DELETED_NOTICE } });
  };

  /** The second factor's code was right: the sign-in is confirmed, the erasure runs. */
  const eraseAfterCode = async () => {
    try {
      await eraseMyAccount(setStage);
      await finished();
    } catch (e) {
      failed(e);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!password) {
      setPasswordError('Enter your password to confirm it is you.');
      focusNext.current = 'password';
      setError(null);
      return;
    }
    setPasswordError(null);
    setError(null);
    try {
      await deleteMyAccount(password, setStage);
      await finished();
    } catch (e) {
      const asked = secondFactorsAsked(e);
      if (asked) {
        setFactors(asked);
        move('confirm', 'code');
        return;
      }
      failed(e);
    }
  };

  return (
    <section className="card delete-account" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">Delete your account</h2>
      <p>Deleting your account cannot be undone. We delete:</p>
      <ul>
        <li>your sign-in account and your profile (name, email, phone, consent record);</li>
        <li>every assessment you started or sent, with its scores and any flags;</li>
        <li>notes your practitioner wrote about you, forms assigned to you, your courses and progress;</li>
        <li>your session bookings (places at sessions still to come are given back);</li>
        <li>copies of unsent answers kept on this device.</li>
      </ul>
      <p>We keep only what the law requires, with your name taken off:</p>
      <ul>
        <li>your orders and payment records, for six years, for our accounts (they hold no health information);</li>
        <li>a record that an account was deleted, and when (not what it held).</li>
      </ul>
      <p className="muted">You may want to download a copy of your data first (above).</p>

      {stage === 'idle' ? (
        <button type="button" className="button danger" ref={openButton} onClick={() => move('confirm', 'confirm')}>
          Delete my account…
        </button>
      ) : factors ? (
        <div className="delete-account__confirm">
          <h3 id="delete-account-code-title" ref={codeHeading} tabIndex={-1}>
            Enter your code
          </h3>
          <p>Your account is protected by a second factor. Enter its code to confirm it is you; then your account is deleted.</p>
          <SecondFactorCode
            factors={factors}
            send={sendSignInCode}
            finish={finishSignInWithCode}
            confirmLabel="Delete my account permanently"
            onDone={() => void eraseAfterCode()}
            onCancel={() => {
              setFactors(null);
              setPassword('');
              setError(null);
              move('confirm', 'password');
            }}
          />
        </div>
      ) : (
        <form className="delete-account__confirm" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="delete-account-confirm-title">
          <h3 id="delete-account-confirm-title" ref={confirmHeading} tabIndex={-1}>
            Confirm it is you
          </h3>
          <div ref={passwordRef}>
          <Field
            label="Your password"
            hint="For your security we ask for your password again before deleting anything."
            type="password"
            name="current-password"
            autoComplete="current-password"
            value={password}
            error={passwordError}
            disabled={busy}
            onChange={(e) => setPassword(e.target.value)}
          />
          </div>
          {error ? (
            <div className="alert" role="alert" tabIndex={-1} ref={alertRef}>
              {error}
            </div>
          ) : null}
          <div className="delete-account__actions">
            <button type="submit" className="button danger" aria-disabled={busy || undefined}>
              {busy ? 'Deleting…' : 'Delete my account permanently'}
            </button>
            <button
              type="button"
              className="button secondary"
              disabled={busy}
              onClick={() => {
                setPassword('');
                setPasswordError(null);
                setError(null);
                move('idle', 'open');
              }}
            >
              Keep my account
            </button>
          </div>
        </form>
      )}
      <p role="status" aria-live="polite" className={busy ? 'delete-account__progress' : 'visually-hidden'}>
        {busy ? (
          <>
            <span className="spinner" aria-hidden="true" /> {STAGE_WORDS[stage]}
          </>
        ) : null}
      </p>
    </section>
  );
}
