/**
 * The stored shapes of forms/{id}, forms/{id}/versions/{n} and forms/{id}/private/draft, and pure
 * readers that never throw. Timestamps are typed by the caller (`Time`): the web SDK, the Admin
 * SDK and plain Dates in the seed all fill the same shape.
 */
import type { FormDefinition } from '@engine';
import type { Migration, QuestionChanges } from '@engine';
import type { SavedRevision } from '../saved-revision.ts';

export const FORM_STATUSES = ['draft', 'published', 'archived'] as const;
/** draft: never published (members cannot see it); published: members fill it; archived: withdrawn. */
export type FormStatus = (typeof FORM_STATUSES)[number];

export const FORM_SOURCES = ['repo', 'builder'] as const;
/** repo: published by `forms publish` from schemas/forms/; builder: made or last published in the FormBuilder. */
export type FormSource = (typeof FORM_SOURCES)[number];

/** A form id (the meta-schema's `id`): lower-case words and digits joined by single hyphens. */
export const FORM_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const FORM_ID_MAX_LENGTH = 64;

/** Why `id` cannot name a form, or null when it can. */
export function formIdProblem(id: unknown): string | null {
  if (typeof id !== 'string' || id === '') return 'Give the form an id, like "wellbeing-check-in".';
  if (id.length > FORM_ID_MAX_LENGTH) return `A form id is at most ${FORM_ID_MAX_LENGTH} characters.`;
  if (!FORM_ID_PATTERN.test(id)) return `"${id}" is not a form id: use lower-case letters and digits joined by single hyphens, like "wellbeing-check-in".`;
  return null;
}

/** A stored status; anything unknown reads as 'draft' (so it is never shown to members as published). */
export function readFormStatus(value: unknown): FormStatus {
  return FORM_STATUSES.includes(value as FormStatus) ? (value as FormStatus) : 'draft';
}

/** A stored source; only an explicit 'builder' is a builder form (older documents are committed ones). */
export function readFormSource(value: unknown): FormSource {
  return value === 'builder' ? 'builder' : 'repo';
}

/** A stored version or revision number (whole, from 1), else null. */
export function readPositiveInteger(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : null;
}

/** The definition inside a version or draft document, when it looks like one. */
export function readStoredDefinition(data: Record<string, unknown> | undefined): FormDefinition | null {
  const definition = data?.definition;
  if (typeof definition !== 'object' || definition === null || Array.isArray(definition)) return null;
  const candidate = definition as Partial<FormDefinition>;
  return typeof candidate.id === 'string' && typeof candidate.schema === 'object' && candidate.schema !== null
    ? (definition as FormDefinition)
    : null;
}

/** forms/{id}: the summary members list and administrators manage. */
export interface FormDocument<Time> {
  title: string;
  slug: string;
  description: string;
  status: FormStatus;
  source: FormSource;
  /** the newest published version (absent until the first publish) */
  currentVersion?: number;
  contentHash?: string;
  /** the builder draft revision the current version was published from */
  publishedRevision?: number;
  createdAt?: Time;
  updatedAt: Time;
  /** a uid, or 'cli' for `forms publish` */
  updatedBy: string;
}

/** forms/{id}/versions/{n}: immutable once written (rules refuse every client write). */
export interface FormVersionDocument<Time> {
  /** the published definition, its `version` set to n */
  definition: FormDefinition;
  contentHash: string;
  source: FormSource;
  /** repo: the version written in the file */
  sourceVersion?: number;
  /** builder: the draft revision it was published from */
  draftRevision?: number;
  /**
   * From version n-1 to this one (absent on version 1): what was renamed, removed, re-valued or
   * asked again, so drafts and trends follow questions across versions (read with readMigration).
   */
  migration?: Migration;
  publishedAt: Time;
  publishedBy: string;
}

/** A published version as the app reads it: its definition and the migration stored with it (null on version 1, or when the publish stored none). */
export interface FormVersionStep {
  version: number;
  definition: FormDefinition;
  migration: Migration | null;
}

/** forms/{id}/versions/{n} as the app reads it (null: not stored, or a server time still pending). */
export interface StoredFormVersion<Time = Date> extends FormVersionStep {
  contentHash: string | null;
  publishedAt: Time | null;
}

/** forms/{id}/private/draft: the builder's working definition; `revision` grows by one per save. */
export interface BuilderDraftDocument<Time> {
  definition: FormDefinition;
  revision: number;
  /**
   * Renames and removals of published questions the builder recorded since the last publish
   * (`declaredChanges` of its edit log; names as last published -> as now). Absent: none.
   */
  declared?: DeclaredChanges;
  updatedAt: Time;
  updatedBy: string;
}

/** forms/{id}/private/draft as the app reads it: the definition, its saved revision and what it declares for the next publish. */
export interface BuilderDraft<Time = Date> extends SavedRevision<Time> {
  definition: FormDefinition;
  /** renames and removals of published questions recorded since the last publish (for its migration) */
  declared: DeclaredChanges;
}

/** What a builder draft declares for the next publish's migration. */
export type DeclaredChanges = Pick<QuestionChanges, 'renamed' | 'removed'>;

/** Bounds of a draft's `declared` lists, mirrored by firestore.rules (one entry per question at most). */
export const DECLARED_CHANGES_LIMIT = 2000;

const isName = (value: unknown): value is string => typeof value === 'string' && value !== '' && value.length <= 200;

/**
 * The renames and removals stored on a builder draft; anything malformed is left out (never a
 * throw): the migration's own checks then refuse a question that disappears without a word.
 */
export function readDeclaredChanges(data: Record<string, unknown> | undefined): DeclaredChanges {
  const declared = data?.declared;
  if (typeof declared !== 'object' || declared === null || Array.isArray(declared)) return { renamed: [], removed: [] };
  const { renamed, removed } = declared as Record<string, unknown>;
  const list = (value: unknown): unknown[] => (Array.isArray(value) ? value.slice(0, DECLARED_CHANGES_LIMIT) : []);
  return {
    renamed: list(renamed).flatMap((entry) => {
      const { from, to } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
      return isName(from) && isName(to) ? [{ from, to }] : [];
    }),
    removed: list(removed).filter(isName),
  };
}

/** What publishing writes: the new version and the fields merged into forms/{id}. */
export interface PublishedDocuments<Time> {
  version: FormVersionDocument<Time>;
  form: FormDocument<Time>;
}

/**
 * The documents of a publish (CLI, publishForm, the demo seed), so every path writes the same
 * shape. `draftRevision` is given by the builder; the CLI records the file's version instead.
 */
export function publishedDocuments<Time>(
  definition: FormDefinition,
  input: { version: number; contentHash: string; source: FormSource; at: Time; by: string; draftRevision?: number; migration?: Migration },
): PublishedDocuments<Time> {
  const { version, contentHash, source, at, by, draftRevision, migration } = input;
  const origin = draftRevision === undefined ? { sourceVersion: definition.version } : { draftRevision };
  return {
    version: { definition: { ...definition, version }, contentHash, source, ...origin, ...(migration ? { migration } : {}), publishedAt: at, publishedBy: by },
    form: {
      title: definition.title,
      slug: definition.id,
      description: definition.description ?? '',
      status: 'published',
      source,
      currentVersion: version,
      contentHash,
      ...(draftRevision === undefined ? {} : { publishedRevision: draftRevision }),
      updatedAt: at,
      updatedBy: by,
    },
  };
}

/**
 * Limits of a builder draft, mirrored by firestore.rules (private/draft): a Firestore document
 * holds at most 1 MiB, and a form past these sizes is no longer one a member can fill.
 */
export const BUILDER_DRAFT_LIMITS = {
  questions: 2000,
  sections: 200,
  conditions: 1000,
  /** checks across questions */
  checks: 1000,
  titleLength: 200,
  /** JSON characters; Firestore's limit is 1 MiB including field names */
  jsonLength: 900_000,
} as const;

/** Why `definition` cannot be stored as the working draft of form `formId`, or null. */
export function builderDraftProblem(formId: string, definition: FormDefinition): string | null {
  const limits = BUILDER_DRAFT_LIMITS;
  if (definition.id !== formId) return `The draft's id "${definition.id}" must stay "${formId}" (the form's id cannot change once created).`;
  if (typeof definition.title !== 'string' || definition.title.length > limits.titleLength) {
    return `The form's title must be text of at most ${limits.titleLength} characters.`;
  }
  if (typeof definition.schema !== 'object' || definition.schema === null) return 'The draft has no schema.';
  const questions = Object.keys(definition.schema.properties ?? {}).length;
  if (questions > limits.questions) return `A form can have at most ${limits.questions} questions (this one has ${questions}).`;
  if ((definition.sections?.length ?? 0) > limits.sections) return `A form can have at most ${limits.sections} sections.`;
  if ((definition.conditions?.length ?? 0) > limits.conditions) return `A form can have at most ${limits.conditions} conditions.`;
  if ((definition.checks?.length ?? 0) > limits.checks) return `A form can have at most ${limits.checks} checks across questions.`;
  if (JSON.stringify(definition).length > limits.jsonLength) return 'This form is too large to save. Split it into smaller forms.';
  return null;
}
