import { useId, useState, type FormEvent } from 'react';
import { ASSIGNMENT_LIMITS, londonWallClock } from '@model';
import type { FormSummary } from '../../api/assignment-api';
import { useCreateAssignment } from '../../api/assignment-mutations';
import { useCreateRecurringAssignment } from '../../api/recurring-assignments';
import { Dialog } from '../../../../ui';
import '../triage/triage.css';
import { dateInputValue, readAssignForm, type AssignFormErrors } from './assignment-view';
import { readRepeat, type RepeatErrors, type RepeatValues } from './recurrence-view';
import { RepeatFields } from './RepeatFields';

/** A fresh dialog's repeat fields: weekly from tomorrow at 09:00 UK time, six times. */
function initialRepeat(now: Date): RepeatValues {
  const tomorrow = londonWallClock(new Date(now.getTime() + 86_400_000)).date;
  return { repeat: 'none', every: '1', firstDate: tomorrow, firstTime: '09:00', daysBefore: '2', ends: 'times', times: '6', until: '', dueDays: '3' };
}

export interface AssignFormDialogProps {
  memberId: string;
  /** every form; the published ones are offered */
  forms: FormSummary[];
  onClose(): void;
}

/**
 * "Assign a form": a published form, an optional due date and an optional message for the member;
 * or the same again and again (Repeat): each occurrence reaches the member as a normal assignment.
 */
export function AssignFormDialog({ memberId, forms, onClose }: AssignFormDialogProps) {
  const ids = useId();
  const createOnce = useCreateAssignment(memberId);
  const createRecurring = useCreateRecurringAssignment(memberId);
  const [values, setValues] = useState({ formId: '', due: '', message: '' });
  const [repeat, setRepeat] = useState<RepeatValues>(() => initialRepeat(new Date()));
  const [errors, setErrors] = useState<AssignFormErrors & RepeatErrors>({});
  const repeating = repeat.repeat !== 'none';
  const create = repeating ? createRecurring : createOnce;
  const published = forms.filter((form) => form.status === 'published').sort((a, b) => a.title.localeCompare(b.title, 'en-GB'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const now = new Date();
    const read = readAssignForm(repeating ? { ...values, due: '' } : values, now);
    const readRepeating = readRepeat(repeat, now);
    if (!read.ok || !readRepeating.ok) {
      const found = { ...(read.ok ? {} : read.errors), ...(readRepeating.ok ? {} : readRepeating.errors) };
      setErrors(found);
      // the first field in error takes focus, so its message is read out with it
      const order = ['formId', 'due', 'every', 'firstDate', 'dueDays', 'daysBefore', 'times', 'until', 'message'] as const;
      const first = order.find((key) => found[key]);
      if (first) document.getElementById(`${ids}-${first}`)?.focus();
      return;
    }
    setErrors({});
    if (readRepeating.value) createRecurring.mutate({ formId: read.value.formId, message: read.value.message, ...readRepeating.value }, { onSuccess: onClose });
    else createOnce.mutate(read.value, { onSuccess: onClose });
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

        <RepeatFields ids={ids} values={repeat} errors={errors} onChange={setRepeat} />

        {repeating ? null : <div className="field">
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
        </div>}

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
            {create.isPending ? 'Assigning…' : repeating ? 'Assign repeatedly' : 'Assign'}
          </button>
          <button type="button" className="button secondary" onClick={onClose} disabled={create.isPending}>Cancel</button>
        </div>
      </form>
    </Dialog>
  );
}
