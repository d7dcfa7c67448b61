/**
 * Payloads and answers of the form callables (publishForm, archiveForm), shared by the
 * functions and the web app's data layer. Parsers are pure, never throw, and say what is wrong.
 */
import type { DefinitionIssue } from '@engine';
import { formIdProblem, readPositiveInteger, type FormStatus } from './form-documents.ts';
import { recordOrNull } from '@engine';

/** A parsed payload, or a message for the caller. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

export interface PublishFormRequest {
  formId: string;
  /** the draft revision the administrator is looking at: a newer saved draft refuses the publish */
  revision: number;
}

export interface PublishFormAnswer {
  formId: string;
  version: number;
  /** false: the content equals the current version, so no new version was stored */
  changed: boolean;
  contentHash: string;
  status: 'published';
}

export interface ArchiveFormRequest {
  formId: string;
  /** true archives; false brings it back (published when a version exists, else draft) */
  archived: boolean;
}

export interface ArchiveFormAnswer {
  formId: string;
  status: FormStatus;
}

/** `details.reason` of publishForm's failed-precondition when the saved draft moved on. */
export const STALE_REVISION = 'stale-revision';

export interface StaleRevisionDetails {
  reason: typeof STALE_REVISION;
  /** the revision now saved (null: there is no draft any more) */
  savedRevision: number | null;
}

/** `details.reason` of publishForm's failed-precondition when the scoring changed but its version did not. */
export const SCORING_VERSION_REQUIRED = 'scoring-version';

export interface ScoringVersionDetails {
  reason: typeof SCORING_VERSION_REQUIRED;
  /** the scoring version to propose (the builder offers it) */
  proposed: string;
  /** what changed in the scoring, in words */
  changes: { kind: string; field?: string; text: string }[];
}

/** `details` of publishForm's invalid-argument when the definition cannot be published. */
export interface DefinitionIssuesDetails {
  issues: DefinitionIssue[];
}

/** Checks publishForm's payload: `{formId, revision}`. */
export function parsePublishFormRequest(payload: unknown): Parsed<PublishFormRequest> {
  const data = recordOrNull(payload);
  if (!data) return { ok: false, message: 'Send {formId, revision}.' };
  const idProblem = formIdProblem(data.formId);
  if (idProblem) return { ok: false, message: idProblem };
  const revision = readPositiveInteger(data.revision);
  if (revision === null) return { ok: false, message: 'Which draft should be published? `revision` must be a whole number from 1.' };
  return { ok: true, value: { formId: data.formId as string, revision } };
}

/** Checks archiveForm's payload: `{formId, archived}`. */
export function parseArchiveFormRequest(payload: unknown): Parsed<ArchiveFormRequest> {
  const data = recordOrNull(payload);
  if (!data) return { ok: false, message: 'Send {formId, archived}.' };
  const idProblem = formIdProblem(data.formId);
  if (idProblem) return { ok: false, message: idProblem };
  if (typeof data.archived !== 'boolean') return { ok: false, message: '`archived` must be true (archive) or false (bring it back).' };
  return { ok: true, value: { formId: data.formId as string, archived: data.archived } };
}

/**
 * The status after archiveForm: archiving withdraws any form; bringing one back makes it
 * published when it has a version, else a draft again. A form that is not archived stays as it is.
 */
export function statusAfterArchive(current: FormStatus, archived: boolean, currentVersion: unknown): FormStatus {
  if (archived) return 'archived';
  if (current !== 'archived') return current;
  return readPositiveInteger(currentVersion) === null ? 'draft' : 'published';
}

/** One sentence for a definition that cannot be published; every issue goes in `details.issues`. */
export function summariseDefinitionIssues(issues: DefinitionIssue[]): string {
  const first = issues[0];
  if (!first) return 'This form cannot be published yet.';
  const where = first.path && first.path !== '/' ? ` (at ${first.path})` : '';
  const more = issues.length - 1;
  const rest = more > 0 ? ` and ${more} more ${more === 1 ? 'problem' : 'problems'}` : '';
  return `This form cannot be published yet: ${first.message}${where}${rest}. Fix the problems listed, then publish again.`;
}

/** The audit actions of forms (auditLog/{id}.action). */
export const FORM_AUDIT_ACTIONS = {
  publish: 'form.publish',
  archive: 'form.archive',
  unarchive: 'form.unarchive',
} as const;

export type FormAuditAction = (typeof FORM_AUDIT_ACTIONS)[keyof typeof FORM_AUDIT_ACTIONS];

/** auditLog/{id} for a form action (written by functions only). */
export interface FormAuditEntry<Time> {
  action: FormAuditAction;
  actorUid: string;
  formId: string;
  /** publish: the version now current */
  version?: number;
  contentHash?: string;
  /** publish: whether a new version was stored */
  changed?: boolean;
  fromStatus?: FormStatus;
  toStatus: FormStatus;
  at: Time;
}
