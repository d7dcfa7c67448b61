// The local inbox (MailDev) through its REST API, for functions and e2e tests: what arrived, wait
// for what should arrive, empty it. Its address comes from WELLNESS_INBOX_URL, which
// scripts/with-emulators.mjs sets (start it with --mail); PORT_OFFSET moves it like every port.

/** One address on a message, as MailDev parsed it. */
export interface InboxAddress {
  address: string;
  name?: string;
}

/** What a test reads of a delivered message (MailDev's email record, the fields we use). */
export interface InboxMessage {
  id: string;
  time: string;
  subject: string;
  from: InboxAddress[];
  to: InboxAddress[];
  text?: string;
  html?: string;
  headers: Record<string, string | string[]>;
  attachments?: { filename: string; generatedFileName: string; contentType: string }[];
}

/** The inbox's base URL (no trailing slash). */
export function inboxUrl(): string {
  const base = process.env.WELLNESS_INBOX_URL;
  if (!base) throw new Error('WELLNESS_INBOX_URL is not set: run the tests through scripts/with-emulators.mjs --mail.');
  return base.replace(/\/+$/, '');
}

async function api(path: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(`${inboxUrl()}/api${path}`, init);
  if (!response.ok) throw new Error(`Local inbox: ${init?.method ?? 'GET'} ${path} answered ${response.status}.`);
  return response;
}

/** Every message in the inbox, oldest first. */
export async function listMessages(): Promise<InboxMessage[]> {
  return (await (await api('/email')).json()) as InboxMessage[];
}

/** Messages to `address` (any recipient, case-insensitive), oldest first. */
export async function messagesTo(address: string): Promise<InboxMessage[]> {
  const wanted = address.toLowerCase();
  return (await listMessages()).filter((message) => message.to.some((to) => to.address.toLowerCase() === wanted));
}

/** Empties the inbox. */
export async function clearInbox(): Promise<void> {
  await api('/email/all', { method: 'DELETE' });
}

/** A message's attachment as text (e.g. an .ics). */
export async function attachmentText(message: Pick<InboxMessage, 'id'>, filename: string): Promise<string> {
  return (await api(`/email/${encodeURIComponent(message.id)}/attachment/${encodeURIComponent(filename)}`)).text();
}

/** The whole message as received (headers and every part), e.g. to check a header's exact form. */
export async function messageSource(message: Pick<InboxMessage, 'id'>): Promise<string> {
  return (await api(`/email/${encodeURIComponent(message.id)}/source`)).text();
}

/**
 * Polls until `count` messages match (default 1) and resolves with them, oldest first; rejects
 * after `timeoutMs` saying how many did arrive.
 */
export async function waitForMessages(
  matches: (message: InboxMessage) => boolean,
  { count = 1, timeoutMs = 30_000, intervalMs = 200 }: { count?: number; timeoutMs?: number; intervalMs?: number } = {},
): Promise<InboxMessage[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await listMessages()).filter(matches);
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`Local inbox: ${found.length} of ${count} expected message(s) arrived within ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
