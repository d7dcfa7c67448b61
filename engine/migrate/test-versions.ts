// Test-only: four published versions of one small form, each made from the last by the builder's
// own edits, and the migrations between them. Never imported by engine code.
//   v1 -> v2: smoker renamed to smokes, perDay renamed to cigarettesPerDay
//   v2 -> v3: notes removed
//   v3 -> v4: mood's choices changed ("awful" gone, "ok" became "okay" with the same label,
//             "low" added), helps' "walk" and "run" merged into "exercise", phq2 reworded (ask again)
import { applyEdit } from '../builder/apply-edit.ts';
import type { Edit } from '../builder/edit-types.ts';
import type { FormDefinition, JsonSchemaObject } from '../definition/types.ts';
import { accepted, smallForm } from '../test-support/builder-forms.ts';
import type { Migration } from './types.ts';

function edited(def: FormDefinition, edits: Edit[], version: number): FormDefinition {
  const next = edits.reduce((d, edit) => accepted(applyEdit(d, edit)), def);
  return { ...next, version };
}

const choice = (entries: [string, string][]): JsonSchemaObject[] => entries.map(([value, title]) => ({ const: value, title }));

const moodV1: JsonSchemaObject = {
  type: 'string',
  title: 'Mood',
  oneOf: choice([['awful', 'Awful'], ['ok', 'OK'], ['good', 'Good']]),
};
const helpsV1: JsonSchemaObject = {
  type: 'array',
  title: 'What helps',
  uniqueItems: true,
  maxItems: 3,
  items: { type: 'string', oneOf: choice([['walk', 'A walk'], ['run', 'A run'], ['music', 'Music']]) },
};

export const v1: FormDefinition = edited(
  smallForm(),
  [
    { type: 'insertField', name: 'mood', schema: moodV1, uiSchema: { 'ui:widget': 'radio' }, section: 'mood' },
    { type: 'insertField', name: 'helps', schema: helpsV1, uiSchema: { 'ui:widget': 'checkboxes' }, section: 'mood' },
  ],
  1,
);

export const v2: FormDefinition = edited(
  v1,
  [
    { type: 'renameField', from: 'smoker', to: 'smokes' },
    { type: 'renameField', from: 'perDay', to: 'cigarettesPerDay' },
  ],
  2,
);

export const v3: FormDefinition = edited(v2, [{ type: 'removeField', name: 'notes' }], 3);

export const v4: FormDefinition = edited(
  v3,
  [
    { type: 'updateField', name: 'mood', schema: { ...moodV1, oneOf: choice([['low', 'Low'], ['okay', 'OK'], ['good', 'Good']]) } },
    {
      type: 'updateField',
      name: 'helps',
      schema: { ...helpsV1, maxItems: 2, items: { type: 'string', oneOf: choice([['exercise', 'Exercise'], ['music', 'Music']]) } },
    },
    { type: 'updateField', name: 'phq2', schema: { ...(v3.schema.properties!.phq2 as JsonSchemaObject), title: 'Feeling down or hopeless most days' } },
  ],
  4,
);

const base = { formId: 'small-form', renamed: [], removed: [], values: [], reask: [] };

export const m12: Migration = {
  ...base,
  from: 1,
  to: 2,
  renamed: [
    { from: 'smoker', to: 'smokes' },
    { from: 'perDay', to: 'cigarettesPerDay' },
  ],
};

export const m23: Migration = { ...base, from: 2, to: 3, removed: ['notes'] };

export const m34: Migration = {
  ...base,
  from: 3,
  to: 4,
  values: [
    { field: 'mood', map: { awful: null, ok: 'okay', good: 'good' } },
    { field: 'helps', map: { walk: 'exercise', run: 'exercise', music: 'music' } },
  ],
  reask: ['phq2'],
};

/** The whole chain, deliberately out of order (a chain is sorted by the code, not by the caller). */
export const chain: Migration[] = [m34, m12, m23];
