import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publishForm } from './forms-api';
import { formKeys } from './query-keys';

/** Publishes a saved draft revision through the server; the list and the previews change. */
export function usePublishForm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ formId, revision }: { formId: string; revision: number }) => publishForm(formId, revision),
    onSuccess: (_answer, { formId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: formKeys.list() }),
        client.invalidateQueries({ queryKey: [...formKeys.all, 'preview', formId] }),
        client.invalidateQueries({ queryKey: formKeys.versions(formId) }),
        client.invalidateQueries({ queryKey: formKeys.openDrafts(formId) }),
      ]),
  });
}
