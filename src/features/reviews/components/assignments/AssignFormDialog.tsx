import { useId, useState, type FormEvent } from 'react';
import { ASSIGNMENT_LIMITS } from '@model';
import type { FormSummary } from '../../api/assignment-api';
import { useCreateAssignment } from '../../api/assignment-mutations';
import { Dialog } from '../../../../ui';
import '../triage/triage.css';
import { dateInputValue, readAssignForm, type AssignFormErrors } from './assignment-view';

export interface AssignFormDialogProps {
  memberId: string;
  /** every form; the published ones are offered */
  forms: FormSummary[];
  onClose(): void;
}

/** "Assign a form": a published form, an optional due date and an optional message for the member. */
export function AssignFormDialog({ memberId, forms, onClose }: AssignFormDialogProps) {
  const ids = useId();
  const create = useCreateAssignment(memberId);
  const [values, setValues] = useState({ formId: '', due: '', message: '' });
  const [errors, setErrors] = useState<AssignFormErrors>({});
  const published = forms.filter((form) => form.status === 'published').sort((a, b) => a.title.localeCompare(b.title, 'en-GB'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readAssignForm(values, new Date());
    if (!read.ok) {
      setErrors(read.errors);
      // the first field in error takes focus, so its message is read out with it
      const first = (['formId', 'due', 'message'] as const).find((key) => read.errors[key]);
      if (first) document.getElementById(`${ids}-${first}`)?.focus();
      return;
    }
    setErrors({});
    create.mutate(read.value, { onSuccess: onClose });
  };

  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value }));
  const describedBy = (key: keyof AssignFormErrors, hint?: string) => [hint, errors[key] ? `${ids}-${key}-error` : null].filter(Boolean).join(' ') || undefined;
  const error = (key: keyof AssignFormErrors) =>
    errors[key] ? <p id={`${ids}-${key}-error`} className="field-error assignments-error">{errors[key]}</p> : null;

  return (
    <Dialog title="Assign a form" onCancel={create.isPending ? () => undefined : onClose}>
      <p className="muted assignments-small">The member sees it on their dashboard and fills it in as any other form.</p>
      {published.length === 0 ? (
        <p className="notice">There are no published forms to assign. Publish a form in the builder first.</p>
      ) : null}
      <form onSubmit={submit} noValidate className="assignments-form">
        <div className="field">
          <label htmlFor={`${ids}-formId`}>Form</label>
          <select id={`${ids}-formId`} value={values.formId} onChange={set('formId')} aria-invalid={errors.formId ? true : undefined} aria-describedby={describedBy('formId')}>
            <option value="">Choose a published form…</option>
            {published.map((form) => (
              <option key={form.id} value={form.id}>
                {form.title}{form.audience === 'assigned' ? ' (assigned members only)' : ''}
              </option>
            ))}
          </select>
          {error('formId')}
        </div>

        <div className="field">
          <label htmlFor={`${ids}-due`}>Due date (optional)</label>
          <input
            id={`${ids}-due`}
            type="date"
            value={values.due}
            min={dateInputValue(new Date())}
            onChange={set('due')}
            aria-invalid={errors.due ? true : undefined}
            aria-describedby={describedBy('due', `${ids}-due-hint`)}
          />
          <span id={`${ids}-due-hint`} className="field-hint">Overdue from the day after.</span>
          {error('due')}
        </div>

        <div className="field">
          <label htmlFor={`${ids}-message`}>Message to the member (optional)</label>
          <textarea
            id={`${ids}-message`}
            rows={3}
            value={values.message}
            maxLength={ASSIGNMENT_LIMITS.message + 100}
            onChange={set('message')}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy('message', `${ids}-message-hint`)}
          />
          <span id={`${ids}-message-hint`} className="field-hint">
            Shown on their dashboard, e.g. “Please fill this in before our next session”. {values.message.length} of {ASSIGNMENT_LIMITS.message} characters.
          </span>
          {error('message')}
        </div>

        {create.isError ? <p className="alert" role="alert">Not assigned: {create.error.message}</p> : null}
        <div className="triage-dialog-actions">
          <button type="submit" className="button" disabled={create.isPending || published.length === 0}>
            {create.isPending ? 'Assigning…' : 'Assign'}
          </button>
          <button type="button" className="button secondary" onClick={onClose} disabled={create.isPending}>Cancel</button>
        </div>
      </form>
    </Dialog>
  );
}
