import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { score, validateResponse, visibleData, withCalculatedValues } from '@engine';
import { ALERTING_SEVERITIES, COLLECTIONS, CONSENT_REQUIRED, CONSENT_REQUIRED_MESSAGE, HEALTH_NOTICE_VERSION, carriedFields, draftResponseId, hasCurrentHealthConsent, readFormAudience, readFormStatus, readPositiveInteger, readStoredDefinition, responseReviewDocument, responseReviewPath, submitResponseAnswer, submittedResponseFields, type ConsentRequiredDetails, type SubmitResponseAnswer, type SubmittedResponseDocument, newReviewAlertFields } from '@model';
import { callableOptions } from './options.ts';
import { alertAfterSubmission } from './alerts/index.ts';
import { MAIL_SECRETS } from './mail/index.ts';
import { requireMember } from './callers.ts';
import { memberActivityFields } from './memberDirectory.ts';
import { countInTransaction, enforceRateLimit, rateLimitRef } from './rateLimit.ts';
import {
  NOT_ASSIGNED_MESSAGE,
  ONBOARDING_FORM_ID,
  audienceAllows,
  carryAnswers,
  fulfilledAssignmentFields,
  parseSubmitInput,
  summariseErrors,
} from './submission.ts';

/** The version the answers were given on and the answers that did not fit, when carried to the current version. */
type MigratedFields = Required<Pick<SubmittedResponseDocument<unknown>, 'migratedFrom' | 'unplaced'>>;

/**
 * The answer for a response already stored at the submission key: the same outcome again when it
 * is this member's submission of this form (a double tap, a retry after a lost reply, a second
 * tab); anything else at that id is refused and left alone.
 */
function storedOutcome(stored: DocumentSnapshot, memberId: string, formId: string): SubmitResponseAnswer {
  const data = stored.data() ?? {};
  if (data.memberId !== memberId || data.formId !== formId || data.status !== 'submitted') {
    throw new HttpsError('already-exists', 'These answers could not be saved under this submission. Reload the page and submit again.');
  }
  return submitResponseAnswer(stored.id, data);
}

/**
 * Submits a member's answers: carries answers given on an older version to the current one
 * (`migratedFrom`; what does not fit is stored as `unplaced`), re-validates them against the
 * current version with the same engine as the browser, scores them, and stores the response as submitted (never editable
 * afterwards) at `responses/{submissionKey}`, in one transaction with the member's consent check,
 * the reviewer's side (review/flags: every flag) and the removal of the open draft holding that
 * key, and the member's oldest open assignment of the form marked submitted with this response
 * (an 'assigned'-only form without one is refused: failed-precondition, NOT_ASSIGNED_MESSAGE).
 * The same key again answers with the stored outcome and stores nothing. Without a key (scripts;
 * the app always sends one) at most one response per member and form is stored a minute: another
 * within the minute is refused (`resource-exhausted`, in words, nothing written). Every call
 * counts against the member's rate limit (rateLimit.ts: 20 in 10 minutes). Once the transaction
 * has committed, an urgent or warning flag is handed to the alert sender (alerts/: an email per
 * flag to the practice's alert recipients), waiting at most ALERT_WAIT_MS and never failing the
 * submission; the flag-alert sweep finishes what it could not. Invalid answers
 * fail with `invalid-argument` and `details.errors` (FieldError[]); no current health-data consent
 * fails with `failed-precondition` and `details: {reason: CONSENT_REQUIRED, noticeVersion}`.
 */
export const submitResponse = onCall({ ...callableOptions, secrets: MAIL_SECRETS }, async (request): Promise<SubmitResponseAnswer> => {
  const member = requireMember(request.auth);
  await enforceRateLimit(member.uid, 'submitResponse');
  const input = parseSubmitInput(request.data);
  if (!input.ok) throw new HttpsError('invalid-argument', input.message);
  const { formId, submissionKey } = input.value;
  const db = getFirestore();
  const responses = db.collection(COLLECTIONS.responses);
  const ref = submissionKey ? responses.doc(submissionKey) : responses.doc();

  // A retry answers with what was stored, even if the form was archived or moved on since.
  if (submissionKey) {
    const stored = await ref.get();
    if (stored.exists) return storedOutcome(stored, member.uid, formId);
  }

  const form = await db.collection(COLLECTIONS.forms).doc(formId).get();
  if (!form.exists) throw new HttpsError('not-found', `There is no form called "${formId}".`);
  if (readFormStatus(form.get('status')) !== 'published') throw new HttpsError('failed-precondition', 'This form is not accepting answers at the moment.');
  const formVersion = readPositiveInteger(form.get('currentVersion'));
  if (formVersion === null) throw new HttpsError('failed-precondition', 'This form has no published version yet.');
  const givenOn = input.value.formVersion ?? formVersion;
  if (givenOn > formVersion) throw new HttpsError('not-found', `Version ${givenOn} of "${formId}" was not found.`);
  // the versions the answers travel through: the one they were given on up to the current one
  const versionRefs = Array.from({ length: formVersion - givenOn + 1 }, (_, i) => form.ref.collection(COLLECTIONS.formVersions).doc(String(givenOn + i)));
  const versionDocs = await db.getAll(...versionRefs);
  const currentDoc = versionDocs[versionDocs.length - 1]!;
  const stored = readStoredDefinition(currentDoc.data());
  if (!stored) throw new HttpsError('not-found', `Version ${formVersion} of "${formId}" was not found.`);
  const definition = { ...stored, version: formVersion };

  // Answers given on an older version (a draft opened before a publish) are carried to the
  // current one; what does not fit is kept on the response for the reviewer, never dropped.
  let answers = input.value.data;
  let migrated: MigratedFields | null = null;
  if (givenOn < formVersion) {
    const carried = carryAnswers(answers, givenOn, versionDocs.map((d, i) => ({ version: givenOn + i, data: d.data() })), definition);
    if (!carried.ok) throw new HttpsError('failed-precondition', carried.message);
    answers = carried.data;
    migrated = { migratedFrom: givenOn, unplaced: carried.unplaced };
  }

  // calculated questions are worked out here from the answers: a value the browser sent is never kept
  answers = withCalculatedValues(definition, answers);
  const validation = validateResponse(definition, answers);
  if (!validation.valid) {
    throw new HttpsError('invalid-argument', summariseErrors(validation.errors), { errors: validation.errors });
  }
  // Answers to questions that are hidden for these answers are not kept (data minimisation).
  const data = visibleData(definition, answers);
  const result = score(definition, data);
  const facts = { formId, formVersion, memberId: member.uid, result };
  const submitted = submittedResponseFields({ ...facts, data });

  const userRef = db.collection(COLLECTIONS.users).doc(member.uid);
  const draftRef = responses.doc(draftResponseId(member.uid, formId));
  // The member's oldest open assignment of this form: this response fulfils it. An 'assigned'-only
  // form takes answers only from a member it is assigned to.
  const audience = readFormAudience(form.get('audience'));
  const openAssignments = db.collection(COLLECTIONS.assignments)
    .where('memberId', '==', member.uid)
    .where('formId', '==', formId)
    .where('status', '==', 'assigned')
    .orderBy('assignedAt', 'asc')
    .limit(1);
  // without a key: one stored response per member and form a minute (counted with the response, so
  // answers refused for another reason do not use up the minute)
  const unkeyedRef = submissionKey ? null : rateLimitRef(db, member.uid, 'submitResponseUnkeyed', formId);
  const answer = await db.runTransaction(async (tx) => {
    const [user, existing, draft, unkeyed] = await tx.getAll(userRef, ref, draftRef, ...(unkeyedRef ? [unkeyedRef] : []));
    const assignment = (await tx.get(openAssignments)).docs[0];
    // the draft whose key this is: submitted now, so it is no longer open (never an orphan)
    const ownDraft = submissionKey !== null && draft!.exists && draft!.get('status') === 'draft' && draft!.get('submissionKey') === submissionKey;
    if (existing!.exists) {
      // another call with this key (a second tab) got here first
      const outcome = storedOutcome(existing!, member.uid, formId);
      if (ownDraft) tx.delete(draftRef);
      return outcome;
    }
    if (!hasCurrentHealthConsent(user!.data())) {
      const details: ConsentRequiredDetails = { reason: CONSENT_REQUIRED, noticeVersion: HEALTH_NOTICE_VERSION };
      throw new HttpsError('failed-precondition', CONSENT_REQUIRED_MESSAGE, details);
    }
    if (!audienceAllows(audience, assignment !== undefined)) throw new HttpsError('failed-precondition', NOT_ASSIGNED_MESSAGE);
    if (unkeyed) countInTransaction(tx, unkeyed, 'submitResponseUnkeyed');
    // what the app carried on the draft (answers kept aside when it moved the draft on) and what
    // this submission carried: both kept on the response
    const fields = { ...submitted, ...carriedFields(ownDraft ? draft!.data() : undefined, migrated) };
    const now = FieldValue.serverTimestamp();
    const createdAt: unknown = ownDraft ? (draft!.get('createdAt') ?? now) : now;
    tx.create(ref, { ...fields, createdAt, updatedAt: now, submittedAt: now });
    // alertDueAt: the alert sender (and, should it stop, the flag-alert sweep) takes it from here
    tx.create(db.doc(responseReviewPath(ref.id)), { ...responseReviewDocument({ ...facts, submittedAt: now }), ...newReviewAlertFields(result.flags, now) });
    if (ownDraft) tx.delete(draftRef);
    if (assignment) tx.update(assignment.ref, fulfilledAssignmentFields(ref.id, now));
    if (formId === ONBOARDING_FORM_ID) {
      tx.set(userRef, { onboarding: { initialAssessmentAt: now } }, { merge: true });
    }
    // the members list's row: last submission, open flags (every raised flag starts open), onboarding
    tx.set(userRef, memberActivityFields(user!, result.flags, now, formId === ONBOARDING_FORM_ID), { merge: true });
    return submitResponseAnswer(ref.id, fields);
  });
  if (result.flags.some((flag) => ALERTING_SEVERITIES.includes(flag.severity))) await alertAfterSubmission(db, ref.id);
  return answer;
});
