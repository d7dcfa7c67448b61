/**
 * The shapes of a form definition and of what the engine returns about it.
 * This file is the source of truth for the engine's public types.
 */

/** Any JSON value (response data, enum values, constants). */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [k: string]: JsonValue };

/** A JSON Schema (draft 2020-12) object; kept loose because authors may use any keyword ajv knows. */
export interface JsonSchemaObject {
  $schema?: string;
  $id?: string;
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchemaObject>;
  required?: string[];
  additionalProperties?: boolean | JsonSchemaObject;
  enum?: JsonValue[];
  const?: JsonValue;
  oneOf?: JsonSchemaObject[];
  anyOf?: JsonSchemaObject[];
  items?: JsonSchemaObject | boolean;
  [keyword: string]: unknown;
}

/** A test on the (flat) response data, used to show or hide fields. */
export type Condition =
  | {
      field: string;
      /** the answer equals this value */
      equals?: JsonValue;
      /** the answer is one of these values (or, for an array answer, contains one of them) */
      in?: JsonValue[];
      /** the answer is a number at least this large */
      atLeast?: number;
      /** the answer is (true) or is not (false) truthy: non-empty string/array, true, non-zero number */
      truthy?: boolean;
    }
  | { all: Condition[] }
  | { any: Condition[] };

/** Fields in `show` exist (and their `required` applies) only while `when` holds. */
export interface FormCondition {
  id: string;
  show: string[];
  when: Condition;
}

/** One step of a form; every field appears in exactly one section. */
export interface FormSection {
  id: string;
  title: string;
  description?: string;
  fields: string[];
}

/** A score band: the total falls in [min, max] (both inclusive). */
export interface ScoreBand {
  id: string;
  label: string;
  min: number;
  max: number;
}

/** A named group of a scale's items (e.g. a PCL-5 symptom cluster). */
export interface SubscaleSpec {
  title?: string;
  items: string[];
}

/**
 * A rule decided from a scale's answers (data, never code):
 * - totalAtLeast: total >= value (e.g. the PCL-5 cut-off, 33 by default: edit the value to change it);
 * - itemsAtLeast: in each listed group, at least `count` items rated >= `rating`
 *   (group = a subscale id, or "*" for all the scale's items).
 */
export type ScaleRule =
  | { kind: 'totalAtLeast'; title?: string; value: number }
  | {
      kind: 'itemsAtLeast';
      title?: string;
      rating: number;
      groups: { subscale: string; count: number }[];
    };

/** A scale: items summed to a total, with optional subscales, bands and rules. */
export interface ScaleSpec {
  title: string;
  items: string[];
  /** lowest and highest rating per item (used for min/max of the total) */
  itemMin: number;
  itemMax: number;
  subscales?: Record<string, SubscaleSpec>;
  bands?: ScoreBand[];
  rules?: Record<string, ScaleRule>;
  /** the smallest change in total between two responses that counts as reliable (PHQ-9: 6, GAD-7: 4) */
  reliableChange?: number;
  /**
   * a total at or above this counts as a case (PHQ-9: 10, GAD-7: 8; at or BELOW it when higher is
   * better); recovery = a case at the start, not at the end
   */
  caseness?: number;
  /** which way is worse: 'higher-is-worse' (the default: symptom measures) or 'higher-is-better' (wellbeing measures) */
  direction?: ScaleDirection;
}

/** Which way a scale's total gets worse (symptom measures rise, wellbeing measures fall). */
export type ScaleDirection = 'higher-is-worse' | 'higher-is-better';
export const SCALE_DIRECTIONS: readonly ScaleDirection[] = ['higher-is-worse', 'higher-is-better'];

/** When a flag is raised (data, never code). */
export type FlagTrigger =
  | { kind: 'answer'; when: Condition }
  | { kind: 'scaleTotalAtLeast'; scale: string; value: number }
  | { kind: 'scaleBand'; scale: string; bands: string[] }
  | { kind: 'rule'; scale: string; rule: string; equals: boolean }
  | { kind: 'anyOf'; triggers: FlagTrigger[] };

export type FlagSeverity = 'info' | 'warning' | 'urgent';

/** A risk or care flag: raised when its trigger holds; the message is shown to reviewers (and members when `audience` says so). */
export interface FlagSpec {
  id: string;
  severity: FlagSeverity;
  message: string;
  /** the fields the flag is about (shown beside it) */
  fields: string[];
  trigger: FlagTrigger;
  /** who sees the message: 'reviewer' (default) or 'member' too */
  audience?: 'reviewer' | 'member';
  /** 'crisis': the app shows the UK crisis support routes (999, NHS 111, Samaritans, Shout) with the flag */
  signpost?: 'crisis';
}

/** Declarative scoring of a definition. */
export interface ScoringSpec {
  /** the scoring version recorded with every scored response (bump when scoring changes) */
  version: string;
  scales?: Record<string, ScaleSpec>;
  flags?: FlagSpec[];
}

export interface FormSettings {
  kind?: 'screening' | 'consultation' | 'intake' | 'custom';
  [k: string]: unknown;
}

/** A code from a code system (a FHIR Coding): LOINC, SNOMED CT or the practice's own. */
export interface Coding {
  /** the code system's URI, e.g. http://loinc.org */
  system: string;
  code: string;
  display?: string;
}

/**
 * What the form and its parts mean in a code system, for services that read codes rather than our
 * names: the form, sections, questions and scales carry one or more codings; each choice one
 * (keyed by question, then by the choice's value as text: "0", "yes").
 */
export interface FormCodes {
  form?: Coding[];
  sections?: Record<string, Coding[]>;
  fields?: Record<string, Coding[]>;
  choices?: Record<string, Record<string, Coding>>;
  scales?: Record<string, Coding[]>;
}

/**
 * A check across questions, decided on the member's answers in the browser and on the server:
 * - after / before: the date answer to `field` must be later / earlier than the one to `other`;
 * - notMoreThan / notLessThan: the number answer to `field` must be at most / at least `other`'s;
 * - sumEquals: the number answers to `fields` (two or more) must add up to `total`.
 * It holds whenever one of its questions is hidden or unanswered (their own `required` speaks for a
 * missing answer). A broken check is shown at the later of its questions in the form (the last of
 * a sum's), in `message` when given, else in words naming the questions by their titles.
 */
export type FormCheck =
  | { id: string; kind: FormCheckComparison; field: string; other: string; message?: string }
  | { id: string; kind: 'sumEquals'; fields: string[]; total: number; message?: string };

/** The checks that compare one answer with another. */
export type FormCheckComparison = 'after' | 'before' | 'notMoreThan' | 'notLessThan';

/**
 * A Likert grid: consecutive questions of one section that share one scale, shown to the member as
 * one block (statements as rows, the scale as columns). Presentation only: each row stays its own
 * question with its own stored answer, so adding or removing a grid changes no answer or score.
 */
export interface FormGrid {
  /** kebab id, unique among the form's grids */
  id: string;
  title?: string;
  description?: string;
  /** the questions shown as rows, in the section's order */
  fields: string[];
}

/** A whole form: schema (what is asked), uiSchema (how), sections, conditions, scoring. */
export interface FormDefinition {
  /** kebab/slug id, equals the file name schemas/forms/<id>.json */
  id: string;
  /** integer >= 1; publish stores immutable versions */
  version: number;
  title: string;
  description?: string;
  schema: JsonSchemaObject;
  uiSchema?: Record<string, unknown>;
  sections?: FormSection[];
  conditions?: FormCondition[];
  /** checks across questions (dates in order, a number within another, a group summing to a total) */
  checks?: FormCheck[];
  scoring?: ScoringSpec;
  settings?: FormSettings;
  /** codings of the form, its sections, questions, choices and scales */
  codes?: FormCodes;
  /** questions shown together as Likert grids (each row still its own question and answer) */
  grids?: FormGrid[];
}

/** A problem with a definition: which file, where inside it, and why. */
export interface DefinitionIssue {
  source?: string;
  path: string;
  message: string;
  /** the question, section, condition, scale or flag the issue is about (the problems panel links to it) */
  ref?: DefinitionRef;
}

export type DefinitionResult =
  | { ok: true; definition: FormDefinition }
  | { ok: false; issues: DefinitionIssue[] };

/** A readable validation error for a member. field null = about the form as a whole. */
export interface FieldError {
  field: string | null;
  section?: string;
  message: string;
}

export interface ResponseValidation {
  valid: boolean;
  errors: FieldError[];
}

export interface SubscaleScore {
  total: number | null;
  complete: boolean;
}

export interface ScaleScore {
  title: string;
  /** null when any item is unanswered: never a partial total */
  total: number | null;
  complete: boolean;
  answered: number;
  itemCount: number;
  min: number;
  max: number;
  band: string | null;
  bandLabel: string | null;
  subscales: Record<string, SubscaleScore>;
  /** null = cannot be decided (items missing) */
  rules: Record<string, boolean | null>;
}

export interface RaisedFlag {
  id: string;
  severity: FlagSeverity;
  message: string;
  fields: string[];
  /** 'member' when the message is written for the member to read too (e.g. treatment cannot go ahead) */
  audience?: 'reviewer' | 'member';
  /** 'crisis': the app shows the UK crisis support routes (999, NHS 111, Samaritans, Shout) with the flag */
  signpost?: 'crisis';
}

export interface ScoreResult {
  scoringVersion: string;
  scales: Record<string, ScaleScore>;
  flags: RaisedFlag[];
}

/** Something in the definition that blocks an edit or is named by a problem, for the UI to link to. */
export type DefinitionRef =
  | { kind: 'field'; id: string }
  | { kind: 'section'; id: string }
  | { kind: 'condition'; id: string }
  | { kind: 'scale'; id: string }
  | { kind: 'flag'; id: string }
  | { kind: 'check'; id: string }
  | { kind: 'form'; id: string };
