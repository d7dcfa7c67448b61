import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { FORM_AUDIT_ACTIONS, parseArchiveFormRequest, readFormAudience, readFormStatus, statusAfterArchive, type ArchiveFormAnswer, type FormAuditEntry } from '@model';
import { auditFormChange, startFormCall } from './formCall.ts';
import { callableOptions } from './options.ts';

/**
 * Archives a form (members no longer see it or submit to it; versions and responses stay) or
 * brings it back: published when it has a version, else a draft. Administrators only; audited.
 * Asking for the status a form already has changes nothing and writes no audit entry.
 */
export const archiveForm = onCall(callableOptions, async (request): Promise<ArchiveFormAnswer> => {
  const { caller, input, db, formRef } = await startFormCall(request, parseArchiveFormRequest);
  const { formId, archived } = input;

  return db.runTransaction(async (tx) => {
    const form = await tx.get(formRef);
    if (!form.exists) throw new HttpsError('not-found', `There is no form called "${formId}".`);
    const fromStatus = readFormStatus(form.get('status'));
    const toStatus = statusAfterArchive(fromStatus, archived, form.get('currentVersion'));
    if (toStatus === fromStatus) return { formId, status: toStatus };

    const now = FieldValue.serverTimestamp();
    // a form published again states its audience (members list those for 'everyone')
    const audience = toStatus === 'published' ? { audience: readFormAudience(form.get('audience')) } : {};
    tx.update(formRef, { status: toStatus, ...audience, updatedAt: now, updatedBy: caller.uid });
    const entry: FormAuditEntry<FieldValue> = {
      action: archived ? FORM_AUDIT_ACTIONS.archive : FORM_AUDIT_ACTIONS.unarchive,
      actorUid: caller.uid,
      formId,
      fromStatus,
      toStatus,
      at: now,
    };
    auditFormChange(tx, db, entry);
    return { formId, status: toStatus };
  });
});
