/**
 * Pure: how the reviewer sees an assignment (its state in words) and what the assign dialog
 * accepts. The state itself is the engine's `assignmentState` (stored status, draft, clock).
 */
import { assignmentMessageProblem, assignmentState, type AssignmentState } from '@model';
import type { Assignment } from '../../api/assignment-api';

export const STATE_LABELS: Record<AssignmentState, string> = {
  assigned: 'Assigned',
  started: 'Started',
  overdue: 'Overdue',
  submitted: 'Submitted',
  cancelled: 'Cancelled',
};

/** The state of `assignment` now; started when the member has an open draft of its form. */
export function stateOf(assignment: Assignment, startedFormIds: readonly string[], now: Date): AssignmentState {
  return assignmentState(assignment, startedFormIds.includes(assignment.formId), now);
}

/** Open work can be cancelled: anything not yet submitted or cancelled. */
export const isOpen = (assignment: Assignment): boolean => assignment.status === 'assigned';

const pad = (n: number) => String(n).padStart(2, '0');

/** A local date as a date input writes it (YYYY-MM-DD). */
export const dateInputValue = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * The due moment of a date input's value: the end of that day where the administrator is (due
 * "on 1 December" is overdue from 2 December). Null for no date or text that is not a date.
 */
export function dueAtFromDateInput(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(year, month, day, 23, 59, 59, 999);
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day ? date : null;
}

export interface AssignFormValues {
  formId: string;
  /** a date input's value ('' for none) */
  due: string;
  message: string;
}

export type AssignFormErrors = Partial<Record<keyof AssignFormValues, string>>;

export type ReadAssignForm =
  | { ok: true; value: { formId: string; dueAt: Date | null; message: string } }
  | { ok: false; errors: AssignFormErrors };

/** The dialog's values as an assignment, or what is wrong with each field, in words. */
export function readAssignForm(values: AssignFormValues, now: Date): ReadAssignForm {
  const errors: AssignFormErrors = {};
  if (!values.formId) errors.formId = 'Choose the form to assign.';
  let dueAt: Date | null = null;
  if (values.due.trim() !== '') {
    dueAt = dueAtFromDateInput(values.due);
    if (!dueAt) errors.due = 'Enter the due date as a date, e.g. 1 December 2026, or leave it empty.';
    else if (dueAt.getTime() < now.getTime()) errors.due = 'The due date has passed. Choose today or a later day, or leave it empty.';
  }
  const message = values.message.trim();
  const problem = assignmentMessageProblem(message);
  if (problem) errors.message = problem;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { formId: values.formId, dueAt, message } };
}
