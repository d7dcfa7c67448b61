import { defineSecret } from 'firebase-functions/params';
import { MAIL_LINK_SECRET } from '../member-mail/link-secret.ts';

/** The SMTP server's address with its credentials, kept in Secret Manager in production. */
export const SMTP_CONNECTION_URI = defineSecret('SMTP_CONNECTION_URI');

/**
 * Secrets a function that sends mail declares (the SMTP address, and MAIL_LINK_SECRET for reminders' unsubscribe links) (`secrets: MAIL_SECRETS` in its options). Empty
 * in the Functions emulator: there the address comes from the environment (scripts/dev.mjs and
 * scripts/with-emulators.mjs set it to the local inbox), and the emulator would otherwise try to
 * reach Secret Manager.
 */
export const MAIL_SECRETS = process.env.FUNCTIONS_EMULATOR === 'true' ? [] : [SMTP_CONNECTION_URI, MAIL_LINK_SECRET];
