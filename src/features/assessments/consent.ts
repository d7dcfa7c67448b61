import { CONSENT_REQUIRED_MESSAGE, hasCurrentHealthConsent } from '@engine';

/** Pure: the member's health-data consent is current (given against today's notice, not withdrawn). */
export function hasHealthConsent(profile: { consent?: unknown } | null): boolean {
  return hasCurrentHealthConsent({ consent: profile?.consent });
}

/**
 * Pure: submitResponse refused the answers for want of current consent (failed-precondition with
 * `details.reason` CONSENT_REQUIRED). The page only sees the submit error's text, which the data
 * layer passes on unchanged for failed-precondition: the engine's CONSENT_REQUIRED_MESSAGE.
 */
export function isConsentRefusal(submitError: string | null): boolean {
  return submitError === CONSENT_REQUIRED_MESSAGE;
}
