import type { FormSummary } from './api/dashboard-api';

/**
 * The committed forms, in the order members have always seen them, with the routes of the
 * specification (`/dashboard/forms/PTSD` names the form `ptsd`). Every other published form is at
 * `/dashboard/forms/:id`.
 */
export const COMMITTED_FORM_ROUTES: readonly { formId: string; to: string }[] = [
  { formId: 'initial-assessment', to: '/dashboard/forms/initial-assessment' },
  { formId: 'ptsd', to: '/dashboard/forms/PTSD' },
  { formId: 'indian-head', to: '/dashboard/forms/Indian-Head' },
];

/** One form on the member's dashboard. */
export interface MemberForm {
  id: string;
  to: string;
  title: string;
  description: string;
}

/**
 * Pure: the published forms as the dashboard lists them: the committed forms first in their
 * order, then the others by title (the same order on every visit and for every member).
 */
export function memberForms(forms: readonly FormSummary[]): MemberForm[] {
  const committed = new Map(COMMITTED_FORM_ROUTES.map((route, index) => [route.formId, { ...route, index }]));
  const rank = (form: FormSummary): number => committed.get(form.id)?.index ?? committed.size;
  return forms
    .filter((form) => form.status === 'published')
    .slice()
    .sort((a, b) => rank(a) - rank(b) || a.title.localeCompare(b.title, 'en-GB') || a.id.localeCompare(b.id))
    .map((form) => ({
      id: form.id,
      to: committed.get(form.id)?.to ?? `/dashboard/forms/${encodeURIComponent(form.id)}`,
      title: form.title,
      description: form.description,
    }));
}
