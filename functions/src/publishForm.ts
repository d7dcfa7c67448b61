import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { contentHash, type FormDefinition, type Migration } from '@engine';
import { BUILDER_DRAFT_DOC, COLLECTIONS, FORM_AUDIT_ACTIONS, SCORING_VERSION_REQUIRED, STALE_REVISION, parsePublishFormRequest, planMigration, planPublish, publishableIssues, publishedDocuments, readFormAudience, readFormStatus, readDeclaredChanges, readPositiveInteger, readStoredDefinition, summariseDefinitionIssues, type DefinitionIssuesDetails, type FormAuditEntry, type ScoringVersionDetails, type PublishFormAnswer, type PublishedFormState, type StaleRevisionDetails } from '@model';
import { auditFormChange, startFormCall } from './formCall.ts';
import { callableOptions } from './options.ts';

type ServerTime = FieldValue;

/**
 * The migration stored on version n+1: from the current version n to the draft, with the renames
 * and removals the builder recorded (`declared`). Refused when it does not fit the two versions
 * (invalid-argument, details.issues) or when the scoring changed without a new scoring version
 * (failed-precondition, details ScoringVersionDetails). Undeclared look-alike renames are not
 * refused here: the builder records every rename it makes, so what is left is a new question.
 */
function migrationTo(current: FormDefinition, next: FormDefinition, draftData: Record<string, unknown> | undefined): Migration {
  const plan = planMigration(current, next, readDeclaredChanges(draftData));
  if (plan.ok) return plan.migration;
  if (plan.reason === 'migration') {
    const details: DefinitionIssuesDetails = { issues: plan.issues };
    throw new HttpsError('invalid-argument', `The changes since version ${current.version} cannot be carried to the new version: ${plan.issues[0]?.message ?? 'they do not fit'}.`, details);
  }
  const details: ScoringVersionDetails = { reason: SCORING_VERSION_REQUIRED, proposed: plan.problem.proposed, changes: plan.problem.changes };
  throw new HttpsError('failed-precondition', plan.problem.message, details);
}

/**
 * Publishes a FormBuilder draft (administrators only): reads forms/{id}/private/draft, refuses
 * when a newer draft was saved since the caller looked (`failed-precondition`, details
 * StaleRevisionDetails), re-validates with the engine (`invalid-argument`, details.issues), and
 * stores an immutable versions/{n} only when the content changed, with the migration from n-1
 * (see migrationTo: a scoring change needs a new scoring version). The form's summary, status and
 * the audit entry are written in the same transaction. A committed form published here becomes a
 * builder form (`forms publish` leaves it alone from then on).
 */
export const publishForm = onCall(callableOptions, async (request): Promise<PublishFormAnswer> => {
  const { caller, input, db, formRef } = await startFormCall(request, parsePublishFormRequest);
  const { formId, revision } = input;
  const draftRef = formRef.collection(COLLECTIONS.formPrivate).doc(BUILDER_DRAFT_DOC);

  return db.runTransaction(async (tx) => {
    const [form, draft] = await tx.getAll(formRef, draftRef);
    if (!draft?.exists) throw new HttpsError('not-found', `"${formId}" has no saved draft to publish. Open it in the FormBuilder and save it first.`);
    const savedRevision = readPositiveInteger(draft.get('revision'));
    if (savedRevision !== revision) {
      const details: StaleRevisionDetails = { reason: STALE_REVISION, savedRevision };
      throw new HttpsError('failed-precondition', 'Someone saved a newer draft of this form (another tab or administrator). Reload it, check it, then publish.', details);
    }
    const definition = readStoredDefinition(draft.data());
    const issues = publishableIssues(formId, definition ?? draft.get('definition'));
    if (!definition || issues.length > 0) {
      const details: DefinitionIssuesDetails = { issues };
      throw new HttpsError('invalid-argument', summariseDefinitionIssues(issues), details);
    }

    const hash = contentHash(definition);
    const existing = form?.exists ? (form.data() as PublishedFormState) : undefined;
    const fromStatus = form?.exists ? readFormStatus(form.get('status')) : undefined;
    const plan = planPublish(existing, hash, 'builder');
    if (plan.action === 'refuse') throw new HttpsError('failed-precondition', plan.reason);

    const now = FieldValue.serverTimestamp();
    const audit = (changed: boolean): FormAuditEntry<ServerTime> => ({
      action: FORM_AUDIT_ACTIONS.publish,
      actorUid: caller.uid,
      formId,
      version: plan.version,
      contentHash: hash,
      changed,
      ...(fromStatus ? { fromStatus } : {}),
      toStatus: 'published',
      at: now,
    });
    const answer = (changed: boolean): PublishFormAnswer => ({ formId, version: plan.version, changed, contentHash: hash, status: 'published' });

    if (plan.action === 'unchanged') {
      // Same content as the current version: no new version. An archived form comes back.
      if (fromStatus !== 'published') {
        tx.update(formRef, { status: 'published', audience: readFormAudience(form?.get('audience')), updatedAt: now, updatedBy: caller.uid });
        auditFormChange(tx, db, audit(false));
      }
      return answer(false);
    }

    let migration: Migration | undefined;
    if (plan.version > 1) {
      const currentDoc = await tx.get(formRef.collection(COLLECTIONS.formVersions).doc(String(plan.version - 1)));
      const current = readStoredDefinition(currentDoc.data());
      if (!current) throw new HttpsError('failed-precondition', `Version ${plan.version - 1} of "${formId}" could not be read, so drafts could not be carried to a new version. Nothing was published.`);
      migration = migrationTo({ ...current, version: plan.version - 1 }, definition, draft.data());
    }
    const documents = publishedDocuments(definition, { version: plan.version, contentHash: hash, source: 'builder', at: now, by: caller.uid, draftRevision: revision, migration });
    tx.create(formRef.collection(COLLECTIONS.formVersions).doc(String(plan.version)), documents.version);
    // a published form always states its audience (members list those for 'everyone'); a
    // republish keeps the one it has
    tx.set(formRef, { ...documents.form, audience: readFormAudience(form?.get('audience')) }, { merge: true });
    auditFormChange(tx, db, audit(true));
    return answer(true);
  });
});
