/**
 * The form engine's one public entry. Framework-free: imports only ajv/ajv-formats and engine files,
 * so the browser (renderer, FormBuilder), Cloud Functions and the CLI run the same code.
 */
export type {
  JsonValue,
  JsonSchemaObject,
  Condition,
  FormCondition,
  FormSection,
  FormSettings,
  FormDefinition,
  ScoringSpec,
  ScaleSpec,
  SubscaleSpec,
  ScoreBand,
  ScaleRule,
  FlagSpec,
  FlagTrigger,
  FlagSeverity,
  DefinitionIssue,
  DefinitionResult,
  FieldError,
  ResponseValidation,
  ScaleScore,
  SubscaleScore,
  RaisedFlag,
  ScoreResult,
} from './definition/types.ts';

/** Check an unknown value is a usable FormDefinition (meta-schema, strict schema compile, cross references). */
export { validateDefinition } from './definition/validate-definition.ts';

/** Sync SHA-256 hex of a definition's canonical content (everything but `version`). */
export { contentHash } from './definition/content-hash.ts';

/** Canonical (key-sorted, whitespace-free) JSON text, the input of contentHash. */
export { canonicalJson } from './definition/canonical-json.ts';

/** Compile a standalone JSON Schema strictly (e.g. schemas/meta/*); null when fine, else the reason. */
export { jsonSchemaProblem } from './definition/json-schema-check.ts';

/** Decide one condition against flat response data. */
export { conditionHolds } from './definition/conditions.ts';

/** Every question a condition tests (for re-deciding visibility only when one of them changes). */
export { conditionFields } from './definition/conditions.ts';

/** The fields shown for this data once conditions are applied. */
export { visibleFields } from './definition/conditions.ts';

/** The definition's schema with hidden fields removed (for rendering and validation). */
export { effectiveSchema, visibleData } from './validate/effective-schema.ts';
/** The one test of an unanswered question: no value, null, or blank text. */
export { isUnanswered } from './validate/effective-schema.ts';

/** Validate a member's answers: human-readable per-field errors; hidden fields are not required. */
export { validateResponse } from './validate/validate-response.ts';

/** The most errors validateResponse returns (the first ones in form order). */
export { MAX_RESPONSE_ERRORS } from './validate/validate-response.ts';

/** Cached generic schema check (RJSF's validator.isValid needs it); never compiles a schema twice. */
export { isValidAgainst } from './validate/validator-cache.ts';

/** Score a response: scale totals, completeness, bands, subscales, rules and raised flags. */
export { score } from './scoring/score.ts';

/** FormBuilder edits as data (the Edit union, refusals naming what blocks them). */
export type { Edit, EditType, EditResult, Refusal, RefusalCode, DefinitionRef } from './builder/edit-types.ts';

/** The ids of the field-kind catalogue. */
export { FIELD_KIND_IDS, type FieldKindId } from './definition/field-kind-ids.ts';

// ---- Field-kind catalogue, meta-schema, import/export ----

/**
 * The field-kind catalogue (data): each kind's label, palette help, widget, preset schema/uiSchema,
 * property editors, missing-answer message, and whether it can be scored / takes an answer.
 * `kindOfField` reads a question back as a kind ('advanced' = kept verbatim, edited as JSON);
 * `CATALOGUE_WIDGETS` is every `ui:widget` value the renderer implements, and `widgetLayout` how a
 * question with one is laid out (each kind's `layout`).
 */
export {
  FIELD_KINDS,
  CATALOGUE_WIDGETS,
  GROUP_MAX_ITEMS,
  PHONE_PATTERN,
  PHONE_PATTERN_MESSAGE,
  fieldKind,
  fieldKindPreset,
  isFieldKindId,
  kindOfField,
  widgetLayout,
  type FieldKind,
  type FieldLayout,
  type FieldPreset,
  type PropertyEditor,
} from './definition/field-kinds.ts';

/** Whether a `oneOf` is a plain list of choices (`{const, title}` entries) the choices editor can edit. */
export { isChoiceList } from './definition/field-kind-of.ts';

/** The form-definition meta-schema with `ui:widget` limited to the catalogue's widgets. */
export { formDefinitionMetaSchema } from './definition/meta-schema.ts';

/**
 * Import a definition file, an RJSF `{schema, uiSchema}` document or a bare JSON Schema (draft-07
 * converted to 2020-12; what the builder cannot edit kept verbatim as advanced questions), and
 * export the canonical definition file text or an RJSF document (`ui:order` from the sections).
 */
export {
  importDocument,
  exportDefinitionFile,
  exportRjsf,
  IMPORT_MAX_DEPTH,
  type ImportResult,
} from './builder/import-export.ts';

/** Draft-07 keywords (and RJSF's enumNames) to their draft 2020-12 equivalents, with notes on what changed. */
export { toDraft2020, type ConversionReport } from './builder/draft07.ts';

/**
 * A saved builder draft brought up to today's rules when the builder opens it: every list answer
 * without `maxItems` gets one (a fixed choice list: its number of choices; any other list:
 * `GROUP_MAX_ITEMS`), returned with what was added; the same object when nothing needed changing.
 */
export { normaliseDraft, answerLimitFor, type NormalisedDraft, type AddedAnswerLimit } from './builder/normalise-draft.ts';

/** Undo/redo as pure data: whole past definitions (cheap, they share unchanged parts), merged rapid edits. */
export { createHistory, recordEdit, undo, redo, canUndo, canRedo, MERGE_WINDOW_MS, type History } from './builder/history.ts';

// ---- FormBuilder edits and validation depths ----

/**
 * Apply one builder edit: the new definition (only the changed path copied; unchanged questions,
 * sections and rules keep their identity; the input is never mutated), or a typed refusal whose
 * message an administrator reads and whose `blockers` the UI links to.
 */
export { applyEdit } from './builder/apply-edit.ts';

/** `structuralIssues` once per definition object: what applyEdit's guard already found for the definitions it returned. */
export { knownStructuralIssues } from './builder/apply-edit.ts';

/** What uses a question (conditions reading it, scales, flags, the form's advanced rules), and what triggers on a scale. */
export { fieldReferences, scaleReferences } from './builder/references.ts';

/** A free question name (`sleepHours`, `question2` ...) or section/condition/scale/flag id (`your-sleep-2`) from a word or title. */
export { suggestFieldName, suggestId } from './builder/references.ts';

/** Why a name cannot name a question, or an id a section/condition/scale/flag (null when it can): for checking as the administrator types. */
export { fieldNameProblem, idProblem } from './builder/edits/shared.ts';

/** The scoring version a form's first scale or flag starts with. */
export { FIRST_SCORING_VERSION } from './builder/edits/scoring.ts';

/** The cheap checks run after every edit: meta-schema and cross references, no schema compile (incremental: unchanged parts are not checked again). */
export { structuralIssues } from './definition/validate-definition.ts';

/** The strict ajv compile of the form's schema, pinned to the failing questions (debounce it in the UI). */
export { compileIssues } from './definition/validate-definition.ts';

/** Everything that must hold before members see the form: structural, compile, and readiness (no empty section, an answerable question, a scoring version, bounded lists). */
export { publishIssues } from './definition/validate-definition.ts';

// ---- Contracts: Firestore documents, collection names and callable payloads (src/data, functions, scripts) ----

/** Firestore collection names and the paths built from them (one place for every layer). */
export {
  COLLECTIONS,
  BUILDER_DRAFT_DOC,
  RESPONSE_REVIEW_DOC,
  formPath,
  formVersionPath,
  builderDraftPath,
  responseReviewPath,
  responseNotesPath,
  memberNotesPath,
  CHAPTER_BODY_DOC,
  coursePath,
  chaptersPath,
  chapterBodyPath,
  RESOURCE_BODY_DOC,
  resourceBodyPath,
  orderPath,
  productPath,
  SITE_SETTINGS_DOC,
  siteSettingsPath,
  bookingPath,
} from './contracts/collections.ts';

// Issues 13 and 14: one line per contract, so the pieces built side by side do not edit the same lines.
/** The site settings (settings/site): practice name, contact, About text, retention periods. */
export * from './contracts/site-settings.ts';
/** Blog posts. */
export * from './contracts/post-documents.ts';
/** Media items and upload bookkeeping. */
export * from './contracts/media-documents.ts';
/** Sessions and bookings. */
export * from './contracts/session-documents.ts';
/** The administrators' members list: users/{uid}.directory, its filters and search. */
export * from './contracts/member-directory.ts';
/** Members' data rights: where a member's data lives, and the export. */
export * from './contracts/member-data.ts';
/** Erasure of a member's data. */
export * from './contracts/member-erasure.ts';
/** Retention of drafts and audit entries. */
export * from './contracts/retention.ts';

/** The shop: products, orders, memberships, the webhook's ledger, the checkout callables (issue 12). */
export {
  PRODUCT_KINDS,
  MEMBERSHIP_PLANS,
  PLAN_INTERVAL,
  SHOP_LIMITS,
  ORDER_STATUSES,
  MEMBERSHIP_STATUSES,
  MEMBERSHIP_GRACE_HOURS,
  LOCAL_CHECKOUT_OUTCOMES,
  SHOP_AUDIT_ACTIONS,
  membershipGivesAccess,
  localCheckoutPath,
  checkoutDestination,
  paymentSuccessPath,
  checkoutCancelPath,
  readProduct,
  readOrder,
  readMembership,
  parseCreateCheckoutSessionRequest,
  parseLocalCheckoutEventRequest,
  type ProductKind,
  type MembershipPlan,
  type ProductDocument,
  type OrderStatus,
  type OrderDocument,
  type MembershipStatus,
  type Membership,
  type StripeEventRecord,
  type CreateCheckoutSessionRequest,
  type CreateCheckoutSessionAnswer,
  type LocalCheckoutOutcome,
  type LocalCheckoutEventRequest,
  type LocalCheckoutEventAnswer,
} from './contracts/shop-documents.ts';

/** Resources: the listing card and the gated body (issue 13; the members-only gate of issue 12). */
export {
  RESOURCE_KINDS,
  RESOURCE_LIMITS,
  readResource,
  readResourceBody,
  type ResourceKind,
  type ResourceDocument,
  type ResourceBody,
} from './contracts/resource-documents.ts';

/** Courses, chapters (outline and body), enrolments and progress: stored shapes, readers, the enrolment callable. */
export {
  CONTENT_AUDIENCES,
  COURSE_ACCESS,
  ENROLLMENT_SOURCES,
  COURSE_LIMITS,
  COURSE_AUDIT_ACTIONS,
  enrollmentId,
  readCourse,
  readChapter,
  readChapterBody,
  readEnrollment,
  courseProgress,
  parseEnrollInCourseRequest,
  enrolmentRefusal,
  type ContentAudience,
  type CourseAccess,
  type EnrollmentSource,
  type CourseDocument,
  type ChapterDocument,
  type ChapterAttachment,
  type ChapterBody,
  type EnrollmentDocument,
  type CourseProgress,
  type EnrollInCourseRequest,
  type EnrollInCourseAnswer,
} from './contracts/course-documents.ts';

/** Health-data consent as the server records it: the notice version, recordConsent's payload, the submit refusal. */
export {
  HEALTH_NOTICE_VERSION,
  CONSENT_REQUIRED,
  CONSENT_REQUIRED_MESSAGE,
  CONSENT_AUDIT_ACTIONS,
  parseRecordConsentRequest,
  hasCurrentHealthConsent,
  type ConsentAction,
  type RecordConsentRequest,
  type RecordConsentAnswer,
  type ConsentRequiredDetails,
} from './contracts/member-consent.ts';

/** `users/{uid}.role = 'admin'`: written by the server beside the admin claim (grants nothing) so member counts leave administrators out. */
export { ADMIN_ROLE, isAdminProfile } from './contracts/user-role.ts';

/** Stored shapes of responses (open draft at {uid}_{formId}, submitted at {submissionKey}) and review/flags; the flag split and submitResponse's payload and answer. */
export {
  SUBMISSION_KEY_PATTERN,
  DRAFT_LIMITS,
  FLAG_SEVERITIES,
  isSubmissionKey,
  draftResponseId,
  topSeverity,
  openRank,
  SEVERITY_RANK,
  memberVisibleFlags,
  CRISIS_SIGNPOST_FLAG,
  submittedResponseFields,
  responseReviewDocument,
  submitResponseAnswer,
  type DraftResponseDocument,
  type SubmittedResponseDocument,
  type SubmittedResponseFields,
  type FlagAcknowledgement,
  type ReviewFlag,
  type ResponseReviewDocument,
  type SubmitResponseRequest,
  type SubmitResponseAnswer,
} from './contracts/response-documents.ts';

/** A draft carried from an older version: its unplaced answers read back, and what the submitted response records of both carryings. */
export { readUnplaced, carriedFields } from './contracts/response-documents.ts';

/** Stored shapes of forms/{id}, its versions and the builder draft; pure readers and the publish documents. */
export {
  FORM_STATUSES,
  FORM_SOURCES,
  FORM_ID_PATTERN,
  FORM_ID_MAX_LENGTH,
  BUILDER_DRAFT_LIMITS,
  formIdProblem,
  readFormStatus,
  readFormSource,
  readPositiveInteger,
  readStoredDefinition,
  publishedDocuments,
  builderDraftProblem,
  type FormStatus,
  type FormSource,
  type FormDocument,
  type FormVersionDocument,
  type BuilderDraftDocument,
  type PublishedDocuments,
} from './contracts/form-documents.ts';
/** A builder draft's declared renames and removals (for the next publish's migration). */
export { readDeclaredChanges, DECLARED_CHANGES_LIMIT, type DeclaredChanges } from './contracts/form-documents.ts';

/** What keeps a saved builder draft from being published as a given form (engine publish checks + the id). */
export { publishableIssues } from './contracts/publishable.ts';

/** Version numbering shared by `forms publish` and publishForm (a new version only when the content changed). */
export { planPublish, type PublishPlan, type PublishedFormState } from './contracts/publish-plan.ts';
/** The migration a publish stores (derived, checked, and refused on an unversioned scoring change). */
export { planMigration, type MigrationPlan } from './contracts/publish-plan.ts';

/** publishForm / archiveForm payloads (pure parsers with readable messages), answers, error details and audit entries. */
export {
  parsePublishFormRequest,
  parseArchiveFormRequest,
  statusAfterArchive,
  summariseDefinitionIssues,
  STALE_REVISION,
  FORM_AUDIT_ACTIONS,
  type Parsed,
  type PublishFormRequest,
  type PublishFormAnswer,
  type ArchiveFormRequest,
  type ArchiveFormAnswer,
  type StaleRevisionDetails,
  type DefinitionIssuesDetails,
  type FormAuditAction,
  type FormAuditEntry,
} from './contracts/form-callables.ts';
export { SCORING_VERSION_REQUIRED, type ScoringVersionDetails } from './contracts/form-callables.ts';

/** The reviewers' records: flag acknowledgements, append-only notes, assignments, the access log, a form's audience. */
export {
  ACKNOWLEDGEMENT_NOTE_LIMITS,
  REVIEW_AUDIT_ACTIONS,
  NOTE_LIMITS,
  ASSIGNMENT_STATUSES,
  ASSIGNMENT_LIMITS,
  ACCESS_KINDS,
  FORM_AUDIENCES,
  parseAcknowledgeFlagRequest,
  noteTextProblem,
  assignmentState,
  assignmentMessageProblem,
  readFormAudience,
  parseSetFormAudienceRequest,
  type AcknowledgeFlagRequest,
  type AcknowledgeFlagAnswer,
  type ReviewerNoteDocument,
  type AssignmentStatus,
  type AssignmentDocument,
  type AssignmentState,
  type AccessKind,
  type AccessLogEntry,
  type FormAudience,
  type SetFormAudienceRequest,
} from './contracts/review-records.ts';

// ---- Form versions: migrations as data, carrying answers, the diff before publishing ----

/** A migration between consecutive versions (renamed, removed, value maps, questions to ask again) and what carrying answers returns. */
export type {
  Migration,
  RenamedQuestion,
  ValueMap,
  QuestionChanges,
  UnplacedAnswer,
  UnplacedReason,
  MigrationOutcome,
  MigrationError,
  MigrationErrorCode,
  PossibleRename,
  DerivedMigration,
  ChangeKind,
  FormChange,
  DefinitionDiff,
  DraftAnswers,
  DraftImpact,
} from './migrate/types.ts';

/** Read a stored migration without throwing, and check one against the two versions it joins (readable issues, like a definition's). */
export { readMigration, migrationIssues } from './migrate/migration-issues.ts';

/**
 * Carry answers given on one version to a newer one through the chain: renamed answers move,
 * removed or unmappable ones are kept aside (unplaced, with their version), questions whose meaning
 * changed are listed to ask again; a missing step is an error result. Never changes its input.
 */
export { migrateAnswers } from './migrate/migrate-answers.ts';

/** The steps of a chain between two versions (sorted, contiguous), and several steps as one set of changes (to follow a question across versions). */
export { chainSteps, composeSteps } from './migrate/chain.ts';

/** The migration to the next version from two definitions (renames only when declared; look-alikes reported as possible renames), and the renames/removals a builder edit log declares. */
export { deriveMigration } from './migrate/derive.ts';
export { declaredChanges } from './migrate/declared.ts';

/** What a publish changes, in the product's words, and whether the scoring changed. */
export { diffDefinitions } from './migrate/diff.ts';

/** A scoring change without a new scoring version: the refusal and the proposed version. */
export { scoringVersionProblem, nextScoringVersion, type ScoringVersionProblem } from './migrate/scoring-diff.ts';

/** How many open drafts a publish carries over and how many of their answers would not fit. */
export { draftImpact } from './migrate/draft-impact.ts';
/** The migrations between stored versions: the stored one for each step, else derived (versions published before migrations were stored). */
export { migrationChain, migrationInto, type StoredVersion } from './contracts/version-chain.ts';

// ---- Reviewers: scores over time, change and recovery, questions followed across versions ----

/** Change between two totals judged with the scale's own thresholds (reliable improvement/deterioration, recovery; at the threshold counts). */
export { classifyChange, type ChangeClassification, type ReliableChange, type Recovery } from './review/change.ts';
/** Which way a scale's total gets worse: 'higher-is-worse' (default; symptom measures) or 'higher-is-better' (wellbeing measures). */
export { SCALE_DIRECTIONS, type ScaleDirection } from './definition/types.ts';

/** A member's scores per scale over time (any version): points with bands, scoring-version changes, items under their newest names, first → latest change. */
export { buildScoreSeries, type ScoredResponse, type ScorePoint, type ScaleSeries } from './review/series.ts';

/** A question's name on the newest version, followed through the migration chain's renames (null when removed); `questionLineage` once per version for many questions. */
export { currentQuestionName, questionLineage, latestVersionOf, type FollowName } from './review/lineage.ts';
