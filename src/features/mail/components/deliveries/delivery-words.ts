import { MAIL_KIND_WORDS, attemptsWords, mailStateWords, ukDateTime, type MailDeliveryFilter, type MailDeliveryRow } from '@model';

/** The page's filter choices, in words. */
export const DELIVERY_FILTERS: readonly { filter: MailDeliveryFilter; label: string }[] = [
  { filter: 'all', label: 'Every email' },
  { filter: 'failed', label: 'Needs attention (failed or waiting to retry)' },
];

/** ?show=failed → 'failed'; anything else → 'all'. */
export const filterFromParam = (value: string | null): MailDeliveryFilter => (value === 'failed' ? 'failed' : 'all');

/** A stored ISO time in UK words, or a dash. */
export const whenText = (iso: string | null): string => (iso ? ukDateTime(new Date(iso)) : '—');

export const kindText = (row: Pick<MailDeliveryRow, 'kind'>): string => MAIL_KIND_WORDS[row.kind];

/** The state column: "Delivered", "Failed", "Waiting to retry (next try 3 Nov 2026, 14:05)". */
export function stateText(row: MailDeliveryRow): string {
  const words = mailStateWords(row);
  return row.state === 'RETRY' && row.nextAttemptAt ? `${words} (next try ${whenText(row.nextAttemptAt)})` : words;
}

/** What went wrong (or why nothing was sent), or nothing. */
export const problemText = (row: MailDeliveryRow): string => row.error ?? row.skipped ?? '';

export { attemptsWords };

/** The empty list, per filter. */
export const emptyText = (filter: MailDeliveryFilter): string =>
  filter === 'failed' ? 'Nothing needs attention: every recent email was delivered or is on its way.' : 'No emails have been sent yet.';

/** What "Send again" ended in, in words for the live region. */
export function resendOutcomeText(row: MailDeliveryRow): string {
  if (row.state === 'SUCCESS') return row.skipped ? `Not sent: ${row.skipped}` : `Sent again: the ${kindText(row).toLowerCase()} email was delivered.`;
  if (row.state === 'RETRY') return `It failed again and will be retried${row.nextAttemptAt ? ` at ${whenText(row.nextAttemptAt)}` : ''}: ${row.error ?? 'no reason given'}.`;
  if (row.state === 'ERROR') return `It failed again: ${row.error ?? 'no reason given'}.`;
  return 'It is on its way.';
}
