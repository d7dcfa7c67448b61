import { queryOptions, useQuery } from '@tanstack/react-query';
import { listForms } from './forms-api';
import { formKeys } from './query-keys';

/** Every form, committed and builder-made (the forms list; also the ids a new form must avoid). */
export const formsQuery = () => queryOptions({ queryKey: formKeys.list(), queryFn: () => listForms() });

export function useForms() {
  return useQuery(formsQuery());
}
