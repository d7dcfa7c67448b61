import { normaliseDraft, type AddedAnswerLimit, type FormDefinition } from '@engine';
import { type DeclaredChanges } from '@model';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { DataError, loadBuilderDraft, loadFormVersion, type FormSummary } from './forms-api';
import { formsQuery } from './get-forms';
import { formKeys } from './query-keys';

/** Revision of a form that has no saved builder draft yet (its first save creates one). */
export const NO_DRAFT_REVISION = 0;

/**
 * What the builder opens: the saved draft, else the current published version as a new draft,
 * brought up to today's rules (`normaliseDraft`: a draft saved before every list answer needed a
 * `maxItems` gets them; the page says so and saves the result).
 */
export interface BuilderStart {
  formId: string;
  definition: FormDefinition;
  /** the list answers given a `maxItems` as the form was opened (empty: opened as saved) */
  limitsAdded: AddedAnswerLimit[];
  /** the draft revision the builder's edits are based on; NO_DRAFT_REVISION when none is saved */
  revision: number;
  from: 'draft' | 'published';
  updatedAt: Date | null;
  updatedBy: string | null;
  summary: FormSummary | null;
  /** the current published version (what a publish is compared with), null before the first publish */
  published: FormDefinition | null;
  /** renames and removals the saved draft recorded since that version was published */
  declared: DeclaredChanges;
}

/** The current published version as stored, numbered; null when there is none. */
async function currentVersion(formId: string, summary: FormSummary | null): Promise<FormDefinition | null> {
  if (summary?.currentVersion == null) return null;
  const published = await loadFormVersion(formId, summary.currentVersion);
  return { ...published.definition, version: summary.currentVersion };
}

export async function loadBuilderStart(client: QueryClient, formId: string): Promise<BuilderStart> {
  const [draft, forms] = await Promise.all([loadBuilderDraft(formId), client.fetchQuery(formsQuery())]);
  const summary = forms.find((form) => form.id === formId) ?? null;
  if (draft) {
    const { definition, added } = normaliseDraft(draft.definition);
    const published = await currentVersion(formId, summary);
    return {
      formId, definition, limitsAdded: added, revision: draft.revision, from: 'draft', updatedAt: draft.updatedAt, updatedBy: draft.updatedBy, summary,
      published, declared: draft.declared,
    };
  }
  if (!summary) throw new DataError('not-found', `There is no form with the id “${formId}”. Check the link, or open it from the forms list.`);
  if (summary.currentVersion === null) {
    throw new DataError('not-found', `The form “${summary.title}” has no saved draft and no published version to start from.`);
  }
  const published = await currentVersion(formId, summary);
  // a version published before the rule, too: the builder's copy of it must pass the publish checks
  const { definition, added } = normaliseDraft(published!);
  return {
    formId, definition, limitsAdded: added, revision: NO_DRAFT_REVISION, from: 'published', updatedAt: summary.updatedAt, updatedBy: summary.updatedBy, summary,
    published, declared: { renamed: [], removed: [] },
  };
}

/**
 * Loaded once per visit: the page copies it into the workspace and never refreshes it under the
 * administrator's hands (a newer save elsewhere shows up as a conflict instead).
 */
export function useBuilderStart(formId: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: formKeys.builderStart(formId ?? ''),
    queryFn: () => loadBuilderStart(client, formId as string),
    enabled: Boolean(formId),
    staleTime: Infinity,
    gcTime: 0,
  });
}
