import { readMigration, type DraftAnswers, type FormDefinition } from '@engine';
import { BUILDER_DRAFT_DOC, COLLECTIONS, STALE_REVISION, DECLARED_CHANGES_LIMIT, builderDraftProblem, formIdProblem, readDeclaredChanges, readFormStatus, readPositiveInteger, readStoredDefinition, type ArchiveFormAnswer, type ArchiveFormRequest, type DeclaredChanges, type PublishFormAnswer, type PublishFormRequest, type BuilderDraft, type StoredFormVersion } from '@model';
import {
  collection,
  doc,
  getCount,
  getDoc,
  getDocs,
  query,
  runTransaction,
  serverTimestamp,
  where,
} from 'firebase/firestore/lite';
import type { PublishedForm } from './assessments';
import { firebase } from './app';
import { DataError, guard } from './errors';
import { callFunction } from './functions';
import { toDate } from './timestamps';
import { liteDb } from './lite';
import { formsCollection, toFormSummary, type FormSummary } from './form-list';

/** The FormBuilder's working draft (forms/{id}/private/draft, administrators only), and a published version with what a version history needs: declared once in the model. */
export type { BuilderDraft, StoredFormVersion } from '@model';

/** Pure: private/draft data -> BuilderDraft, or null when it holds no usable definition. */
export function toBuilderDraft(data: Record<string, unknown> | undefined): BuilderDraft | null {
  const definition = readStoredDefinition(data);
  const revision = readPositiveInteger(data?.revision);
  if (!definition || revision === null) return null;
  return {
    definition,
    revision,
    updatedAt: toDate(data?.updatedAt),
    updatedBy: typeof data?.updatedBy === 'string' ? data.updatedBy : null,
    declared: readDeclaredChanges(data),
  };
}

/** Pure: newest edit first; forms never edited last, then by title. */
export function byNewestEdit(a: FormSummary, b: FormSummary): number {
  const diff = (b.updatedAt?.getTime() ?? -Infinity) - (a.updatedAt?.getTime() ?? -Infinity);
  return diff !== 0 && !Number.isNaN(diff) ? diff : a.title.localeCompare(b.title);
}

const formRef = (formId: string) => doc(liteDb(), COLLECTIONS.forms, formId);
const draftRef = (formId: string) => doc(liteDb(), COLLECTIONS.forms, formId, COLLECTIONS.formPrivate, BUILDER_DRAFT_DOC);

function signedInUid(): string {
  const uid = firebase().auth.currentUser?.uid;
  if (!uid) throw new DataError('unauthenticated', 'Please sign in again to continue.');
  return uid;
}

/** Administrators: every form (committed and builder-made, any status), newest edit first. */
export function listForms(): Promise<FormSummary[]> {
  return guard(async () => {
    // Unordered on the server: an orderBy would drop forms without `updatedAt`.
    const snap = await getDocs(formsCollection());
    return snap.docs.map((d) => toFormSummary(d.id, d.data())).sort(byNewestEdit);
  });
}

/** Administrators: how many responses to the form were submitted (an aggregate count, no documents read). */
export function countResponses(formId: string): Promise<number> {
  return guard(async () => {
    const q = query(collection(liteDb(), COLLECTIONS.responses), where('formId', '==', formId), where('status', '==', 'submitted'));
    return (await getCount(q)).data().count;
  });
}

/** Administrators: the builder's working draft, or null when none was saved yet (e.g. a committed form). */
export function loadBuilderDraft(formId: string): Promise<BuilderDraft | null> {
  return guard(async () => {
    const snap = await getDoc(draftRef(formId));
    if (!snap.exists()) return null;
    const draft = toBuilderDraft(snap.data());
    if (!draft) throw new DataError('invalid-draft', 'The saved draft of this form could not be read. Open the JSON view to repair it, or start again from the published version.');
    return draft;
  });
}

function checkDraft(formId: string, definition: FormDefinition): void {
  const problem = formIdProblem(formId) ?? builderDraftProblem(formId, definition);
  if (problem) throw new DataError('invalid-argument', problem);
}

/**
 * Administrators: a new builder form, forms/{id} (draft, source 'builder') and its private/draft
 * at revision 1, written together. The id is the definition's; a taken id is refused
 * ('already-exists').
 */
export function createBuilderForm(definition: FormDefinition): Promise<BuilderDraft> {
  return guard(async () => {
    const formId = definition.id;
    checkDraft(formId, definition);
    const uid = signedInUid();
    const db = liteDb();
    const revision = await runTransaction(db, async (tx) => {
      const [form, orphan] = [await tx.get(formRef(formId)), await tx.get(draftRef(formId))];
      if (form.exists()) throw new DataError('already-exists', `A form with the id "${formId}" already exists. Choose another id.`);
      // A draft left behind by a deleted form is continued, never reset (its revision only grows).
      const next = orphan.exists() ? (readPositiveInteger(orphan.get('revision')) ?? 0) + 1 : 1;
      const now = serverTimestamp();
      tx.set(formRef(formId), {
        title: definition.title, slug: formId, description: definition.description ?? '', status: 'draft', source: 'builder',
        createdAt: now, updatedAt: now, updatedBy: uid,
      });
      tx.set(draftRef(formId), { definition, revision: next, updatedAt: now, updatedBy: uid });
      return next;
    });
    return { definition, revision, updatedAt: new Date(), updatedBy: uid, declared: { renamed: [], removed: [] } };
  });
}

/** The message of a refused save or publish: another tab or administrator saved in between. */
const CONFLICT_MESSAGE =
  'Someone saved a newer version of this draft (another tab or administrator). Reload to see their changes, or keep yours to save over them.';

/**
 * Administrators: saves the working draft as revision `baseRevision + 1` (revision 1 when
 * `baseRevision` is 0: the form had no draft). A stale base (someone saved since) throws
 * DataError 'conflict' and writes nothing; the rules refuse it too, whatever the client does.
 * Also stamps the form's last edit (and, until first published, its title and description).
 * Works online only (a transaction): offline it fails at once, so the caller can show "Not saved".
 */
export function saveBuilderDraft(
  formId: string,
  definition: FormDefinition,
  baseRevision: number,
  declared: DeclaredChanges = { renamed: [], removed: [] },
): Promise<BuilderDraft> {
  return guard(async () => {
    checkDraft(formId, definition);
    if (declared.renamed.length > DECLARED_CHANGES_LIMIT || declared.removed.length > DECLARED_CHANGES_LIMIT) {
      throw new DataError('invalid-argument', `A draft can record at most ${DECLARED_CHANGES_LIMIT} renamed or removed questions before it is published.`);
    }
    if (!Number.isInteger(baseRevision) || baseRevision < 0) throw new DataError('invalid-argument', 'The draft revision must be a whole number from 0.');
    const uid = signedInUid();
    const db = liteDb();
    await runTransaction(db, async (tx) => {
      const [form, saved] = [await tx.get(formRef(formId)), await tx.get(draftRef(formId))];
      if (!form.exists()) throw new DataError('not-found', `There is no form called "${formId}". It may have been deleted.`);
      const savedRevision = saved.exists() ? (readPositiveInteger(saved.get('revision')) ?? 0) : 0;
      if (savedRevision !== baseRevision) throw new DataError('conflict', CONFLICT_MESSAGE, { savedRevision });
      const now = serverTimestamp();
      // plain copies: the rules check `declared` field by field
      const record = { renamed: declared.renamed.map(({ from, to }) => ({ from, to })), removed: [...declared.removed] };
      tx.set(draftRef(formId), { definition, revision: baseRevision + 1, declared: record, updatedAt: now, updatedBy: uid });
      const text = readFormStatus(form.get('status')) === 'draft' ? { title: definition.title, description: definition.description ?? '' } : {};
      tx.update(formRef(formId), { ...text, updatedAt: now, updatedBy: uid });
    });
    return { definition, revision: baseRevision + 1, updatedAt: new Date(), updatedBy: uid, declared };
  });
}

/**
 * Administrators: publishes the saved draft at `revision` through the server (re-validated, an
 * immutable version only when the content changed). A newer saved draft throws 'conflict';
 * a definition that cannot be published throws 'functions/invalid-argument' with
 * `details.issues` (DefinitionIssue[]).
 */
export async function publishForm(formId: string, revision: number): Promise<{ version: number; changed: boolean; contentHash: string }> {
  try {
    const answer = await callFunction<PublishFormRequest, PublishFormAnswer>('publishForm', { formId, revision });
    return { version: answer.version, changed: answer.changed, contentHash: answer.contentHash };
  } catch (error) {
    const details = error instanceof DataError ? (error.details as { reason?: unknown } | undefined) : undefined;
    if (details?.reason === STALE_REVISION) throw new DataError('conflict', CONFLICT_MESSAGE, details);
    throw error;
  }
}

/** Administrators: archives a form (members stop seeing it) or brings it back (published if it has a version). */
export async function archiveForm(formId: string, archived: boolean): Promise<void> {
  await callFunction<ArchiveFormRequest, ArchiveFormAnswer>('archiveForm', { formId, archived });
}

/** One published version (administrators' preview; members for published forms). */
export function loadFormVersion(formId: string, version: number): Promise<PublishedForm> {
  return guard(async () => {
    const snap = await getDoc(doc(liteDb(), COLLECTIONS.forms, formId, COLLECTIONS.formVersions, String(version)));
    const definition = snap.exists() ? readStoredDefinition(snap.data()) : null;
    if (!definition) throw new DataError('not-found', `Version ${version} of this form was not found.`);
    return { formId, version, definition };
  });
}

/** Pure: versions/{n} data -> StoredFormVersion, or null when it holds no definition. */
export function toStoredFormVersion(version: number, data: Record<string, unknown> | undefined): StoredFormVersion | null {
  const definition = readStoredDefinition(data);
  if (!definition) return null;
  const read = data?.migration === undefined ? null : readMigration(data.migration);
  return {
    version,
    definition: { ...definition, version },
    migration: read?.ok ? read.migration : null,
    contentHash: typeof data?.contentHash === 'string' ? data.contentHash : null,
    publishedAt: toDate(data?.publishedAt),
  };
}

/** Administrators: every published version of a form, oldest first. */
export function listFormVersions(formId: string): Promise<StoredFormVersion[]> {
  return guard(async () => {
    const snap = await getDocs(collection(liteDb(), COLLECTIONS.forms, formId, COLLECTIONS.formVersions));
    return snap.docs
      .flatMap((d) => {
        const version = readPositiveInteger(Number(d.id));
        const stored = version === null ? null : toStoredFormVersion(version, d.data());
        return stored ? [stored] : [];
      })
      .sort((a, b) => a.version - b.version);
  });
}

/**
 * Administrators: the members' open drafts of a form, as answers and the version they were given
 * on, to count what a publish would carry over. Never shown: only counted.
 */
export function listOpenDrafts(formId: string): Promise<DraftAnswers[]> {
  return guard(async () => {
    const q = query(collection(liteDb(), COLLECTIONS.responses), where('formId', '==', formId), where('status', '==', 'draft'));
    const snap = await getDocs(q);
    return snap.docs.flatMap((d) => {
      const version = readPositiveInteger(d.get('formVersion'));
      const data = d.get('data') as unknown;
      return version !== null && typeof data === 'object' && data !== null && !Array.isArray(data) ? [{ version, data: data as Record<string, unknown> }] : [];
    });
  });
}
