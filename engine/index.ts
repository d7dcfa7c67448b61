/**
 * The form engine's one public entry. Framework-free: imports only ajv/ajv-formats and engine files,
 * so the browser (renderer, FormBuilder), Cloud Functions and the CLI run the same code.
 */
export type {
  JsonValue,
  JsonSchemaObject,
  Condition,
  FormCondition,
  FormCheck,
  FormCheckComparison,
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
  Coding,
  FormCodes,
  FormGrid,
} from './definition/types.ts';

/**
 * Likert grids: the scale a question offers (`gridChoices`), the grid a question is a row of
 * (`gridOf`), the kinds a row may be, and what keeps a grid from being drawn (`gridIssues`).
 */
export { gridChoices, gridOf, gridIssues, GRID_ROW_KINDS, type GridChoice } from './definition/grids.ts';

/** The most statements a grid holds and the most points its scale has (the builder's limits). */
export { MAX_GRID_ROWS, MAX_GRID_CHOICES } from './builder/edits/grids.ts';

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

/** Checks across questions: the questions a check reads, and which kind of answer (date or number) it compares. */
export { checkFields, checkedAnswer, answerKind, type CheckedAnswer } from './definition/check-references.ts';
/** A check across questions in words naming the questions by their titles ("‘End date’ must be after ‘Start date’"). */
export { checkWords } from './definition/check-words.ts';

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

/**
 * The schema compiler (ajv) on demand: always there on the server and in tests; in the web app it
 * loads when `loadSchemaCompilers` is called. Validators compiled at build time are registered by
 * `validatorKey`; `needsSchemaCompiler` says whether a form's renderer would compile sub-schemas.
 */
export { loadSchemaCompilers } from './validate/schema-compilers.ts';
export { registerPrecompiledValidator, validatorKey, SCHEMA_COMPILER_NOT_LOADED } from './validate/validator-cache.ts';
export { needsSchemaCompiler, checkSimpleSchema } from './validate/simple-schema.ts';
/** The project's one ajv configuration (for the build's validators compiled ahead: scripts/committed-validators-plugin.ts). */
export { createAjv } from './validate/ajv-instance.ts';

/** Score a response: scale totals, completeness, bands, subscales, rules and raised flags. */
export { score } from './scoring/score.ts';

/**
 * Calculated questions: `parseFormula` reads a formula (numbers, question names, + - * / ( ),
 * min, max, round, if with comparisons; jsep parses, nothing runs as code), `evaluateFormula` works
 * it out (no value for a missing or hidden answer or a division by zero), `withCalculatedValues`
 * puts every calculated question's value into the answers (the server's and the browser's one way),
 * `formulaNames` / `printFormula` the questions it reads and its text.
 */
export { parseFormula } from './calculate/parse-formula.ts';
export { evaluateFormula, roundTo, type AnswerReader } from './calculate/evaluate-formula.ts';
export { formulaNames, formulaNodeNames, renameInFormula } from './calculate/formula-names.ts';
export { printFormula } from './calculate/print-formula.ts';
export { CALCULATED_WIDGET, calculatedFields, calculatedOptions, isCalculatedUi, withCalculatedValues, type CalculatedField, type CalculatedOptions } from './calculate/calculated-values.ts';
export { MAX_FORMULA_LENGTH, MAX_ROUND_PLACES, type FormulaParse, type NumberNode, type TestNode } from './calculate/formula-types.ts';

/**
 * Earlier answers in later text: `{name}` / `{name|fallback}` tokens (`{{` `}}` for braces),
 * `recallText` puts the answers in as plain words (a choice's title, a UK date), `recallOutline`
 * shows the text to authors without answers; `answerReaders` what reads a question's answer.
 */
export { DEFAULT_FALLBACK, escapeRecallText, hasRecall, recallNames, recallParts, recallToken, renameInRecall, type RecallPart } from './recall/recall-tokens.ts';
export { recallOutline, recallText } from './recall/recall-text.ts';
export { answerText, isRecallable, ukDate } from './recall/answer-text.ts';
export { answerReaders } from './definition/answer-readers.ts';
/** Publish problems of formulas and earlier answers in text (each names the question or section; the builder shows a formula's as it is typed). */
export { answerReferenceIssues } from './definition/answer-references.ts';
/** The questions in the order a member meets them (sections first): what "earlier" means. */
export { formOrder } from './definition/form-order.ts';

/** FormBuilder edits as data (the Edit union, refusals naming what blocks them). */
export type { Edit, EditType, EditResult, Refusal, RefusalCode, CodeTarget } from './builder/edit-types.ts';
export type { DefinitionRef } from './definition/types.ts';

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

/**
 * Exclusive choices of a tick-box list ("None of these"): JSON Schema on the list (`not` contains
 * one of them with another), read and written here for the choices editor and the renderer.
 */
export { exclusiveValues, withExclusiveValues } from './definition/exclusive-choices.ts';

/** A slider's scale (ends, step, end labels, value shown) and the points the renderer moves between. */
export { sliderScale, sliderPoint, sliderIndex, sliderPointCount, SLIDER_MAX_POINTS, type SliderScale } from './definition/slider-scale.ts';

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
export { fieldNameProblem, idProblem } from './builder/edits/edit-primitives.ts';

/** The scoring version a form's first scale or flag starts with. */
export { FIRST_SCORING_VERSION } from './builder/edits/scoring.ts';

/** The cheap checks run after every edit: meta-schema and cross references, no schema compile (incremental: unchanged parts are not checked again). */
export { structuralIssues } from './definition/validate-definition.ts';

/** The strict ajv compile of the form's schema, pinned to the failing questions (debounce it in the UI). */
export { compileIssues } from './definition/validate-definition.ts';

/** Everything that must hold before members see the form: structural, compile, and readiness (no empty section, an answerable question, a scoring version, bounded lists). */
export { publishIssues } from './definition/validate-definition.ts';


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

// ---- Reviewers: scores over time, change and recovery, questions followed across versions ----

/** Change between two totals judged with the scale's own thresholds (reliable improvement/deterioration, recovery; at the threshold counts). */
export { classifyChange, type ChangeClassification, type ReliableChange, type Recovery } from './review/change.ts';
/** Which way a scale's total gets worse: 'higher-is-worse' (default; symptom measures) or 'higher-is-better' (wellbeing measures). */
export { SCALE_DIRECTIONS, type ScaleDirection } from './definition/types.ts';

/** A member's scores per scale over time (any version): points with bands, scoring-version changes, items under their newest names, first → latest change. */
export { buildScoreSeries, type ScoredResponse, type ScorePoint, type ScaleSeries } from './review/series.ts';

/** A question's name on the newest version, followed through the migration chain's renames (null when removed); `questionLineage` once per version for many questions. */
export { currentQuestionName, questionLineage, latestVersionOf, type FollowName } from './review/lineage.ts';

/** Whether a value is a plain object (not null, not an array): the first check of every reader. */
export { isRecord } from './read/is-record.ts';
/** The reader toolkit: a stored or sent value read with a limit and a fallback instead of a throw (object fields, bounded text, whole counts, allowed words, times). */
export { asData, count, oneOf, oneOfOrNull, recordOrNull, stringOrNull, text, timeOrNull } from './read/index.ts';

/** A definition as a FHIR R4 Questionnaire (SDC extensions for scoring and conditions), with notes on what FHIR has no form for. */
export { exportQuestionnaire, type FhirExportOptions, type QuestionnaireExport } from './fhir/questionnaire-export.ts';
/** A FHIR R4 Questionnaire read into a definition with notes, or refused with the path and the reason (other releases, remote value sets, oversize, deep). */
export { importQuestionnaire, FHIR_IMPORT_MAX_CHARS } from './fhir/questionnaire-import.ts';
/** Responses as a FHIR Bundle: a QuestionnaireResponse each and one Observation per complete scale total (coded). */
export { responseBundle, questionnaireResponse, type ResponseForExport, type ResponseExportOptions } from './fhir/response-bundle.ts';
/** The practice's FHIR base address when none is configured. */
export { DEFAULT_FHIR_BASE } from './fhir/fhir-urls.ts';
export type { Bundle as FhirBundle, Questionnaire as FhirQuestionnaire, QuestionnaireResponse as FhirQuestionnaireResponse, Observation as FhirObservation } from './fhir/r4-types.ts';
