import type { FormDefinition } from '@engine';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { DataError, loadBuilderDraft, loadFormVersion } from './forms-api';
import { formsQuery } from './get-forms';
import { formKeys } from './query-keys';

/** Which definition to preview: a published version, the current one, or the builder's working draft. */
export type PreviewTarget = { kind: 'version'; version: number } | { kind: 'current' } | { kind: 'draft' };

/** Pure: `?version=` as a target; null when it is neither a whole number from 1, "current" nor "draft". */
export function previewTarget(version: string | null): PreviewTarget | null {
  if (version === null || version === '' || version === 'current') return { kind: 'current' };
  if (version === 'draft') return { kind: 'draft' };
  return /^[1-9][0-9]{0,8}$/.test(version) ? { kind: 'version', version: Number(version) } : null;
}

export interface FormPreview {
  formId: string;
  title: string;
  definition: FormDefinition;
  /** the version shown, or 'draft' */
  version: number | 'draft';
  currentVersion: number | null;
}

export async function loadFormPreview(client: QueryClient, formId: string, target: PreviewTarget): Promise<FormPreview> {
  const forms = await client.fetchQuery(formsQuery());
  const summary = forms.find((form) => form.id === formId);
  if (!summary) throw new DataError('not-found', `There is no form with the id “${formId}”.`);
  const base = { formId, title: summary.title, currentVersion: summary.currentVersion };
  if (target.kind === 'draft') {
    const draft = await loadBuilderDraft(formId);
    if (!draft) throw new DataError('not-found', `“${summary.title}” has no working draft in the builder.`);
    return { ...base, definition: draft.definition, version: 'draft' };
  }
  const version = target.kind === 'version' ? target.version : summary.currentVersion;
  if (version === null) throw new DataError('not-found', `“${summary.title}” has not been published yet: preview its working draft instead.`);
  if (summary.currentVersion === null || version > summary.currentVersion) {
    throw new DataError('not-found', `“${summary.title}” has no version ${version}${summary.currentVersion ? ` (the current version is ${summary.currentVersion})` : ''}.`);
  }
  const published = await loadFormVersion(formId, version);
  return { ...base, definition: published.definition, version: published.version };
}

export function useFormPreview(formId: string, target: PreviewTarget) {
  const client = useQueryClient();
  const key = target.kind === 'version' ? String(target.version) : target.kind;
  return useQuery({
    queryKey: formKeys.preview(formId, key),
    queryFn: () => loadFormPreview(client, formId, target),
    // the working draft changes while the builder is open in another tab
    staleTime: target.kind === 'draft' ? 0 : Infinity,
  });
}
