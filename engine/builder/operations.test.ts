import { describe, expect, it } from 'vitest';
import { validateDefinition } from '../definition/validate-definition.ts';
import type { FormDefinition } from '../definition/types.ts';
import { committedForm } from '../test-support/committed-forms.ts';
import {
  addField, addSection, moveField, moveSection, removeCondition, removeField, removeSection, renameField,
  setCondition, updateField, updateSection, type BuilderResult,
} from './operations.ts';

const yesNo = { type: 'string', oneOf: [{ const: 'no', title: 'No' }, { const: 'yes', title: 'Yes' }] };

function base(): FormDefinition {
  return {
    id: 'draft', version: 1, title: 'Draft',
    schema: { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', properties: { smoker: yesNo }, required: ['smoker'], additionalProperties: false },
    uiSchema: { smoker: { 'ui:widget': 'radio' } },
    sections: [{ id: 'one', title: 'One', fields: ['smoker'] }],
  };
}

function ok(result: BuilderResult): FormDefinition {
  if (!result.ok) throw new Error(result.error);
  return result.definition;
}

describe('builder operations', () => {
  it('build a valid definition step by step without touching the input', () => {
    const start = base();
    const snapshot = structuredClone(start);
    let def = ok(addSection(start, { id: 'two', title: 'Two' }));
    def = ok(addField(def, { name: 'perDay', schema: { type: 'integer', minimum: 1 }, required: true, section: 'two' }));
    def = ok(addField(def, { name: 'notes', schema: { type: 'string' }, uiSchema: { 'ui:widget': 'textarea' }, section: 'one', index: 0 }));
    def = ok(setCondition(def, { id: 'per-day', show: ['perDay'], when: { field: 'smoker', equals: 'yes' } }));
    expect(start).toEqual(snapshot);
    expect(def.sections).toEqual([{ id: 'one', title: 'One', fields: ['notes', 'smoker'] }, { id: 'two', title: 'Two', fields: ['perDay'] }]);
    expect(def.schema.required).toEqual(['smoker', 'perDay']);
    expect(validateDefinition(def)).toMatchObject({ ok: true });
  });

  it('refuse duplicate or invalid names and unknown sections', () => {
    expect(addField(base(), { name: 'smoker', schema: { type: 'string' }, section: 'one' })).toEqual({ ok: false, error: 'a field named "smoker" already exists' });
    expect(addField(base(), { name: '1st', schema: { type: 'string' }, section: 'one' }).ok).toBe(false);
    expect(addField(base(), { name: 'x', schema: { type: 'string' }, section: 'nope' })).toEqual({ ok: false, error: 'there is no section "nope"' });
    expect(addSection(base(), { id: 'one', title: 'Again' }).ok).toBe(false);
  });

  it('update a field schema, uiSchema and required flag', () => {
    const def = ok(updateField(base(), 'smoker', { required: false, uiSchema: null, schema: { ...yesNo, title: 'Do you smoke?' } }));
    expect(def.schema.required).toEqual([]);
    expect(def.uiSchema).toEqual({});
    expect(def.schema.properties!.smoker!.title).toBe('Do you smoke?');
  });

  it('remove a field only when nothing uses it, and clean every mention', () => {
    let def = ok(addField(base(), { name: 'perDay', schema: { type: 'integer' }, section: 'one' }));
    def = ok(setCondition(def, { id: 'per-day', show: ['perDay'], when: { field: 'smoker', equals: 'yes' } }));
    expect(removeField(def, 'smoker')).toEqual({ ok: false, error: '"smoker" is used by condition "per-day": change those first' });
    const removed = ok(removeField(def, 'perDay'));
    expect(removed.schema.properties).not.toHaveProperty('perDay');
    expect(removed.sections![0]!.fields).toEqual(['smoker']);
    expect(removed.conditions).toEqual([]);
  });

  it('refuse to remove a scored item', () => {
    const ptsd = committedForm('ptsd');
    expect(removeField(ptsd, 'pcl3')).toEqual({ ok: false, error: '"pcl3" is used by scale "pcl5", flag "pcl5-probable-ptsd": change those first' });
  });

  it('rename a field everywhere, keeping a committed definition valid', () => {
    const renamed = ok(renameField(committedForm('initial-assessment'), 'phq9', 'phqSelfHarm'));
    expect(validateDefinition(renamed)).toMatchObject({ ok: true });
    expect(renamed.scoring!.scales!.phq9!.items).toContain('phqSelfHarm');
    const item9 = renamed.scoring!.flags!.find((f) => f.id === 'phq9-item9')!;
    expect(item9.fields).toEqual(['phqSelfHarm']);
    expect(item9.trigger).toEqual({ kind: 'answer', when: { field: 'phqSelfHarm', atLeast: 1 } });
    expect(renamed.sections!.find((s) => s.id === 'phq9')!.fields).toContain('phqSelfHarm');
    expect(renamed.uiSchema).toHaveProperty('phqSelfHarm');
    expect(JSON.stringify(renamed.conditions)).toContain('"field":"phqSelfHarm"');
    expect(JSON.stringify(renamed.conditions)).not.toContain('"field":"phq9"');
  });

  it('move fields and sections', () => {
    let def = ok(addSection(base(), { id: 'two', title: 'Two', index: 0 }));
    expect(def.sections!.map((s) => s.id)).toEqual(['two', 'one']);
    def = ok(moveField(def, 'smoker', { section: 'two', index: 0 }));
    expect(def.sections).toEqual([{ id: 'two', title: 'Two', fields: ['smoker'] }, { id: 'one', title: 'One', fields: [] }]);
    def = ok(moveSection(def, 'two', 5));
    expect(def.sections!.map((s) => s.id)).toEqual(['one', 'two']);
  });

  it('remove only empty sections; update titles', () => {
    expect(removeSection(base(), 'one').ok).toBe(false);
    const def = ok(addSection(base(), { id: 'two', title: 'Two' }));
    expect(ok(removeSection(def, 'two')).sections).toHaveLength(1);
    expect(ok(updateSection(def, 'two', { title: 'Second', description: 'About you' })).sections![1]).toEqual({ id: 'two', title: 'Second', description: 'About you', fields: [] });
    expect(updateSection(def, 'two', { title: ' ' }).ok).toBe(false);
  });

  it('check conditions name real fields and never show what they read', () => {
    expect(setCondition(base(), { id: 'c', show: ['ghost'], when: { field: 'smoker', equals: 'yes' } })).toEqual({ ok: false, error: 'no such field: ghost' });
    expect(setCondition(base(), { id: 'c', show: ['smoker'], when: { field: 'smoker', equals: 'yes' } }).ok).toBe(false);
    const def = ok(addField(base(), { name: 'why', schema: { type: 'string' }, section: 'one' }));
    const withCondition = ok(setCondition(def, { id: 'c', show: ['why'], when: { field: 'smoker', equals: 'yes' } }));
    const replaced = ok(setCondition(withCondition, { id: 'c', show: ['why'], when: { field: 'smoker', equals: 'no' } }));
    expect(replaced.conditions).toEqual([{ id: 'c', show: ['why'], when: { field: 'smoker', equals: 'no' } }]);
    expect(ok(removeCondition(replaced, 'c')).conditions).toEqual([]);
  });
});
