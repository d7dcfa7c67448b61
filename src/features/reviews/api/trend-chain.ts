import type { FormDefinition, Migration } from '@engine';
import { useQuery } from '@tanstack/react-query';
import { listFormVersions } from './trend-api';
import { trendKeys } from './trend-keys';

/** A form's published definitions and the migrations between them (to follow renamed questions). */
export interface FormChain {
  definitions: FormDefinition[];
  migrations: Migration[];
}

export async function loadFormChain(formId: string): Promise<FormChain> {
  const versions = await listFormVersions(formId);
  return {
    definitions: versions.map((v) => ({ ...v.definition, id: formId })),
    migrations: versions.flatMap((v) => (v.migration ? [v.migration] : [])),
  };
}

/** The form's version history, read when `enabled` (a reviewer opened the answers by question). */
export function useFormChain(formId: string, enabled: boolean) {
  return useQuery({
    queryKey: trendKeys.chain(formId),
    queryFn: () => loadFormChain(formId),
    enabled,
    // a new version may be published while the record is open; a minute is fresh enough
    staleTime: 60_000,
  });
}
