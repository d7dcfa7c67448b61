import { COMMITTED_FORMS, memberFormPath } from '../../lib';
import type { FormSummary } from './api/dashboard-api';

/** One form on the member's dashboard. */
export interface MemberForm {
  id: string;
  to: string;
  title: string;
  description: string;
}

/**
 * Pure: the published forms as the dashboard lists them: the committed forms first in their
 * order and on their own routes (lib `COMMITTED_FORMS`), then the others by title (the same order
 * on every visit and for every member) at `/dashboard/forms/:id`. Forms for assigned members only
 * are left out (they appear through the member's assignments).
 */
export function memberForms(forms: readonly FormSummary[]): MemberForm[] {
  const rank = (form: FormSummary): number => {
    const index = COMMITTED_FORMS.findIndex((committed) => committed.formId === form.id);
    return index === -1 ? COMMITTED_FORMS.length : index;
  };
  return forms
    // an assigned-only form is listed under "Assigned to you", and only for members it is assigned to
    .filter((form) => form.status === 'published' && form.audience !== 'assigned')
    .slice()
    .sort((a, b) => rank(a) - rank(b) || a.title.localeCompare(b.title, 'en-GB') || a.id.localeCompare(b.id))
    .map((form) => ({
      id: form.id,
      to: memberFormPath(form.id),
      title: form.title,
      description: form.description,
    }));
}
