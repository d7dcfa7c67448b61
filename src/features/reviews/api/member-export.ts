import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exportMyData } from '../../../data';
import { memberKeys } from './member-keys';

/**
 * Everything held about a member, prepared by the server for an administrator answering their
 * subject-access request (exportMyData with `memberId`: current administrators only, audited
 * `member.export` and logged as an access before anything is read). A mutation: each press
 * prepares a fresh copy; the record's Recent access then reads again, to show the download.
 */
export function useExportMemberData(memberId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['member', 'export', memberId],
    mutationFn: () => exportMyData(memberId),
    onSettled: () => client.invalidateQueries({ queryKey: memberKeys.access(memberId) }),
  });
}
