import type { MailKind } from './mail-documents.ts';

const SERVICE_KINDS: readonly MailKind[] = ['booking-confirmed', 'booking-cancelled', 'security'];

/**
 * Service mail always goes (a booking confirmation or cancellation, a security notice); every
 * other kind is a reminder or an alert a member (or the practice's settings) may switch off.
 */
export const isServiceMail = (kind: MailKind): boolean => SERVICE_KINDS.includes(kind);
