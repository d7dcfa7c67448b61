import type { FormDefinition } from '@engine';
import { useQueries } from '@tanstack/react-query';
import { loadFormVersion } from './trend-api';
import { memberKeys } from './member-keys';

/** A form version the chart needs. */
export interface VersionRef {
  formId: string;
  version: number;
}

/** The distinct (form, version) pairs of responses that hold scores, in a stable order. */
export function versionsToLoad(responses: readonly { formId: string; formVersion: number; scores: Record<string, unknown> }[]): VersionRef[] {
  const seen = new Map<string, VersionRef>();
  for (const response of responses) {
    if (Object.keys(response.scores).length === 0) continue;
    const key = `${response.formId}@${response.formVersion}`;
    if (!seen.has(key)) seen.set(key, { formId: response.formId, version: response.formVersion });
  }
  return [...seen.values()].sort((a, b) => (a.formId < b.formId ? -1 : a.formId > b.formId ? 1 : a.version - b.version));
}

export interface TrendDefinitions {
  definitions: FormDefinition[];
  /** still loading any of them */
  pending: boolean;
  /** versions that could not be read (the chart shows their totals without bands or thresholds) */
  failed: VersionRef[];
  retry: () => void;
}

/**
 * The definitions the responses were scored with, one read per distinct form version. Shares the
 * member record's cache key (a version read for the timeline is not read again): published
 * versions never change.
 */
export function useTrendDefinitions(versions: readonly VersionRef[]): TrendDefinitions {
  return useQueries({
    queries: versions.map(({ formId, version }) => ({
      queryKey: memberKeys.version(formId, version),
      queryFn: () => loadFormVersion(formId, version),
      staleTime: Number.POSITIVE_INFINITY,
    })),
    combine: (results) => ({
      // a stored definition may carry its source file's number: the version is the document's
      definitions: results.flatMap((result) => (result.data ? [{ ...result.data.definition, id: result.data.formId, version: result.data.version }] : [])),
      pending: results.some((result) => result.isPending),
      failed: versions.filter((_, index) => results[index]!.isError),
      retry: () => {
        for (const result of results) if (result.isError) void result.refetch();
      },
    }),
  });
}
