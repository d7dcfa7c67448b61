import { useId, useState, type FormEvent } from 'react';
import { ALERT_SETTINGS_LIMITS, AUDIT_RETENTION_FLOOR_DAYS, IDLE_TIMEOUT_MINUTES, retentionInWords, SITE_SETTINGS_LIMITS, type AdminSettings } from '@model';
import { Field, Loading, Page, useLeaveWarning } from '../../../../ui';
import { UNSAVED_CHANGES } from '../admin-shared/unsaved-changes';
import { loadAdminSettings, saveAdminSettings, settingsFieldProblems } from '../../api/site-settings';
// the content feature's one labelled textarea (hint and error announced with it)
import { TextBox } from '../admin-shared/editor-parts';
import { useLoad } from '../../../../ui/use-load';
import { firstProblem, formProblems, fromForm, sameForm, toForm, type SettingsProblems } from './settings-form';
import './admin-settings.css';

/**
 * `/admin/settings`: the practice's name, contact, About text and retention periods (settings/site),
 * the legal reason for a shorter audit period and who hears about risk flags, and when
 * (settings/private), saved through saveSettings.
 */
export function AdminSettingsPage() {
  // always the stored documents, never the public pages' cached copy
  const [loaded, retry] = useLoad(loadAdminSettings, 'admin-site-settings');
  return (
    <Page title="Site settings" intro="The practice’s details the public pages show, and how long data is kept. Changes show on the site as soon as you save.">
      {loaded.status === 'loading' ? <Loading label="Loading the settings…" /> : null}
      {loaded.status === 'error' ? (
        <div className="alert" role="alert">
          <p>We could not load the settings. {loaded.message}</p>
          <button type="button" className="button secondary" onClick={retry}>
            Try again
          </button>
        </div>
      ) : null}
      {loaded.status === 'ready' ? <SettingsEditor initial={loaded.data} /> : null}
    </Page>
  );
}

/** failed: the server could not be reached (the edits stay, save again); refused: it answered no, in words. */
type SaveState = { kind: 'idle' | 'saving' | 'saved' } | { kind: 'failed' | 'refused'; message: string };

// what the server refuses (it said why) rather than fails to do (try again)
const REFUSED = new Set(['functions/invalid-argument', 'functions/permission-denied', 'functions/unauthenticated', 'functions/failed-precondition']);
const refusedCode = (error: unknown): boolean => REFUSED.has(String((error as { code?: unknown } | null)?.code));

const L = SITE_SETTINGS_LIMITS;

function SettingsEditor({ initial }: { initial: AdminSettings }) {
  const [baseline, setBaseline] = useState(() => toForm(initial));
  const [form, setForm] = useState(baseline);
  const [problems, setProblems] = useState<SettingsProblems>({});
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const base = useId();
  const dirty = !sameForm(form, baseline);
  const id = (key: keyof AdminSettings) => `${base}-${key}`;

  // reloading, closing the tab or following a link in the app with unsaved changes asks first
  useLeaveWarning(dirty, UNSAVED_CHANGES);

  const set = (key: keyof AdminSettings, value: string) => {
    const next = { ...form, [key]: value };
    setForm(next);
    if (save.kind === 'saved' || save.kind === 'refused') setSave({ kind: 'idle' });
    // a problem goes away as soon as it is fixed; new ones wait for the next save
    if (problems[key]) setProblems((p) => ({ ...p, [key]: formProblems(next)[key] }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.kind === 'saving') return;
    const found = formProblems(form);
    setProblems(found);
    const first = firstProblem(found);
    if (first) {
      setSave({ kind: 'idle' });
      document.getElementById(id(first))?.focus();
      return;
    }
    setSave({ kind: 'saving' });
    try {
      const stored = await saveAdminSettings(fromForm(form));
      const saved = toForm(stored);
      setBaseline(saved);
      setForm(saved);
      setSave({ kind: 'saved' });
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Something went wrong.';
      // the server's words beside each field it refused, as for the form's own checks
      const refusedFields = await settingsFieldProblems(error);
      setProblems(refusedFields);
      setSave({ kind: refusedCode(error) ? 'refused' : 'failed', message });
      const firstRefused = firstProblem(refusedFields);
      if (firstRefused) document.getElementById(id(firstRefused))?.focus();
    }
  };

  const text = (key: keyof AdminSettings, label: string, hint: string, extra: { type?: string; autoComplete?: string; inputMode?: 'numeric' } = {}) => (
    <Field id={id(key)} label={label} hint={hint} value={form[key]} onChange={(e) => set(key, e.target.value)} error={problems[key]} {...extra} />
  );
  const area = (key: keyof AdminSettings, label: string, hint: string, rows: number) => (
    <TextBox id={id(key)} label={label} hint={hint} rows={rows} value={form[key]} onChange={(v) => set(key, v)} error={problems[key]} />
  );
  const days = (key: 'draftRetentionDays' | 'auditRetentionDays' | 'mailRetentionDays') => {
    const n = fromForm(form)[key];
    return Number.isInteger(n) && n >= L.minRetentionDays ? ` Now: ${retentionInWords(n)}.` : '';
  };
  const yesNo = (key: 'alertOnWarning' | 'digestEnabled', label: string, hint: string) => (
    <div className="field settings-yes-no">
      <label htmlFor={id(key)}>
        <input id={id(key)} type="checkbox" checked={form[key] === 'true'} onChange={(e) => set(key, e.target.checked ? 'true' : 'false')}
          aria-describedby={problems[key] ? `${id(key)}-hint ${id(key)}-error` : `${id(key)}-hint`} />
        {' '}{label}
      </label>
      <span id={`${id(key)}-hint`} className="field-hint">{hint}</span>
      {problems[key] ? <span id={`${id(key)}-error`} className="field-error">{problems[key]}</span> : null}
    </div>
  );
  const problemCount = Object.values(problems).filter(Boolean).length;

  return (
    <form className="form settings-form" onSubmit={submit} noValidate>
      {problemCount > 0 ? (
        <div className="alert" role="alert">
          {problemCount === 1 ? 'One thing needs fixing before the settings can be saved.' : `${problemCount} things need fixing before the settings can be saved.`} Each is
          explained under its field.
        </div>
      ) : null}
      <fieldset>
        <legend>The practice</legend>
        {text('practiceName', 'Practice name', `Shown across the site, and named in the Terms and the privacy notice. Up to ${L.practiceName} characters.`)}
        {text('ownerName', 'Practitioner’s name', 'Introduced on the About page; the person to contact about personal information. Optional.', { autoComplete: 'name' })}
        {text('icoRegistration', 'ICO registration number', 'Stated in the privacy notice once the practice is registered with the Information Commissioner’s Office. Optional.')}
      </fieldset>
      <fieldset>
        <legend>Contact</legend>
        {text('contactEmail', 'Contact email', 'Where visitors and members write to, and where data requests go.', { type: 'email', autoComplete: 'email' })}
        {text('phone', 'Phone', 'Optional. Shown as a number visitors can tap to call.', { type: 'tel', autoComplete: 'tel' })}
        {area('address', 'Postal address', `One line per line. Shown on the About page, the Terms and the privacy notice. Up to ${L.address} characters.`, 4)}
      </fieldset>
      <fieldset>
        <legend>About page</legend>
        {area('about', 'Who the practice is for', `Plain text: leave a blank line between paragraphs. Up to ${L.about} characters.`, 6)}
        {area('approach', 'Your approach', `Plain text: leave a blank line between paragraphs. Up to ${L.approach} characters.`, 6)}
        {area('qualifications', 'Qualifications and memberships', `One per line. Up to ${L.qualifications} characters.`, 4)}
      </fieldset>
      <fieldset>
        <legend>Keeping data</legend>
        {text('draftRetentionDays', 'Delete unfinished questionnaires after (days)', `Drafts nobody has changed for this long are deleted, and the privacy notice says so. From ${L.minRetentionDays} to ${L.maxRetentionDays} days.${days('draftRetentionDays')}`, { inputMode: 'numeric' })}
        {text('auditRetentionDays', 'Keep activity and access logs for (days)', `Older entries are deleted. At least ${AUDIT_RETENTION_FLOOR_DAYS} days (${retentionInWords(AUDIT_RETENTION_FLOOR_DAYS)}, how long business records are kept) unless you record a legal reason below.${days('auditRetentionDays')}`, { inputMode: 'numeric' })}
        {area('legalReason', 'Legal reason for keeping logs for less than 6 years', `Needed only for a shorter period: the law, contract or instruction that requires it. Recorded in the audit log; only administrators can read it. Up to ${L.legalReason} characters.`, 3)}
        {text('mailRetentionDays', 'Delete records of sent emails after (days)', `Who each email went to, its words and whether it arrived, shown on Email deliveries. From ${L.minRetentionDays} to ${L.maxRetentionDays} days; the privacy notice says so.${days('mailRetentionDays')}`, { inputMode: 'numeric' })}
      </fieldset>
      <fieldset>
        <legend>Administrators’ sign-in</legend>
        {text('idleTimeoutMinutes', 'Sign an idle administrator out after (minutes)', `An administrator who has not used the app for this long is warned a minute before, then signed out, so an unattended screen does not leave members’ records open; unsaved form edits stay on their device. From ${IDLE_TIMEOUT_MINUTES.min} to ${IDLE_TIMEOUT_MINUTES.max} minutes (${IDLE_TIMEOUT_MINUTES.default} unless you change it); applies from each administrator’s next sign-in or page load.`, { inputMode: 'numeric' })}
      </fieldset>
      <fieldset>
        <legend>Risk alerts</legend>
        <p className="muted">Who is emailed when a member’s answers raise a flag. Alerts name the member only by initials and never hold answers or scores. Only administrators can see these settings.</p>
        {area('alertRecipients', 'Send alerts to', `Email addresses, one per line (up to ${ALERT_SETTINGS_LIMITS.recipients}). Urgent flags always alert, at any hour. Leave empty to alert every administrator.`, 3)}
        {yesNo('alertOnWarning', 'Alert for warning flags too', 'Warnings raised during quiet hours wait until they end.')}
        {text('quietHoursStart', 'Quiet hours start (UK time)', 'For warnings only, like 21:00. Urgent alerts are never held back. Leave both empty for none.', { type: 'time' })}
        {text('quietHoursEnd', 'Quiet hours end (UK time)', 'Like 08:00. Warnings raised during quiet hours are sent then.', { type: 'time' })}
        {text('escalationHours', 'Escalate an urgent flag nobody has acknowledged after (hours)', `A second email goes out if the flag is still open. From ${ALERT_SETTINGS_LIMITS.minEscalationHours} to ${ALERT_SETTINGS_LIMITS.maxEscalationHours} hours.`, { inputMode: 'numeric' })}
        {area('escalationRecipients', 'Send escalations to', 'Optional: a second list of addresses, one per line. Leave empty to send escalations to the alert list above.', 3)}
        {yesNo('digestEnabled', 'Send a daily digest of open flags', 'One email a day listing every flag not yet acknowledged, oldest first. Nothing is sent on a day with no open flags.')}
        {text('digestTime', 'Digest time (UK time)', 'Like 08:00.', { type: 'time' })}
      </fieldset>
      <div className="settings-actions">
        <button type="submit" className="button" disabled={save.kind === 'saving'}>
          {save.kind === 'saving' ? 'Saving…' : 'Save settings'}
        </button>
        {dirty ? (
          <button type="button" className="button secondary" onClick={() => { setForm(baseline); setProblems({}); setSave({ kind: 'idle' }); }}>
            Undo changes
          </button>
        ) : null}
      </div>
      <div role="status" aria-live="polite" className="settings-status">
        {save.kind === 'saved' ? <p className="notice">Saved. The public pages now show these details.</p> : null}
        {save.kind === 'idle' && dirty ? <p className="muted">You have changes that are not saved yet.</p> : null}
      </div>
      {save.kind === 'failed' ? (
        <div className="alert" role="alert">
          Not saved: {save.message} Your changes are still here: check your connection and save again.
        </div>
      ) : null}
      {save.kind === 'refused' && problemCount === 0 ? (
        <div className="alert" role="alert">
          Not saved: {save.message} Your changes are still here.
        </div>
      ) : null}
    </form>
  );
}
