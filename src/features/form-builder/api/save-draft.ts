import type { FormDefinition } from '@engine';
import type { DeclaredChanges } from '@model';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveBuilderDraft } from './forms-api';
import { formKeys } from './query-keys';

export interface SaveDraftInput {
  formId: string;
  definition: FormDefinition;
  /** the revision these edits were made on; a newer saved revision refuses the save ('conflict') */
  baseRevision: number;
  /** renames and removals of published questions recorded since the last publish */
  declared?: DeclaredChanges;
}

/** Saves the working draft (optimistic concurrency); the list's "last edit" and the draft preview change. */
export function useSaveDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ formId, definition, baseRevision, declared }: SaveDraftInput) => saveBuilderDraft(formId, definition, baseRevision, declared),
    onSuccess: (_draft, { formId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: formKeys.list() }),
        client.invalidateQueries({ queryKey: formKeys.preview(formId, 'draft') }),
      ]),
  });
}
