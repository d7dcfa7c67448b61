import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { safeNext } from '../../../lib';
import { Field, Loading, Page } from '../../../ui';
import * as api from '../api/second-factor';
import './sign-in-security.css';

/** The name an authenticator app shows beside the code. */
const ISSUER = 'Wellness practice';

type Method = 'app' | 'sms';
type Step = { method: Method; stage: 'start' } | { method: 'sms'; stage: 'code'; phone: string } | { method: 'app'; stage: 'code'; key: string; qr: string | null };

/** Pure: an authenticator key in groups of four, easier to type by hand. */
export function groupedKey(key: string): string {
  return key.replace(/(.{4})/g, '$1 ').trim();
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}

/**
 * `/dashboard/sign-in-security`: the account's second factors and setting one up, an
 * authenticator app (QR code and the key as text; recommended) or a text message. Optional for
 * members; an administrator without one is sent here from every /admin page, and goes on to
 * where they were heading (?next=) once it is on.
 */
export function SignInSecurityPage() {
  const user = api.useSignedIn((s) => s.user);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const [factors, setFactors] = useState<api.SecondFactor[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const appsAvailable = api.authenticatorAppsAvailable();
  const [step, setStep] = useState<Step>({ method: appsAvailable ? 'app' : 'sms', stage: 'start' });
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<{ phone?: string; code?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  // enrolled on the way somewhere (?next=): go on once the sign-in state holds the new token
  const [goOn, setGoOn] = useState(false);
  const sendButton = useRef<HTMLButtonElement>(null);
  const codeBox = useRef<HTMLDivElement>(null);

  const reload = useCallback(() => {
    api.mySecondFactors().then(setFactors, (e: unknown) => setLoadError(errorText(e)));
  }, []);
  useEffect(reload, [reload, user?.secondFactor]);
  useEffect(() => {
    if (step.stage === 'code') codeBox.current?.querySelector('input')?.focus();
  }, [step.stage]);
  useEffect(() => {
    if (goOn && next && user?.secondFactor) navigate(safeNext(next), { replace: true });
  }, [goOn, next, user?.secondFactor, navigate]);

  if (!user) return <Loading label="Checking your sign-in…" />;
  const mustEnrol = user.isAdmin && !user.secondFactor;

  const choose = (method: Method) => {
    setStep({ method, stage: 'start' });
    setCode('');
    setFieldError({});
    setError(null);
  };

  const sendText = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !sendButton.current) return;
    if (!phone.trim()) {
      setFieldError({ phone: 'Enter your mobile number.' });
      return;
    }
    setBusy(true);
    setFieldError({});
    setError(null);
    try {
      await api.sendEnrolmentCode(phone, sendButton.current);
      setStep({ method: 'sms', stage: 'code', phone });
      setStatus(`We sent a code to ${phone}.`);
    } catch (e) {
      const message = errorText(e);
      if ((e as { code?: unknown }).code === 'auth/invalid-phone-number') setFieldError({ phone: message });
      else setError(message);
    } finally {
      setBusy(false);
    }
  };

  const showQr = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const { uri, key } = await api.startAppEnrolment(ISSUER);
      // the key as text works even if the picture does not
      const qr = await api.qrCodeImage(uri).catch(() => null);
      setStep({ method: 'app', stage: 'code', key, qr });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const turnOn = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) {
      setFieldError({ code: 'Enter the 6-digit code.' });
      return;
    }
    setBusy(true);
    setFieldError({});
    setError(null);
    try {
      await api.finishEnrolment(code, name || (step.method === 'app' ? 'Authenticator app' : 'My phone'));
      setCode('');
      setName('');
      setStep({ method: step.method, stage: 'start' });
      setStatus('Your second factor is on. From now on you sign in with your password and a code.');
      reload();
      setGoOn(true);
    } catch (e) {
      const message = errorText(e);
      if ((e as { code?: unknown }).code === 'auth/invalid-verification-code' || (e as { code?: unknown }).code === 'auth/missing-code') setFieldError({ code: message });
      else setError(message);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (factor: api.SecondFactor) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await api.removeMySecondFactor(factor.id);
      setRemoving(null);
      setStatus(`${factor.name ?? 'That second factor'} was removed.`);
      reload();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title="Sign-in security" intro="A second factor means a stolen or guessed password is not enough to get into your account: signing in also asks for a code from your phone.">
      {mustEnrol ? (
        <div className="notice" role="status">
          <strong>Administrators must set up a second factor</strong> before using the administration pages: they open members’ health
          information. It takes a minute.
        </div>
      ) : null}
      {user.hasSecondFactor && !user.secondFactor && user.isAdmin ? (
        <div className="alert" role="alert">
          You have a second factor, but this sign-in did not use it.{' '}
          <button type="button" className="button secondary" onClick={() => void api.signOut().then(() => navigate('/login'))}>Sign out and sign in again</button>
        </div>
      ) : null}
      {status ? <p className="notice" role="status">{status}</p> : null}
      {error ? <div className="alert" role="alert">{error}</div> : null}

      <section className="card sign-in-security" aria-labelledby="factors-title">
        <h2 id="factors-title">Your second factors</h2>
        {loadError ? <div className="alert" role="alert">{loadError}</div> : null}
        {factors === null && !loadError ? <Loading label="Loading your second factors…" /> : null}
        {factors?.length === 0 ? <p className="muted">None yet: you sign in with your password only.</p> : null}
        {factors && factors.length > 0 ? (
          <ul className="sign-in-security__factors">
            {factors.map((factor) => (
              <li key={factor.id}>
                <span>
                  <strong>{factor.name ?? (factor.kind === 'app' ? 'Authenticator app' : 'Phone')}</strong>{' '}
                  {factor.kind === 'app' ? 'authenticator app' : `text message to ${factor.phoneNumber ?? 'a phone'}`}
                </span>
                {removing === factor.id ? (
                  <span className="sign-in-security__confirm">
                    {user.isAdmin && factors.length === 1 ? 'You will need to set up another before using the administration pages. ' : ''}
                    Remove it?{' '}
                    <button type="button" className="button danger" onClick={() => void remove(factor)} disabled={busy}>Remove</button>{' '}
                    <button type="button" className="button secondary" onClick={() => setRemoving(null)} disabled={busy}>Keep it</button>
                  </span>
                ) : (
                  <button type="button" className="button secondary" onClick={() => setRemoving(factor.id)} disabled={busy}>Remove…</button>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <section className="card sign-in-security" aria-labelledby="add-title">
        <h2 id="add-title">{factors && factors.length > 0 ? 'Add another' : 'Set up a second factor'}</h2>
        <fieldset className="field" disabled={busy || step.stage === 'code'}>
          <legend>How should we ask for your code?</legend>
          <label className="choice">
            <input type="radio" name="method" value="app" checked={step.method === 'app'} onChange={() => choose('app')} disabled={!appsAvailable} />
            {' '}An authenticator app (recommended){appsAvailable ? '' : ': not available on the local emulators, use a text message'}
          </label>
          <label className="choice">
            <input type="radio" name="method" value="sms" checked={step.method === 'sms'} onChange={() => choose('sms')} />
            {' '}A text message to your mobile
          </label>
        </fieldset>

        {step.method === 'sms' && step.stage === 'start' ? (
          <form className="form" onSubmit={(e) => void sendText(e)} noValidate aria-busy={busy}>
            <Field label="Mobile number" hint="A UK mobile, like 07700 900123, or an international number starting with +." type="tel" name="phone" autoComplete="tel"
              value={phone} error={fieldError.phone} onChange={(e) => setPhone(e.target.value)} />
            <Field label="A name for it (optional)" hint="For example: My phone" name="factor-name" value={name} onChange={(e) => setName(e.target.value)} />
            <button className="button" type="submit" ref={sendButton} disabled={busy}>
              {busy ? <span className="spinner" aria-hidden="true" /> : null}
              Text me a code
            </button>
          </form>
        ) : null}

        {step.method === 'app' && step.stage === 'start' ? (
          <div className="form">
            <p>Use an app such as Google Authenticator, Microsoft Authenticator or 1Password. We show a QR code to scan, and the key to type if you cannot scan.</p>
            <Field label="A name for it (optional)" hint="For example: Authenticator on my phone" name="factor-name" value={name} onChange={(e) => setName(e.target.value)} />
            <button type="button" className="button" onClick={() => void showQr()} disabled={busy || !appsAvailable}>
              {busy ? <span className="spinner" aria-hidden="true" /> : null}
              Show the QR code
            </button>
          </div>
        ) : null}

        {step.stage === 'code' ? (
          <form className="form" onSubmit={(e) => void turnOn(e)} noValidate aria-busy={busy}>
            {step.method === 'app' ? (
              <div className="sign-in-security__qr">
                {step.qr ? <img src={step.qr} alt="QR code for your authenticator app" width={220} height={220} /> : null}
                <p>
                  Or type this key into the app: <code className="sign-in-security__key">{groupedKey(step.key)}</code>
                </p>
              </div>
            ) : (
              <p>Enter the code we sent to {step.phone}.</p>
            )}
            <div ref={codeBox}>
              <Field label="6-digit code" name="one-time-code" autoComplete="one-time-code" inputMode="numeric" maxLength={7}
                value={code} error={fieldError.code} onChange={(e) => setCode(e.target.value)} />
            </div>
            <div className="ui-dialog-actions">
              <button className="button" type="submit" disabled={busy}>
                {busy ? <span className="spinner" aria-hidden="true" /> : null}
                Turn it on
              </button>
              <button type="button" className="button secondary" onClick={() => choose(step.method)} disabled={busy}>Start again</button>
            </div>
          </form>
        ) : null}
      </section>
    </Page>
  );
}
