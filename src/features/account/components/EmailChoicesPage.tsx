import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { REMINDER_KINDS, REMINDER_WORDS, type EmailChoices } from '@model';
import { Loading, Page } from '../../../ui';
import { useEmailChoices, useSaveEmailChoices } from '../api/email-choices-query';
import './email-choices.css';

/**
 * `/dashboard/emails`: which reminder emails the member gets (a form assigned, a form due, a session
 * tomorrow), each on unless they switch it off here or with the link in the email. Emails about
 * their bookings and their account always come. No email carries health information.
 */
export function EmailChoicesPage() {
  const stored = useEmailChoices();
  const save = useSaveEmailChoices();
  const [choices, setChoices] = useState<EmailChoices | null>(null);
  useEffect(() => {
    if (stored.data && !choices) setChoices(stored.data);
  }, [stored.data, choices]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choices) save.mutate(choices);
  };
  const changed = Boolean(choices && stored.data && REMINDER_KINDS.some((kind) => choices[kind] !== stored.data[kind]));

  let body;
  if (stored.isPending || (!choices && !stored.isError)) body = <Loading label="Loading your email choices…" />;
  else if (stored.isError || !choices) {
    body = (
      <div className="alert" role="alert">
        <p>We could not load your email choices. {stored.error?.message}</p>
        <button type="button" className="button secondary" onClick={() => void stored.refetch()}>Try again</button>
      </div>
    );
  } else {
    body = (
      <form onSubmit={submit} noValidate>
        <fieldset className="email-choices">
          <legend>Send me an email when</legend>
          {REMINDER_KINDS.map((kind) => (
            <div className="field email-choice" key={kind}>
              <label>
                <input
                  type="checkbox"
                  checked={choices[kind]}
                  onChange={(event) => {
                    save.reset();
                    setChoices({ ...choices, [kind]: event.target.checked });
                  }}
                  aria-describedby={`email-choice-${kind}-hint`}
                />{' '}
                {REMINDER_WORDS[kind].label}
              </label>
              <span id={`email-choice-${kind}-hint`} className="field-hint">{REMINDER_WORDS[kind].hint}</span>
            </div>
          ))}
        </fieldset>
        {save.isError ? <p className="alert" role="alert">Not saved: {save.error.message} Your choices are still here; please try again.</p> : null}
        <p role="status" aria-live="polite" className="muted">{save.isSuccess && !changed ? 'Saved. Your choices apply to the next email.' : ''}</p>
        <button type="submit" className="button" disabled={save.isPending}>{save.isPending ? 'Saving…' : 'Save choices'}</button>
      </form>
    );
  }

  return (
    <Page title="Emails we send you" intro="Choose which reminders you get. Emails about your bookings (confirmations and cancellations) and your account's security always come.">
      {body}
      <p className="muted">
        Our emails never include your answers, scores or notes: they say something is waiting and link to the app, where you sign in to see it.
        Every reminder also has a link to stop that kind of email in one click.
      </p>
      <p><Link to="/dashboard">Back to your dashboard</Link></p>
    </Page>
  );
}
