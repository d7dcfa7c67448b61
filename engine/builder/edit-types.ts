/**
 * The FormBuilder's edits as data: every change an administrator makes is one of these, applied by
 * `applyEdit(definition, edit)`. Serialisable (plain JSON), so the undo stack, the autosave log and
 * the audit trail are all lists of edits.
 */
import type {
  Coding,
  DefinitionRef,
  FlagSpec,
  FormCheck,
  FormCondition,
  FormDefinition,
  FormGrid,
  FormSettings,
  JsonSchemaObject,
  ScaleSpec,
} from '../definition/types.ts';
import type { FieldKindId } from '../definition/field-kind-ids.ts';
import type { GridChoice } from '../definition/grids.ts';

/** The builder names the definition's parts the way the definition does. */
export type { DefinitionRef } from '../definition/types.ts';

export type Edit =
  /** a new question of a catalogue kind, with the kind's preset schema/uiSchema */
  | { type: 'addField'; kind: FieldKindId; name: string; section: string; index?: number; title?: string }
  /** a question given whole (paste, duplicate, an advanced question from an import) */
  | {
      type: 'insertField';
      name: string;
      schema: JsonSchemaObject;
      uiSchema?: Record<string, unknown>;
      required?: boolean;
      section: string;
      index?: number;
    }
  /** change a question's schema and/or uiSchema (null removes its uiSchema) and/or whether it is required */
  | { type: 'updateField'; name: string; schema?: JsonSchemaObject; uiSchema?: Record<string, unknown> | null; required?: boolean }
  | { type: 'removeField'; name: string }
  | { type: 'moveField'; name: string; section: string; index: number }
  /** rename the variable everywhere it is named (conditions, checks, scales, subscales, flags, uiSchema) */
  | { type: 'renameField'; from: string; to: string }
  | { type: 'duplicateField'; name: string; newName: string }
  | { type: 'addSection'; id: string; title: string; description?: string; index?: number }
  | { type: 'updateSection'; id: string; title?: string; description?: string | null }
  /** remove a section; its questions go with it unless `moveFieldsTo` names another section */
  | { type: 'removeSection'; id: string; moveFieldsTo?: string }
  | { type: 'moveSection'; id: string; index: number }
  /** add a condition, or replace the one with the same id */
  | { type: 'setCondition'; condition: FormCondition }
  | { type: 'removeCondition'; id: string }
  /** add a check across questions, or replace the one with the same id */
  | { type: 'setCheck'; check: FormCheck }
  | { type: 'removeCheck'; id: string }
  /** add a scale, or replace the one with the same id */
  | { type: 'setScale'; id: string; scale: ScaleSpec }
  | { type: 'removeScale'; id: string }
  /** add a flag, or replace the one with the same id */
  | { type: 'setFlag'; flag: FlagSpec }
  | { type: 'removeFlag'; id: string }
  | { type: 'setScoringVersion'; version: string }
  /** the form's own settings: title, description (null removes), settings */
  | { type: 'setForm'; title?: string; description?: string | null; settings?: FormSettings }
  /** the codes of the form, a section, a question, a choice or a scale (an empty list removes them) */
  | { type: 'setCodes'; target: CodeTarget; codings: Coding[] }
  /** new rating questions shown as one Likert grid (`rows` in order; `choices` default to the PCL-5's 0–4 scale) */
  | { type: 'addGrid'; id: string; section: string; index?: number; title?: string; rows: { name: string; title: string }[]; choices?: GridChoice[] }
  /** add a Likert grid over existing questions, or replace the one with the same id (its rows move together in the order given) */
  | { type: 'setGrid'; grid: FormGrid }
  /** stop showing questions as a grid (the questions and their answers stay) */
  | { type: 'removeGrid'; id: string }
  /** a new statement in a grid: a question with the grid's scale, at `index` among its rows (default last) */
  | { type: 'addGridRow'; id: string; name: string; title: string; index?: number }
  /** the scale every row of a grid offers */
  | { type: 'setGridScale'; id: string; choices: GridChoice[] }
  /** the whole definition at once (the JSON view, an import) */
  | { type: 'replaceDefinition'; definition: FormDefinition };

/** What a list of codes belongs to (a choice by its question and its value as text). */
export type CodeTarget =
  | { kind: 'form' }
  | { kind: 'section'; id: string }
  | { kind: 'field'; id: string }
  | { kind: 'choice'; field: string; value: string }
  | { kind: 'scale'; id: string };

export type EditType = Edit['type'];

export type RefusalCode =
  | 'unknown-field'
  | 'unknown-section'
  | 'unknown-condition'
  | 'unknown-check'
  | 'unknown-scale'
  | 'unknown-flag'
  | 'unknown-kind'
  | 'bad-name'
  | 'name-taken'
  | 'in-use'
  | 'invalid';

/** Why an edit cannot be made, in words an administrator reads, with what blocks it. */
export interface Refusal {
  code: RefusalCode;
  message: string;
  /** what uses the thing (e.g. the conditions and scales reading a question about to be removed) */
  blockers: DefinitionRef[];
}

export type EditResult = { ok: true; definition: FormDefinition } | { ok: false; refusal: Refusal };
