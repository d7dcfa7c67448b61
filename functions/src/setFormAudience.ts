import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { COLLECTIONS, REVIEW_AUDIT_ACTIONS, parseSetFormAudienceRequest, readFormAudience, type SetFormAudienceRequest } from '@model';
import { startFormCall } from './formCall.ts';
import { callableOptions } from './options.ts';

/**
 * Sets who sees a form (forms/{id}.audience): every member, or only members it is assigned to.
 * Administrators only; audited. A form without the field reads as 'everyone' (every form before
 * audiences); asking for the audience a form already has changes nothing and writes no entry.
 */
export const setFormAudience = onCall(callableOptions, async (request): Promise<SetFormAudienceRequest> => {
  const { caller, input, db, formRef } = await startFormCall(request, parseSetFormAudienceRequest);
  const { formId, audience } = input;

  return db.runTransaction(async (tx) => {
    const form = await tx.get(formRef);
    if (!form.exists) throw new HttpsError('not-found', `There is no form called "${formId}".`);
    const fromAudience = readFormAudience(form.get('audience'));
    if (fromAudience === audience) {
      // nothing changes for members; a form stored without the field gets it (members list forms by it)
      if (form.get('audience') !== audience) tx.update(formRef, { audience });
      return { formId, audience };
    }

    const now = FieldValue.serverTimestamp();
    tx.update(formRef, { audience });
    tx.create(db.collection(COLLECTIONS.auditLog).doc(), {
      action: REVIEW_AUDIT_ACTIONS.setFormAudience,
      actorUid: caller.uid,
      formId,
      fromAudience,
      toAudience: audience,
      at: now,
    });
    return { formId, audience };
  });
});
