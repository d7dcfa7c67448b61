/**
 * The outbox's one public entry: queue an email (mail/{id}, one per event), deliver queued ones
 * now, build links into the app, and the secrets a sending function declares. The retry sweep
 * (functions/src/sweeps) delivers what failed or was left behind.
 */
export { queueMail, queueMailInTransaction } from './queue-mail.ts';
export { sendQueuedMail } from './send-queued-mail.ts';
export { appLink } from './app-link.ts';
export { MAIL_SECRETS } from './mail-secrets.ts';
