import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { score, validateResponse, visibleData } from '@engine';
import { callableOptions } from './options.ts';
import { requireMember } from './callers.ts';
import { ONBOARDING_FORM_ID, definitionOfVersion, parseSubmitInput, submittedFields, summariseErrors } from './submission.ts';

/**
 * Submits a member's answers: re-validates them against the published version with the same
 * engine as the browser, scores them, and stores the response as submitted (never editable
 * afterwards). Invalid answers fail with `invalid-argument` and `details.errors` (FieldError[]).
 */
export const submitResponse = onCall(callableOptions, async (request) => {
  const member = requireMember(request.auth);
  const input = parseSubmitInput(request.data);
  if (!input.ok) throw new HttpsError('invalid-argument', input.message);
  const { formId, responseId } = input.value;
  const db = getFirestore();

  const form = await db.collection('forms').doc(formId).get();
  if (!form.exists) throw new HttpsError('not-found', `There is no form called "${formId}".`);
  if (form.get('status') !== 'published') throw new HttpsError('failed-precondition', 'This form is not accepting answers at the moment.');
  const formVersion = input.value.formVersion ?? form.get('currentVersion');
  if (!Number.isInteger(formVersion)) throw new HttpsError('failed-precondition', 'This form has no published version yet.');
  const versionDoc = await form.ref.collection('versions').doc(String(formVersion)).get();
  const definition = definitionOfVersion(versionDoc.data());
  if (!definition) throw new HttpsError('not-found', `Version ${formVersion} of "${formId}" was not found.`);

  const validation = validateResponse(definition, input.value.data);
  if (!validation.valid) {
    throw new HttpsError('invalid-argument', summariseErrors(validation.errors), { errors: validation.errors });
  }
  // Answers to questions that are hidden for these answers are not kept (data minimisation).
  const data = visibleData(definition, input.value.data);
  const result = score(definition, data);

  const ref = responseId ? db.collection('responses').doc(responseId) : db.collection('responses').doc();
  const fields = submittedFields({ formId, formVersion, memberId: member.uid, data, result });
  await db.runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    if (existing.exists) {
      if (existing.get('memberId') !== member.uid) throw new HttpsError('not-found', 'That draft was not found.');
      if (existing.get('status') !== 'draft') throw new HttpsError('failed-precondition', 'This response was already submitted and cannot be changed.');
      if (existing.get('formId') !== formId) throw new HttpsError('invalid-argument', 'That draft belongs to a different form.');
    }
    const now = FieldValue.serverTimestamp();
    tx.set(ref, { ...fields, createdAt: existing.get('createdAt') ?? now, updatedAt: now, submittedAt: now });
    if (formId === ONBOARDING_FORM_ID) {
      tx.set(db.collection('users').doc(member.uid), { onboarding: { initialAssessmentAt: now } }, { merge: true });
    }
  });

  return {
    responseId: ref.id,
    formId,
    formVersion,
    status: 'submitted' as const,
    scores: result.scales,
    flags: result.flags,
    scoringVersion: result.scoringVersion,
  };
});
