/**
 * The builder's promise: whatever edit is applied to whatever definition, the result passes the
 * structural checks or the edit is refused, with a readable reason and blockers that exist. Every
 * kind of edit, with good and bad arguments, on every committed form and on generated ones, and
 * along a deterministic random walk of edits applied to edited definitions. Inputs are frozen.
 */
import { describe, expect, it } from 'vitest';
import { FIELD_KIND_IDS } from '../definition/field-kind-ids.ts';
import type { FormDefinition } from '../definition/types.ts';
import { structuralIssues } from '../definition/validate-definition.ts';
import { committedForms } from '../test-support/committed-forms.ts';
import { deepFreeze } from '../test-support/deep-freeze.ts';
import { GENERATED_SIZES, generatedForm } from '../test-support/generated-forms.ts';
import { applyEdit, UNREADABLE_EDIT } from './apply-edit.ts';
import type { DefinitionRef, Edit, EditType, RefusalCode } from './edit-types.ts';

const REFUSAL_CODES: RefusalCode[] = ['unknown-field', 'unknown-section', 'unknown-condition', 'unknown-check', 'unknown-scale', 'unknown-flag', 'unknown-kind', 'bad-name', 'name-taken', 'in-use', 'invalid'];

/** Every few items of a list (all of a short one), so large forms stay quick to check. */
const sample = <T,>(list: readonly T[], most = 12): T[] => list.filter((_, i) => i % Math.max(1, Math.ceil(list.length / most)) === 0);

function exists(def: FormDefinition, ref: DefinitionRef): boolean {
  switch (ref.kind) {
    case 'field': return Object.hasOwn(def.schema.properties ?? {}, ref.id);
    case 'section': return (def.sections ?? []).some((s) => s.id === ref.id);
    case 'condition': return (def.conditions ?? []).some((c) => c.id === ref.id);
    case 'check': return (def.checks ?? []).some((c) => c.id === ref.id);
    case 'scale': return Object.hasOwn(def.scoring?.scales ?? {}, ref.id);
    case 'flag': return (def.scoring?.flags ?? []).some((f) => f.id === ref.id);
    case 'form': return ref.id === def.id;
  }
}

/** Edits of one type to try on a definition: plausible ones and wrong ones. */
function variants(def: FormDefinition, type: EditType): Edit[] {
  const fields = Object.keys(def.schema.properties ?? {});
  const some = sample(fields);
  const sections = def.sections ?? [];
  const first = sections[0]?.id ?? 'none';
  const last = sections.at(-1)?.id ?? 'none';
  const conditions = def.conditions ?? [];
  const scales = Object.entries(def.scoring?.scales ?? {});
  const flags = def.scoring?.flags ?? [];
  const numeric = fields.filter((f) => ['integer', 'number'].includes(def.schema.properties![f]!.type as string));
  switch (type) {
    case 'addField':
      return [
        ...FIELD_KIND_IDS.map((kind, i): Edit => ({ type, kind, name: `added${i}`, section: i % 2 ? first : last, index: i - 3, title: `Added ${kind}` })),
        { type, kind: 'shortText', name: fields[0] ?? 'x', section: first },
        { type, kind: 'shortText', name: 'bad name', section: first },
        { type, kind: 'shortText', name: 'constructor', section: first },
        { type, kind: 'shortText', name: 'fine', section: 'no-such-section' },
        { type, kind: 'hologram' as never, name: 'fine', section: first },
      ];
    case 'insertField':
      return [
        { type, name: 'pasted', schema: { type: 'string', title: 'Pasted', maxLength: 10 }, required: true, section: last, index: 1 },
        { type, name: 'advanced', schema: { type: 'object', properties: { a: { type: 'string' } }, additionalProperties: false }, section: first },
        { type, name: 'remote', schema: { $ref: 'https://example.com/x.json' }, section: first },
        { type, name: 'notObject', schema: 'string' as never, section: first },
        { type, name: 'badUi', schema: { type: 'string' }, uiSchema: { 'ui:widget': 'hologram' }, section: first },
      ];
    case 'updateField':
      return some.flatMap((name): Edit[] => [
        { type, name, schema: { ...def.schema.properties![name]!, title: 'Changed title' } },
        { type, name, schema: { type: 'string', title: 'Now text', maxLength: 5 } },
        { type, name, uiSchema: null, required: !(def.schema.required ?? []).includes(name) },
        { type, name, uiSchema: { 'ui:widget': 'textarea' } },
        { type, name, uiSchema: { 'ui:widget': 'hologram' } },
        { type, name, schema: [] as never },
      ]).concat([{ type, name: 'ghost', required: true }]);
    case 'removeField':
      return [...sample(fields, 40).map((name): Edit => ({ type, name })), { type, name: 'ghost' }];
    case 'moveField':
      return some.flatMap((name, i): Edit[] => [
        { type, name, section: i % 2 ? first : last, index: 0 },
        { type, name, section: last, index: 999 },
        { type, name, section: first, index: -3 },
      ]).concat([{ type, name: fields[0] ?? 'x', section: 'no-such-section', index: 0 }]);
    case 'renameField':
      return some.flatMap((name, i): Edit[] => [
        { type, from: name, to: `renamed${i}` },
        { type, from: name, to: fields[(i + 1) % fields.length]! },
        { type, from: name, to: '9lives' },
      ]).concat([{ type, from: 'ghost', to: 'x' }]);
    case 'duplicateField':
      return some.map((name, i): Edit => ({ type, name, newName: `copy${i}` })).concat([{ type, name: fields[0] ?? 'x', newName: fields[0] ?? 'x' }]);
    case 'addSection':
      return [
        { type, id: 'new-first', title: 'New first', index: 0 },
        { type, id: 'new-last', title: 'New last', description: 'At the end' },
        { type, id: first, title: 'Taken' },
        { type, id: 'Bad Id', title: 'Bad' },
        { type, id: 'blank', title: '' },
      ];
    case 'updateSection':
      return sections.flatMap((s): Edit[] => [
        { type, id: s.id, title: `${s.title}!`, description: null },
        { type, id: s.id, description: 'Described' },
        { type, id: s.id, title: ' ' },
      ]).concat([{ type, id: 'no-such-section', title: 'x' }]);
    case 'removeSection':
      return sections.flatMap((s, i): Edit[] => [
        { type, id: s.id },
        { type, id: s.id, moveFieldsTo: sections[(i + 1) % sections.length]!.id },
      ]).concat([{ type, id: 'no-such-section' }, { type, id: first, moveFieldsTo: 'no-such-section' }]);
    case 'moveSection':
      return sections.flatMap((s): Edit[] => [{ type, id: s.id, index: 0 }, { type, id: s.id, index: sections.length }]).concat([{ type, id: 'nope', index: 0 }]);
    case 'setCondition':
      return [
        ...conditions.map((condition): Edit => ({ type, condition })),
        ...conditions.map((c): Edit => ({ type, condition: { ...c, show: [fields.at(-1)!] } })),
        { type, condition: { id: 'added-condition', show: [fields.at(-1)!], when: { field: fields[0]!, truthy: true } } },
        { type, condition: { id: 'circular', show: [fields[0]!], when: { field: fields[0]!, truthy: true } } },
        { type, condition: { id: 'shapeless', show: [fields[1]!], when: { field: fields[0]! } } },
        { type, condition: { id: 'unknown', show: ['ghost'], when: { field: fields[0]!, truthy: true } } },
      ];
    case 'removeCondition':
      return [...conditions.map((c): Edit => ({ type, id: c.id })), { type, id: 'ghost' }];
    case 'setCheck': {
      const dates = fields.filter((f) => def.schema.properties![f]!.format === 'date');
      return [
        ...(def.checks ?? []).map((check): Edit => ({ type, check })),
        ...(numeric.length > 1 ? [{ type, check: { id: 'added-check', kind: 'notMoreThan', field: numeric[0]!, other: numeric[1]! } } as Edit] : []),
        ...(numeric.length > 1 ? [{ type, check: { id: 'added-sum', kind: 'sumEquals', fields: numeric.slice(0, 3), total: 10 } } as Edit] : []),
        ...(dates.length > 1 ? [{ type, check: { id: 'added-dates', kind: 'after', field: dates[1]!, other: dates[0]! } } as Edit] : []),
        { type, check: { id: 'text-check', kind: 'after', field: fields[0]!, other: fields[1] ?? fields[0]! } },
        { type, check: { id: 'self-check', kind: 'notMoreThan', field: numeric[0] ?? fields[0]!, other: numeric[0] ?? fields[0]! } },
        { type, check: { id: 'lonely-sum', kind: 'sumEquals', fields: numeric.slice(0, 1), total: 1 } },
        { type, check: { id: 'ghost-check', kind: 'before', field: 'ghost', other: fields[0]! } },
        { type, check: { id: 'bad id', kind: 'before', field: fields[0]!, other: fields[1] ?? fields[0]! } },
      ];
    }
    case 'removeCheck':
      return [...(def.checks ?? []).map((c): Edit => ({ type, id: c.id })), { type, id: 'ghost' }];
    case 'setScale':
      return [
        ...scales.map(([id, scale]): Edit => ({ type, id, scale })),
        ...scales.map(([id, scale]): Edit => ({ type, id, scale: { ...scale, items: scale.items.slice(0, 1) } })),
        ...scales.map(([id, scale]): Edit => ({ type, id, scale: { title: scale.title, items: scale.items, itemMin: scale.itemMin, itemMax: scale.itemMax } })),
        ...(numeric.length > 0 ? [{ type, id: 'added-scale', scale: { title: 'Added', items: numeric.slice(0, 2), itemMin: 0, itemMax: 4 } } as Edit] : []),
        { type, id: 'text-scale', scale: { title: 'Text', items: [fields[0]!], itemMin: 0, itemMax: 1 } },
        { type, id: 'bad id', scale: { title: 'x', items: [], itemMin: 0, itemMax: 1 } },
      ];
    case 'removeScale':
      return [...scales.map(([id]): Edit => ({ type, id })), { type, id: 'ghost' }];
    case 'setFlag':
      return [
        ...flags.map((flag): Edit => ({ type, flag })),
        ...flags.map((flag): Edit => ({ type, flag: { ...flag, severity: 'catastrophic' as never } })),
        { type, flag: { id: 'added-flag', severity: 'info', message: 'Added', fields: [fields[0]!], trigger: { kind: 'answer', when: { field: fields[0]!, truthy: true } } } },
        { type, flag: { id: 'scale-flag', severity: 'warning', message: 'Scale', fields: [], trigger: { kind: 'scaleTotalAtLeast', scale: scales[0]?.[0] ?? 'none', value: 1 } } },
        { type, flag: { id: 'bad-band', severity: 'warning', message: 'Band', fields: [], trigger: { kind: 'scaleBand', scale: scales[0]?.[0] ?? 'none', bands: ['no-such-band'] } } },
      ];
    case 'removeFlag':
      return [...flags.map((f): Edit => ({ type, id: f.id })), { type, id: 'ghost' }];
    case 'setScoringVersion':
      return [{ type, version: '2' }, { type, version: '' }];
    case 'setForm':
      return [{ type, title: 'Retitled', description: null, settings: { kind: 'custom' } }, { type, title: '' }, { type, settings: { kind: 'quiz' as never } }];
    case 'setCodes': {
      const loinc = { system: 'http://loinc.org', code: '44261-6', display: 'PHQ-9 total' };
      const choiceField = fields.find((f) => Array.isArray(def.schema.properties![f]!.oneOf));
      const choice = choiceField === undefined ? undefined : String((def.schema.properties![choiceField]!.oneOf![0] as { const: unknown }).const);
      return [
        { type, target: { kind: 'form' }, codings: [loinc] },
        { type, target: { kind: 'section', id: first }, codings: [loinc] },
        { type, target: { kind: 'field', id: some[0] ?? 'x' }, codings: [loinc, { system: 'urn:oid:1.2.3', code: 'a' }] },
        ...(choiceField && choice !== undefined ? [{ type, target: { kind: 'choice', field: choiceField, value: choice }, codings: [loinc] } as Edit] : []),
        ...scales.map(([id]): Edit => ({ type, target: { kind: 'scale', id }, codings: [loinc] })),
        { type, target: { kind: 'field', id: 'noSuchQuestion' }, codings: [loinc] },
        { type, target: { kind: 'form' }, codings: [{ system: 'not a uri', code: 'x' }] },
        { type, target: { kind: 'form' }, codings: [] },
      ];
    }
    case 'addGrid':
      return [
        { type, id: 'added-grid', section: first, index: 1, title: 'How often', rows: [{ name: 'gridA', title: 'Statement A' }, { name: 'gridB', title: 'Statement B' }] },
        { type, id: 'word-grid', section: last, rows: [{ name: 'gridW', title: 'W' }], choices: [{ value: 'no', title: 'No' }, { value: 'yes', title: 'Yes' }] },
        { type, id: 'empty-grid', section: first, rows: [] },
        { type, id: 'bad grid', section: first, rows: [{ name: 'gridC', title: 'C' }] },
        { type, id: 'taken', section: first, rows: [{ name: fields[0] ?? 'x', title: 'Taken' }] },
        { type, id: 'nowhere', section: 'no-such-section', rows: [{ name: 'gridD', title: 'D' }] },
        { type, id: 'one-point', section: first, rows: [{ name: 'gridE', title: 'E' }], choices: [{ value: 0, title: 'Only' }] },
      ];
    case 'setGrid': {
      const grids = def.grids ?? [];
      const rated = sections.map((s) => s.fields.filter((f) => Array.isArray(def.schema.properties![f]!.oneOf) && def.schema.properties![f]!.type === 'integer')).find((list) => list.length > 1) ?? [];
      return [
        ...grids.map((g): Edit => ({ type, grid: { ...g, fields: [...g.fields].reverse(), title: 'Reordered' } })),
        ...grids.map((g): Edit => ({ type, grid: { ...g, fields: g.fields.slice(1) } })),
        ...(rated.length > 1 ? [{ type, grid: { id: 'new-grid', fields: rated.slice(0, 3) } } as Edit] : []),
        { type, grid: { id: 'mixed', fields: some.slice(0, 3) } },
        { type, grid: { id: 'empty', fields: [] } },
        { type, grid: { id: 'ghost', fields: ['noSuchQuestion'] } },
      ];
    }
    case 'removeGrid':
      return [...(def.grids ?? []).map((g): Edit => ({ type, id: g.id })), { type, id: 'ghost' }];
    case 'addGridRow':
      return [
        ...(def.grids ?? []).map((g, i): Edit => ({ type, id: g.id, name: `gridRow${i}`, title: 'Another statement', index: 1 })),
        ...(def.grids ?? []).map((g): Edit => ({ type, id: g.id, name: fields[0] ?? 'x', title: 'Taken' })),
        { type, id: 'ghost', name: 'gridRowX', title: 'X' },
      ];
    case 'setGridScale':
      return [
        ...(def.grids ?? []).map((g): Edit => ({ type, id: g.id, choices: [{ value: 0, title: 'Never' }, { value: 1, title: 'Sometimes' }, { value: 2, title: 'Often' }] })),
        ...(def.grids ?? []).map((g): Edit => ({ type, id: g.id, choices: [{ value: 'no', title: 'No' }, { value: 'yes', title: 'Yes' }] })),
        ...(def.grids ?? []).map((g): Edit => ({ type, id: g.id, choices: [{ value: 0, title: 'Never' }, { value: 0, title: 'Twice' }] })),
        { type, id: 'ghost', choices: [{ value: 0, title: 'A' }, { value: 1, title: 'B' }] },
      ];
    case 'replaceDefinition': {
      const copy = structuredClone(def);
      const broken = structuredClone(def);
      broken.sections = [...(broken.sections ?? []), { id: first, title: 'Twice', fields: [] }];
      return [{ type, definition: copy }, { type, definition: broken }, { type, definition: { id: 'x' } as never }];
    }
  }
}

const EDIT_TYPES = Object.keys({
  addField: 0, insertField: 0, updateField: 0, removeField: 0, moveField: 0, renameField: 0, duplicateField: 0,
  addSection: 0, updateSection: 0, removeSection: 0, moveSection: 0, setCondition: 0, removeCondition: 0, setCheck: 0, removeCheck: 0,
  setScale: 0, removeScale: 0, setFlag: 0, removeFlag: 0, setScoringVersion: 0, setForm: 0, setCodes: 0,
  addGrid: 0, setGrid: 0, removeGrid: 0, addGridRow: 0, setGridScale: 0, replaceDefinition: 0,
} satisfies Record<EditType, 0>) as EditType[];

/** What is wrong with applying `edit` to `def` (empty when the invariant holds). */
function violations(def: FormDefinition, edit: Edit): string[] {
  const label = JSON.stringify(edit).slice(0, 160);
  const result = applyEdit(def, edit);
  if (result.ok) return structuralIssues(result.definition).map((i) => `${label} left ${i.path}: ${i.message}`);
  const { code, message, blockers } = result.refusal;
  const out: string[] = [];
  if (!REFUSAL_CODES.includes(code)) out.push(`${label}: unknown refusal code ${code}`);
  if (message.trim() === '' || message.startsWith(UNREADABLE_EDIT)) out.push(`${label}: refused without a reason it checked (${message})`);
  if (code === 'in-use' || code === 'name-taken') {
    for (const ref of blockers) if (!exists(def, ref)) out.push(`${label}: blocker ${ref.kind} "${ref.id}" does not exist`);
    if (blockers.length === 0) out.push(`${label}: ${code} without blockers`);
  }
  return out;
}

const DEFINITIONS: [string, FormDefinition][] = [
  ...Object.entries(committedForms).map(([id, json]): [string, FormDefinition] => [id, deepFreeze(structuredClone(json) as FormDefinition)]),
  ...GENERATED_SIZES.map((size): [string, FormDefinition] => [`generated-${size}`, deepFreeze(generatedForm(size, { uiOrder: size === 100 }))]),
];

describe.each(DEFINITIONS)('every edit on %s', (_name, def) => {
  it('starts from a definition that passes the structural checks', () => {
    expect(structuralIssues(def)).toEqual([]);
  });

  it.each(EDIT_TYPES)('%s: the result passes the structural checks, or the edit is refused', (type) => {
    const edits = variants(def, type);
    expect(edits.length).toBeGreaterThan(0);
    expect(edits.flatMap((edit) => violations(def, edit))).toEqual([]);
  });
});

/** A small deterministic pseudo-random generator (mulberry32), so the walk is the same every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('a random walk of edits on edited definitions', () => {
  it.each([['initial-assessment', 1], ['generated-20', 2], ['indian-head', 3]] as const)('%s: 250 steps, each result valid or refused', (name, seed) => {
    const next = random(seed);
    let def = DEFINITIONS.find(([n]) => n === name)![1];
    const problems: string[] = [];
    let applied = 0;
    for (let step = 0; step < 250 && problems.length === 0; step++) {
      const type = EDIT_TYPES[Math.floor(next() * EDIT_TYPES.length)]!;
      const options = variants(def, type);
      const edit = options[Math.floor(next() * options.length)];
      if (!edit) continue;
      problems.push(...violations(def, edit).map((p) => `step ${step}: ${p}`));
      const result = applyEdit(def, edit);
      if (result.ok) {
        def = deepFreeze(result.definition);
        applied++;
      }
    }
    expect(problems).toEqual([]);
    expect(applied).toBeGreaterThan(50);
  });
});
