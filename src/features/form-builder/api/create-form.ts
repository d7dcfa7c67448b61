import type { FormDefinition } from '@engine';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createBuilderForm } from './forms-api';
import { formKeys } from './query-keys';

/** Creates a builder form (a new one, or a duplicate) with its first draft. */
export function useCreateForm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (definition: FormDefinition) => createBuilderForm(definition),
    onSuccess: () => client.invalidateQueries({ queryKey: formKeys.list() }),
  });
}
