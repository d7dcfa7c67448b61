import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { loadMemberNames } from './form-responses-api';
import { formResponsesKeys } from './form-responses-keys';

/**
 * Names of these members, each read once: ids already cached are not asked again, the rest are
 * read (loadMemberNames) and cached one by one, with any other member's name that read brought
 * (when it read every member, later pages find all their names cached). A member
 * without a users document reads as null (the page shows the id).
 */
export async function namesFor(client: QueryClient, memberIds: readonly string[]): Promise<Record<string, string | null>> {
  const unique = [...new Set(memberIds)];
  const names: Record<string, string | null> = {};
  const missing: string[] = [];
  for (const id of unique) {
    const cached = client.getQueryData<string | null>(formResponsesKeys.memberName(id));
    if (cached === undefined) missing.push(id);
    else names[id] = cached;
  }
  if (missing.length > 0) {
    const loaded = await loadMemberNames(missing);
    for (const id of missing) {
      names[id] = loaded[id] ?? null;
      client.setQueryData(formResponsesKeys.memberName(id), names[id]);
    }
    for (const [id, name] of Object.entries(loaded)) {
      if (!(id in names)) client.setQueryData(formResponsesKeys.memberName(id), name);
    }
  }
  return names;
}

/** The names of the members on screen (batched, cached per member). */
export function useMemberNames(memberIds: readonly string[]) {
  const client = useQueryClient();
  const ids = [...new Set(memberIds)].sort();
  return useQuery({
    queryKey: [...formResponsesKeys.all, 'member-names', ids] as const,
    queryFn: () => namesFor(client, ids),
    enabled: ids.length > 0,
    staleTime: 5 * 60_000,
    placeholderData: (previous) => previous,
  });
}
