import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailChoices } from '@model';
import { loadEmailChoices, saveEmailChoices } from './email-choices';

export const emailChoicesKey = ['account', 'email-choices'] as const;

/** Which reminders the signed-in member gets. */
export function useEmailChoices() {
  return useQuery({ queryKey: emailChoicesKey, queryFn: (): Promise<EmailChoices> => loadEmailChoices() });
}

/** Saves the member's choices; the stored ones become what the page shows. */
export function useSaveEmailChoices() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (choices: EmailChoices) => saveEmailChoices(choices),
    onSuccess: (_, choices) => client.setQueryData(emailChoicesKey, choices),
  });
}
