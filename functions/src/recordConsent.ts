import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { COLLECTIONS, CONSENT_AUDIT_ACTIONS, HEALTH_NOTICE_VERSION, hasCurrentHealthConsent, parseRecordConsentRequest, type RecordConsentAnswer } from '@model';
import { requireMember } from './callers.ts';
import { callableOptions } from './options.ts';
import { enforceRateLimit } from './rateLimit.ts';

/**
 * Gives or withdraws the signed-in member's health-data consent (UK GDPR Article 9). The server's
 * clock stamps it and only the current notice can be consented to, so a record cannot be
 * backdated or invented; the rules refuse `consent.healthData` and `onboarding` from clients.
 *
 * Giving sets `givenAt` and the notice version, clears `withdrawnAt` and marks the onboarding's
 * consent step (`onboarding.healthConsentAt`). Withdrawing sets `withdrawnAt` and keeps the record
 * of what was given and when; answers already submitted stay for the practitioner. Asking for what
 * is already so (giving current consent again, withdrawing with nothing to withdraw) succeeds and
 * changes nothing, so a double tap writes one audit entry. Rate-limited per member (rateLimit.ts).
 */
export const recordConsent = onCall(callableOptions, async (request): Promise<RecordConsentAnswer> => {
  const caller = requireMember(request.auth);
  await enforceRateLimit(caller.uid, 'recordConsent');
  const input = parseRecordConsentRequest(request.data);
  if (!input.ok) throw new HttpsError('invalid-argument', input.message);
  const { action } = input.value;

  const db = getFirestore();
  const userRef = db.collection(COLLECTIONS.users).doc(caller.uid);
  return db.runTransaction(async (tx) => {
    const user = await tx.get(userRef);
    const wasCurrent = hasCurrentHealthConsent(user.data());
    const storedVersion = user.get('consent.healthData.noticeVersion') as unknown;
    const noticeVersion = action === 'give' || typeof storedVersion !== 'string' ? HEALTH_NOTICE_VERSION : storedVersion;
    const given = user.get('consent.healthData.givenAt') != null;
    const withdrawn = user.get('consent.healthData.withdrawnAt') != null;
    if (action === 'give' ? wasCurrent : !given || withdrawn) {
      return { action, noticeVersion, current: wasCurrent };
    }

    const now = FieldValue.serverTimestamp();
    // set + merge, not update: it works even if registration was cut off before the profile was written.
    tx.set(
      userRef,
      action === 'give'
        ? { consent: { healthData: { givenAt: now, noticeVersion, withdrawnAt: FieldValue.delete() } }, onboarding: { healthConsentAt: now } }
        : { consent: { healthData: { withdrawnAt: now } } },
      { merge: true },
    );
    tx.create(db.collection(COLLECTIONS.auditLog).doc(), {
      action: CONSENT_AUDIT_ACTIONS[action],
      actorUid: caller.uid,
      targetUid: caller.uid,
      noticeVersion,
      at: now,
    });
    return { action, noticeVersion, current: action === 'give' };
  });
});
