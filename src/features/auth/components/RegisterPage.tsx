import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Field, Page } from '../../../ui';
import * as api from '../api/auth-api';
import { checkRegistration, MIN_PASSWORD_LENGTH, type RegistrationInput } from '../validation';
import { AuthForm } from './AuthForm';

export function RegisterPage() {
  // ?next= (where a visitor was heading, e.g. a product) carried between sign-in and register
  const { search } = useLocation();
  const [input, setInput] = useState<RegistrationInput>({ displayName: '', email: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof RegistrationInput, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof RegistrationInput) => (e: React.ChangeEvent<HTMLInputElement>) => setInput({ ...input, [key]: e.target.value });

  const submit = async () => {
    const found = checkRegistration(input);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setError(null);
    try {
      
      await api.register(input);
      // The page's guest guard moves the member on (to ?next= or the dashboard) once signed in.
      await api.waitForUser(true);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Something went wrong. Please try again.');
      setBusy(false);
    }
  };

  return (
    <Page title="Create your account" intro="Members complete their assessments and follow courses from a private dashboard.">
      <AuthForm onSubmit={() => void submit()} error={error} busy={busy} submitLabel="Create account">
        <Field label="Your name" name="name" autoComplete="name" value={input.displayName} error={errors.displayName} onChange={set('displayName')} />
        <Field label="Email" type="email" name="email" autoComplete="email" value={input.email} error={errors.email} onChange={set('email')} />
        <Field label="Password" type="password" name="new-password" autoComplete="new-password" hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          value={input.password} error={errors.password} onChange={set('password')} />
        <Field label="Confirm password" type="password" name="confirm-password" autoComplete="new-password" value={input.confirm}
          error={errors.confirm} onChange={set('confirm')} />
      </AuthForm>
      <p style={{ marginTop: '1rem' }}>
        Already a member? <Link to={{ pathname: '/login', search }}>Sign in</Link>. By creating an account you agree to our <Link to="/Terms">terms</Link> and{' '}
        <Link to="/Privacy">privacy notice</Link>.
      </p>
    </Page>
  );
}
