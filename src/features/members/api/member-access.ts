import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { listRecentAccess, recordAccess } from './member-api';
import { memberKeys } from './member-keys';

/** The latest accesses to a member's record and responses. */
export function useRecentAccess(memberId: string) {
  return useQuery({ queryKey: memberKeys.access(memberId), queryFn: () => listRecentAccess(memberId) });
}

export interface AccessToRecord {
  memberId: string;
  kind: 'member-record' | 'response';
  responseId?: string;
}

/**
 * Writes one access entry each time `access` names a record newly opened (null: nothing open yet,
 * e.g. the member is still loading). Re-renders and React's double effects in development write
 * nothing more; opening another record (or the same one again later) writes again.
 */
export function useRecordAccess(access: AccessToRecord | null) {
  const client = useQueryClient();
  const written = useRef<string | null>(null);
  const { mutate } = useMutation({
    mutationFn: (entry: AccessToRecord) => recordAccess(entry),
    onSettled: (_data, _error, entry) => client.invalidateQueries({ queryKey: memberKeys.access(entry.memberId) }),
  });
  const key = access ? `${access.memberId}/${access.kind}/${access.responseId ?? ''}` : null;
  useEffect(() => {
    if (!access || key === written.current) return;
    written.current = key;
    mutate(access);
    // `key` names the access: a new object for the same record is not a new opening
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, mutate]);
}
