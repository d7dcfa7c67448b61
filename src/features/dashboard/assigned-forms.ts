import { assignmentState } from '@model';
import { memberFormPath } from '../../lib';
import type { Assignment, FormSummary } from './api/dashboard-api';

/** An open assignment as the member's dashboard shows it. */
export interface AssignedForm {
  id: string;
  formId: string;
  title: string;
  /** where to fill it in; null while the form is not published (nothing to start) */
  to: string | null;
  dueAt: Date | null;
  overdue: boolean;
  /** the member has an open draft of it: "Continue" */
  started: boolean;
  message: string;
}

/** A fulfilled assignment, shown briefly ("Done on …"). */
export interface DoneAssignment {
  id: string;
  title: string;
  submittedAt: Date;
}

/** How long a done assignment stays on the dashboard, and how many at most. */
export const DONE_SHOWN = { days: 14, count: 3 } as const;

/**
 * Pure: the member's assignments as "Assigned to you" lists them. Open ones, due soonest first
 * (no due date last, then oldest assigned first); the recently done ones, newest first. Cancelled
 * ones are not the member's concern. Titles come from the published forms.
 */
export function assignedToYou(
  assignments: readonly Assignment[],
  published: readonly FormSummary[],
  startedFormIds: readonly string[],
  now: Date,
): { open: AssignedForm[]; done: DoneAssignment[] } {
  const forms = new Map(published.filter((form) => form.status === 'published').map((form) => [form.id, form]));
  const titleOf = (formId: string) => forms.get(formId)?.title ?? 'A form that is not available at the moment';
  const time = (date: Date | null, missing: number) => date?.getTime() ?? missing;
  const open = assignments
    .filter((a) => a.status === 'assigned')
    .sort((a, b) => time(a.dueAt, Infinity) - time(b.dueAt, Infinity) || time(a.assignedAt, Infinity) - time(b.assignedAt, Infinity))
    .map((a): AssignedForm => {
      const started = startedFormIds.includes(a.formId);
      return {
        id: a.id,
        formId: a.formId,
        title: titleOf(a.formId),
        to: forms.has(a.formId) ? memberFormPath(a.formId) : null,
        dueAt: a.dueAt,
        overdue: assignmentState(a, started, now) === 'overdue',
        started,
        message: a.message,
      };
    });
  const since = now.getTime() - DONE_SHOWN.days * 24 * 60 * 60 * 1000;
  const done = assignments
    .filter((a): a is Assignment & { submittedAt: Date } => a.status === 'submitted' && a.submittedAt !== null && a.submittedAt.getTime() >= since)
    .sort((a, b) => b.submittedAt.getTime() - a.submittedAt.getTime())
    .slice(0, DONE_SHOWN.count)
    .map((a) => ({ id: a.id, title: titleOf(a.formId), submittedAt: a.submittedAt }));
  return { open, done };
}
