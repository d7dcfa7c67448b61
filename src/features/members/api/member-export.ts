import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { exportMyData } from './member-api';
import { memberKeys } from './member-keys';

/**
 * Everything held about a member, prepared by the server for an administrator answering their
 * subject-access request (exportMyData with `memberId`: current administrators only, audited
 * `member.export` and logged as an access before anything is read). Each call prepares a fresh
 * copy; the record's Recent access then reads again, to show the download.
 */
export function useMemberExport(memberId: string): () => ReturnType<typeof exportMyData> {
  const client = useQueryClient();
  return useCallback(
    () => exportMyData(memberId).finally(() => void client.invalidateQueries({ queryKey: memberKeys.access(memberId) })),
    [client, memberId],
  );
}
