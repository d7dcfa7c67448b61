import { CONSENT_REQUIRED, hasCurrentHealthConsent } from '@model';

/** Pure: the member's health-data consent is current (given against today's notice, not withdrawn). */
export function hasHealthConsent(profile: { consent?: unknown } | null): boolean {
  return hasCurrentHealthConsent({ consent: profile?.consent });
}

/** Pure: submitResponse refused the answers for want of current consent (`details.reason` CONSENT_REQUIRED). */
export function isConsentRefusal(submitRefusal: string | null): boolean {
  return submitRefusal === CONSENT_REQUIRED;
}

/** Pure: the server's reason for refusing a submission (`details.reason` of a callable error), if it gave one. */
export function refusalReason(error: unknown): string | null {
  const details = typeof error === 'object' && error !== null && 'details' in error ? (error as { details: unknown }).details : null;
  const reason = typeof details === 'object' && details !== null && 'reason' in details ? (details as { reason: unknown }).reason : null;
  return typeof reason === 'string' ? reason : null;
}
