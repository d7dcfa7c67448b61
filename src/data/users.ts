import { doc, getDoc, serverTimestamp, setDoc, type Timestamp } from 'firebase/firestore';
import { firebase } from './app';
import { toDataError } from './errors';

/** users/{uid} as the member's own app sees it. Membership is written only by functions. */
export interface MemberProfile {
  uid: string;
  displayName: string;
  email: string | null;
  phone?: string;
  consent?: { healthData?: { givenAt: Date | null; noticeVersion: string } };
  onboarding: { healthConsentAt: Date | null; initialAssessmentAt: Date | null };
  membership?: { plan: string; status: string; renewsAt: Date | null };
}

const toDate = (v: unknown): Date | null => (v && typeof (v as Timestamp).toDate === 'function' ? (v as Timestamp).toDate() : null);

/** Pure: Firestore data -> MemberProfile, tolerant of missing fields on older documents. */
export function toProfile(uid: string, data: Record<string, unknown> | undefined): MemberProfile {
  const d = data ?? {};
  const onboarding = (d.onboarding ?? {}) as Record<string, unknown>;
  const consent = (d.consent ?? {}) as { healthData?: { givenAt?: unknown; noticeVersion?: string } };
  const membership = d.membership as { plan?: string; status?: string; renewsAt?: unknown } | undefined;
  return {
    uid,
    displayName: typeof d.displayName === 'string' ? d.displayName : '',
    email: typeof d.email === 'string' ? d.email : null,
    ...(typeof d.phone === 'string' ? { phone: d.phone } : {}),
    ...(consent.healthData
      ? { consent: { healthData: { givenAt: toDate(consent.healthData.givenAt), noticeVersion: consent.healthData.noticeVersion ?? '' } } }
      : {}),
    onboarding: { healthConsentAt: toDate(onboarding.healthConsentAt), initialAssessmentAt: toDate(onboarding.initialAssessmentAt) },
    ...(membership ? { membership: { plan: membership.plan ?? '', status: membership.status ?? '', renewsAt: toDate(membership.renewsAt) } } : {}),
  };
}

export async function getProfile(uid: string): Promise<MemberProfile | null> {
  try {
    const snap = await getDoc(doc(firebase().db, 'users', uid));
    return snap.exists() ? toProfile(uid, snap.data()) : null;
  } catch (error) {
    throw toDataError(error);
  }
}

/** Records explicit Article 9 consent for health data, with the notice version it was given against. */
export async function giveHealthDataConsent(uid: string, noticeVersion: string): Promise<void> {
  try {
    // A merge, not an update: it also works if registration was cut off before the profile was written.
    await setDoc(
      doc(firebase().db, 'users', uid),
      { consent: { healthData: { givenAt: serverTimestamp(), noticeVersion } }, onboarding: { healthConsentAt: serverTimestamp() } },
      { merge: true },
    );
  } catch (error) {
    throw toDataError(error);
  }
}
