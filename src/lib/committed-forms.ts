/**
 * The three committed forms members have always had, in the order their dashboard lists them,
 * with the routes of the specification (`/dashboard/forms/PTSD` is the form `ptsd`) and the titles
 * of those pages. Every other published form is at `/dashboard/forms/:id`.
 */
export const COMMITTED_FORMS = [
  { formId: 'initial-assessment', path: '/dashboard/forms/initial-assessment', title: 'Initial assessment' },
  { formId: 'ptsd', path: '/dashboard/forms/PTSD', title: 'PTSD checklist (PCL-5)' },
  { formId: 'indian-head', path: '/dashboard/forms/Indian-Head', title: 'Indian head massage consultation' },
] as const;

export type CommittedForm = (typeof COMMITTED_FORMS)[number];
export type CommittedFormId = CommittedForm['formId'];

/** Pure: the committed form with this id. */
export function committedForm(formId: CommittedFormId): CommittedForm {
  return COMMITTED_FORMS.find((form) => form.formId === formId)!;
}

/** Pure: where a member fills in a form: a committed form's own route, else `/dashboard/forms/<id>`. */
export function memberFormPath(formId: string): string {
  return COMMITTED_FORMS.find((form) => form.formId === formId)?.path ?? `/dashboard/forms/${encodeURIComponent(formId)}`;
}
