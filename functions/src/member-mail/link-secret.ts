import { defineSecret } from 'firebase-functions/params';
import { runningInEmulator } from '../payments/config.ts';

/** Signs reminders' unsubscribe links in production (Secret Manager); declared by every function that sends mail (MAIL_SECRETS). */
export const MAIL_LINK_SECRET = defineSecret('MAIL_LINK_SECRET');

/**
 * Signs the one-click unsubscribe links locally. Not a secret (it is in the source): accepted only
 * on the Functions emulator, never in a deployed project, where anyone could forge links with it.
 */
export const LOCAL_MAIL_LINK_SECRET = 'mail-link-local-wellness-test';

/**
 * The secret unsubscribe links are signed and checked with: MAIL_LINK_SECRET (a Secret Manager
 * secret in production), or the local one only on the emulator; null when neither holds (then
 * reminders carry no unsubscribe link and the unsubscribe function refuses every token).
 */
export function mailLinkSecret(): string | null {
  const configured = process.env.MAIL_LINK_SECRET?.trim();
  if (configured && configured !== LOCAL_MAIL_LINK_SECRET) return configured;
  return runningInEmulator() ? LOCAL_MAIL_LINK_SECRET : null;
}
