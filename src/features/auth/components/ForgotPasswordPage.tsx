import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Field, Page } from '../../../ui';
import * as api from '../api/auth-api';
import { checkEmail } from '../validation';
import { AuthForm } from './AuthForm';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [emulatorLink, setEmulatorLink] = useState<string | null>(null);

  const submit = async () => {
    const found = checkEmail(email);
    setFieldError(found);
    if (found) return;
    setBusy(true);
    setError(null);
    try {
      
      await api.requestPasswordReset(email);
      setSent(true);
      // Locally no email is sent: the Auth emulator keeps the link, so show it.
      setEmulatorLink(await api.emulatorResetLink(email));
    } catch (e) {
      // Do not reveal whether an account exists: treat "no such user" as sent.
      if (e instanceof Error && 'code' in e && (e as { code: string }).code === 'auth/user-not-found') setSent(true);
      else setError(e instanceof Error ? e.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title="Reset your password" intro="Enter the email you signed up with and we will send you a link to choose a new password.">
      {sent ? (
        <div className="notice" role="status">
          <p>If an account exists for {email.trim()}, a reset link is on its way. Check your inbox and spam folder.</p>
          {emulatorLink ? (
            <p>
              Local emulator: no email is sent. <a href={emulatorLink}>Open the password reset link</a>.
            </p>
          ) : null}
          <p><Link to="/login">Back to sign in</Link></p>
        </div>
      ) : (
        <AuthForm onSubmit={() => void submit()} error={error} busy={busy} submitLabel="Send reset link">
          <Field label="Email" type="email" name="email" autoComplete="email" value={email} error={fieldError} onChange={(e) => setEmail(e.target.value)} />
        </AuthForm>
      )}
    </Page>
  );
}
