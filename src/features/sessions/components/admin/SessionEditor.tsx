import { useId, useRef, useState, type ReactNode } from 'react';
import { SESSION_KIND_WORDS, SESSION_KINDS, SESSION_LIMITS, type SessionKind } from '@model';
import { Field } from '../../../../ui';
import { createSession, updateSession, type SessionSummary } from '../../api/sessions-admin';
import { FORM_ORDER, readSessionForm, type SessionFormErrors, type SessionFormValues } from './session-form';

/**
 * The add / edit session form: UK date and times, online link or place, capacity (never below
 * the bookings held), audience, price or included. Problems are shown by field and focus moves
 * to the first; a failed save keeps everything typed.
 */
export function SessionEditor({
  initial,
  existing,
  onSaved,
  onCancel,
}: {
  initial: SessionFormValues;
  /** null: a new session */
  existing: SessionSummary | null;
  onSaved(message: string): void;
  onCancel(): void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<SessionFormErrors>({});
  const [saveError, setSaveError] = useState('');
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const base = useId();
  const idOf = (field: keyof SessionFormValues) => `${base}-${field}`;
  const set = <K extends keyof SessionFormValues>(key: K, value: SessionFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const bookedCount = existing?.bookedCount ?? 0;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaveError('');
    const read = readSessionForm(values, bookedCount, existing?.cancelled ?? false);
    if (!read.ok) {
      setErrors(read.errors);
      const first = FORM_ORDER.find((f) => read.errors[f]);
      if (first) requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(`#${CSS.escape(idOf(first))}`)?.focus());
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      if (existing) await updateSession(existing.id, read.fields);
      else await createSession(read.fields);
      onSaved(`Saved “${read.fields.title}”${read.fields.published ? ': it is published.' : ' as a draft (members cannot see it yet).'}`);
    } catch (error) {
      setSaveError(`Not saved. ${error instanceof Error ? error.message : 'Please try again.'}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form ref={form} className="as-form" onSubmit={submit} noValidate aria-label={existing ? `Edit ${existing.title}` : 'New session'}>
      <h2>{existing ? `Edit “${existing.title}”` : 'New session'}</h2>
      {Object.keys(errors).length ? (
        <p className="alert" role="alert">
          Please correct the {Object.keys(errors).length === 1 ? 'field' : `${Object.keys(errors).length} fields`} marked below.
        </p>
      ) : null}
      <Field id={idOf('title')} label="Title" value={values.title} maxLength={SESSION_LIMITS.title} onChange={(e) => set('title', e.target.value)} error={errors.title} required />
      <Select id={idOf('kind')} label="Kind" value={values.kind} onChange={(v) => set('kind', v as SessionKind)}>
        {SESSION_KINDS.map((k) => (
          <option key={k} value={k}>
            {SESSION_KIND_WORDS[k]}
          </option>
        ))}
      </Select>
      <fieldset className="as-when">
        <legend>When (UK time)</legend>
        <Field id={idOf('date')} label="Date" type="date" value={values.date} onChange={(e) => set('date', e.target.value)} error={errors.date} required />
        <Field id={idOf('startTime')} label="Starts" type="time" value={values.startTime} onChange={(e) => set('startTime', e.target.value)} error={errors.startTime} required />
        <Field id={idOf('endTime')} label="Ends" type="time" value={values.endTime} onChange={(e) => set('endTime', e.target.value)} error={errors.endTime} required />
      </fieldset>
      <fieldset>
        <legend>Where</legend>
        <label className="as-choice">
          <input id={idOf('locationKind')} type="radio" name={`${base}-where`} checked={values.locationKind === 'online'} onChange={() => set('locationKind', 'online')} /> Online
        </label>
        <label className="as-choice">
          <input type="radio" name={`${base}-where`} checked={values.locationKind === 'place'} onChange={() => set('locationKind', 'place')} /> In person
        </label>
        {values.locationKind === 'online' ? (
          <Field id={idOf('url')} label="Meeting link" type="url" inputMode="url" hint="Starts https:// — shown to people who can see the session." value={values.url} onChange={(e) => set('url', e.target.value)} error={errors.url} />
        ) : (
          <Field id={idOf('place')} label="Place" hint="The address or room." value={values.place} maxLength={SESSION_LIMITS.place} onChange={(e) => set('place', e.target.value)} error={errors.place} />
        )}
      </fieldset>
      <Field
        id={idOf('capacity')}
        label="Capacity (places)"
        inputMode="numeric"
        hint={bookedCount ? `${bookedCount} booked so far.` : values.kind === 'one-to-one' ? 'A 1:1 session has one place.' : undefined}
        value={values.capacity}
        onChange={(e) => set('capacity', e.target.value)}
        error={errors.capacity}
      />
      <fieldset>
        <legend>Who can book</legend>
        <label className="as-choice">
          <input id={idOf('audience')} type="radio" name={`${base}-audience`} checked={values.audience === 'public'} onChange={() => set('audience', 'public')} /> Everyone with an account
        </label>
        <label className="as-choice">
          <input type="radio" name={`${base}-audience`} checked={values.audience === 'members'} onChange={() => set('audience', 'members')} /> Members with a membership
        </label>
      </fieldset>
      <fieldset>
        <legend>Price</legend>
        <label className="as-choice">
          <input type="radio" name={`${base}-price`} checked={!values.priced} onChange={() => set('priced', false)} /> Included (no charge)
        </label>
        <label className="as-choice">
          <input type="radio" name={`${base}-price`} checked={values.priced} onChange={() => set('priced', true)} /> Paid at the session
        </label>
        {values.priced ? (
          <Field id={idOf('price')} label="Price (£)" inputMode="decimal" hint="Paid at the session: there is no online payment for sessions." value={values.price} onChange={(e) => set('price', e.target.value)} error={errors.price} />
        ) : null}
      </fieldset>
      <div className="field">
        <label htmlFor={idOf('description')}>Description</label>
        <textarea
          id={idOf('description')}
          rows={5}
          maxLength={SESSION_LIMITS.description}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${idOf('description')}-error` : undefined}
        />
        {errors.description ? (
          <span id={`${idOf('description')}-error`} className="field-error">
            {errors.description}
          </span>
        ) : null}
      </div>
      <label className="as-choice">
        <input type="checkbox" checked={values.published} onChange={(e) => set('published', e.target.checked)} /> Published (shown on the sessions page)
      </label>
      {saveError ? (
        <p className="alert" role="alert">
          {saveError}
        </p>
      ) : null}
      <div className="as-actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? 'Saving…' : existing ? 'Save changes' : 'Add session'}
        </button>
        <button type="button" className="button secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function Select({ id, label, value, onChange, children }: { id: string; label: string; value: string; onChange(value: string): void; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </div>
  );
}
