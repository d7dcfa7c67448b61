import { useMutation } from '@tanstack/react-query';
import { exportMyData } from '../../../data';

/**
 * Everything held about a member, prepared by the server for an administrator answering their
 * subject-access request (exportMyData with `memberId`: current administrators only, audited
 * `member.export` before anything is read). A mutation: each press prepares a fresh copy.
 */
export function useExportMemberData(memberId: string) {
  return useMutation({ mutationKey: ['member', 'export', memberId], mutationFn: () => exportMyData(memberId) });
}
