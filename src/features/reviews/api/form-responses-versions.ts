import { useQuery } from '@tanstack/react-query';
import { listForms, loadFormVersions } from './form-responses-api';
import { formResponsesKeys } from './form-responses-keys';

/** Every published version of the form (scales and bands for the filters; question titles for the CSV). */
export function useFormVersions(formId: string) {
  return useQuery({ queryKey: formResponsesKeys.versions(formId), queryFn: () => loadFormVersions(formId), staleTime: 5 * 60_000 });
}

/** The form's summary (title, current version) from the forms list. */
export function useFormSummary(formId: string) {
  return useQuery({
    queryKey: formResponsesKeys.forms(),
    queryFn: () => listForms(),
    staleTime: 60_000,
    select: (forms) => forms.find((form) => form.id === formId) ?? null,
  });
}
