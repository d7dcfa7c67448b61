import { useMutation } from '@tanstack/react-query';
import { acknowledgeFlag } from './triage-api';

/** Records the action taken on a flag. The queue's listener shows the change: nothing to invalidate. */
export function useAcknowledgeFlag() {
  return useMutation({ mutationFn: (request: { responseId: string; flagId: string; note: string }) => acknowledgeFlag(request) });
}
