import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormAudience } from '@model';
import { setFormAudience } from './forms-api';
import { formKeys } from './query-keys';

/** Sets who sees a form (everyone, or assigned members only) through the server; the forms list changes. */
export function useSetFormAudience() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ formId, audience }: { formId: string; audience: FormAudience }) => setFormAudience(formId, audience),
    onSuccess: () => client.invalidateQueries({ queryKey: formKeys.list() }),
  });
}
