import { useMutation, useQueryClient } from '@tanstack/react-query';
import { archiveForm } from './forms-api';
import { formKeys } from './query-keys';

/** Archives a form (members stop seeing it) or brings it back. */
export function useArchiveForm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ formId, archived }: { formId: string; archived: boolean }) => archiveForm(formId, archived),
    onSuccess: () => client.invalidateQueries({ queryKey: formKeys.list() }),
  });
}
