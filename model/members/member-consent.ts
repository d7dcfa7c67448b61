/**
 * Health-data consent (UK GDPR Article 9 explicit consent) as the server records it, shared by
 * the recordConsent and submitResponse callables and the web app. Only the server writes
 * `users/{uid}.consent.healthData` and `users/{uid}.onboarding`; the rules refuse both from clients.
 *
 * Stored shape: `consent.healthData = {givenAt, noticeVersion, withdrawnAt}`; giving consent sets
 * `givenAt` (server time) and the notice version and clears `withdrawnAt`; withdrawing sets
 * `withdrawnAt` (server time) and keeps the record of what was given and when.
 */
import type { Parsed } from '../forms/form-callables.ts';
import { recordOrNull } from '@engine';

/** The privacy notice for health data members consent against (bump it when the notice changes). */
export const HEALTH_NOTICE_VERSION = '2026-01';

export type ConsentAction = 'give' | 'withdraw';

export interface RecordConsentRequest {
  action: ConsentAction;
  /** the notice the member read; required to give, must be the current one */
  noticeVersion: string | null;
}

export interface RecordConsentAnswer {
  action: ConsentAction;
  noticeVersion: string;
  /** true while the member's health-data consent is current after this call */
  current: boolean;
}

/** `details.reason` of submitResponse's failed-precondition when consent is missing or withdrawn. */
export const CONSENT_REQUIRED = 'consent-required';

export interface ConsentRequiredDetails {
  reason: typeof CONSENT_REQUIRED;
  noticeVersion: string;
}

/** What submitResponse says when there is no current consent (the app leads back to the consent step). */
export const CONSENT_REQUIRED_MESSAGE =
  'We need your consent to keep health information before your answers can be saved. Please read the notice and give consent, then submit again.';

/** Audit actions of recordConsent. */
export const CONSENT_AUDIT_ACTIONS = { give: 'consent.health.give', withdraw: 'consent.health.withdraw' } as const;

/** Checks recordConsent's payload: `{action: 'give', noticeVersion}` or `{action: 'withdraw'}`. */
export function parseRecordConsentRequest(payload: unknown): Parsed<RecordConsentRequest> {
  const data = recordOrNull(payload);
  if (!data) return { ok: false, message: "Send {action: 'give', noticeVersion} or {action: 'withdraw'}." };
  const unknownKeys = Object.keys(data).filter((key) => key !== 'action' && key !== 'noticeVersion');
  if (unknownKeys.length) return { ok: false, message: `Unexpected field: ${unknownKeys[0]!.slice(0, 40)}.` };
  if (data.action === 'withdraw') return { ok: true, value: { action: 'withdraw', noticeVersion: null } };
  if (data.action !== 'give') return { ok: false, message: "action must be 'give' or 'withdraw'." };
  if (data.noticeVersion !== HEALTH_NOTICE_VERSION) {
    return { ok: false, message: 'The privacy notice has changed since this page loaded. Please reload the page and read the current notice.' };
  }
  return { ok: true, value: { action: 'give', noticeVersion: HEALTH_NOTICE_VERSION } };
}

/**
 * Pure: true when a stored users/{uid} document holds current health-data consent: given against
 * the current notice and not withdrawn. Timestamps are only checked for presence, so this reads
 * Admin SDK and web SDK documents alike.
 */
export function hasCurrentHealthConsent(userData: unknown): boolean {
  const healthData = recordOrNull(recordOrNull(recordOrNull(userData)?.consent)?.healthData);
  if (!healthData) return false;
  const present = (value: unknown) => value !== undefined && value !== null;
  return present(healthData.givenAt) && healthData.noticeVersion === HEALTH_NOTICE_VERSION && !present(healthData.withdrawnAt);
}
