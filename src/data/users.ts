import { doc, getDoc } from 'firebase/firestore/lite';
import { readMembership, type Membership, type RecordConsentAnswer, type RecordConsentRequest } from '@model';
import { toDataError } from './errors';
import { callFunction } from './functions';
import { toDate } from './timestamps';
import { liteDb } from './lite';

/**
 * users/{uid} as the member's own app sees it. Health-data consent, onboarding and membership are
 * written only by the server (recordConsent, submitResponse, membership functions).
 */
export interface MemberProfile {
  uid: string;
  displayName: string;
  email: string | null;
  phone?: string;
  /** as stored: `withdrawnAt` set means withdrawn (engine `hasCurrentHealthConsent` reads this shape too) */
  consent?: { healthData?: { givenAt: Date | null; noticeVersion: string; withdrawnAt: Date | null } };
  onboarding: { healthConsentAt: Date | null; initialAssessmentAt: Date | null };
  /** written only by the payments webhook (and the seed); absent on accounts that never had one */
  membership?: Membership<Date>;
}

/** Pure: users/{uid}.membership -> Membership with dates (a missing one reads as status 'none'). */
export function toMembership(data: unknown): Membership<Date> {
  const membership = readMembership<unknown>(data);
  return { ...membership, renewsAt: toDate(membership.renewsAt), updatedAt: toDate(membership.updatedAt) };
}

/** Pure: Firestore data -> MemberProfile, tolerant of missing fields on older documents. */
export function toProfile(uid: string, data: Record<string, unknown> | undefined): MemberProfile {
  const d = data ?? {};
  const onboarding = (d.onboarding ?? {}) as Record<string, unknown>;
  const consent = (d.consent ?? {}) as { healthData?: { givenAt?: unknown; noticeVersion?: unknown; withdrawnAt?: unknown } };
  const health = consent.healthData;
  return {
    uid,
    displayName: typeof d.displayName === 'string' ? d.displayName : '',
    email: typeof d.email === 'string' ? d.email : null,
    ...(typeof d.phone === 'string' ? { phone: d.phone } : {}),
    ...(health
      ? {
          consent: {
            healthData: {
              givenAt: toDate(health.givenAt),
              noticeVersion: typeof health.noticeVersion === 'string' ? health.noticeVersion : '',
              withdrawnAt: toDate(health.withdrawnAt),
            },
          },
        }
      : {}),
    onboarding: { healthConsentAt: toDate(onboarding.healthConsentAt), initialAssessmentAt: toDate(onboarding.initialAssessmentAt) },
    ...(d.membership ? { membership: toMembership(d.membership) } : {}),
  };
}

/**
 * The signed-in member's profile. Each read is kept on this device (device-copies.ts, loaded only
 * then), so with no signal the app opens on the copy: the guards and the consent step read it.
 */
export async function getProfile(uid: string): Promise<MemberProfile | null> {
  try {
    const snap = await getDoc(doc(liteDb(), 'users', uid));
    const profile = snap.exists() ? toProfile(uid, snap.data()) : null;
    if (profile) void import('./device-copies').then((copies) => copies.keepProfileCopy(uid, profile));
    return profile;
  } catch (error) {
    const failure = toDataError(error);
    if (failure.code !== 'permission-denied') {
      const copy = await import('./device-copies').then((copies) => copies.readProfileCopy(uid)).catch(() => null);
      if (copy) return copy as MemberProfile; // kept by this function from a read like the one above
    }
    throw failure;
  }
}

/**
 * Records explicit Article 9 consent for health data against the notice the member was shown.
 * The server stamps the time and refuses a notice that is no longer current.
 */
export function giveHealthDataConsent(noticeVersion: string): Promise<RecordConsentAnswer> {
  return callFunction<RecordConsentRequest, RecordConsentAnswer>('recordConsent', { action: 'give', noticeVersion });
}

/** Withdraws health-data consent (as easy as giving it); answers already submitted are kept. */
export function withdrawHealthDataConsent(): Promise<RecordConsentAnswer> {
  return callFunction<RecordConsentRequest, RecordConsentAnswer>('recordConsent', { action: 'withdraw', noticeVersion: null });
}
