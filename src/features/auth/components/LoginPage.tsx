import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { secondFactorsAsked } from '../../../data';
import { Field, Page, SecondFactorCode } from '../../../ui';
import * as api from '../api/auth-api';
import { checkSignIn } from '../validation';
import { AuthForm } from './AuthForm';

export function LoginPage() {
  // ?next= (where a visitor was heading, e.g. a product) carried between sign-in and register
  const { search, state } = useLocation();
  // a message from the page that signed the member out (e.g. their account was deleted)
  const notice = typeof (state as { notice?: unknown } | null)?.notice === 'string' ? (state as { notice: string }).notice : null;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // the password was right and the account has a second factor: the code step
  const [factors, setFactors] = useState<api.SecondFactor[] | null>(null);

  const submit = async () => {
    const found = checkSignIn({ email, password });
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setError(null);
    try {
      
      await api.signIn(email, password);
      // The page's guest guard moves the member on (to ?next= or the dashboard) once signed in.
      await api.waitForUser(true);
    } catch (e) {
      const asked = secondFactorsAsked(e);
      if (asked) {
        setFactors(asked);
        setBusy(false);
        return;
      }
      setError(e instanceof Error ? e.message : 'Something went wrong. Please try again.');
      setBusy(false);
    }
  };

  if (factors) {
    return (
      <Page title="Enter your code" intro="Your account is protected by a second factor. Enter its code to finish signing in.">
        <SecondFactorCode
          factors={factors}
          send={api.sendSignInCode}
          finish={api.finishSignInWithCode}
          // the guest guard moves them on once the sign-in state has the new token
          onDone={() => void api.waitForUser(true)}
          onCancel={() => {
            setFactors(null);
            setPassword('');
          }}
        />
      </Page>
    );
  }

  return (
    <Page title="Sign in" intro="Welcome back. Sign in to see your dashboard, assessments and courses.">
      {notice ? <p className="notice" role="status">{notice}</p> : null}
      <AuthForm onSubmit={() => void submit()} error={error} busy={busy} submitLabel="Sign in">
        <Field label="Email" type="email" name="email" autoComplete="email" value={email} error={errors.email}
          onChange={(e) => setEmail(e.target.value)} />
        <Field label="Password" type="password" name="password" autoComplete="current-password" value={password}
          error={errors.password} onChange={(e) => setPassword(e.target.value)} />
      </AuthForm>
      <p style={{ marginTop: '1rem' }}>
        <Link to="/ForgotPassword">Forgotten your password?</Link> · New here? <Link to={{ pathname: '/Register', search }}>Create an account</Link>
      </p>
    </Page>
  );
}
