import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../definition/types.ts';
import { deepFreeze, frozenCopy } from '../test-support/deep-freeze.ts';
import { generatedForm } from '../test-support/generated-forms.ts';
import { accepted, refused, smallForm } from '../test-support/builder-forms.ts';
import { applyEdit, UNREADABLE_EDIT } from './apply-edit.ts';
import type { Edit } from './edit-types.ts';

describe('applyEdit', () => {
  it('refuses an edit it does not know, or one that is not an edit at all', () => {
    expect(refused(applyEdit(smallForm(), { type: 'paint' } as never))).toEqual({ code: 'invalid', message: '"paint" is not a change the builder knows.', blockers: [] });
    expect(refused(applyEdit(smallForm(), { type: 'toString' } as never)).code).toBe('invalid');
    expect(refused(applyEdit(smallForm(), null as never)).code).toBe('invalid');
  });

  it('turns an edit whose data cannot be read into a refusal instead of throwing', () => {
    const refusal = refused(applyEdit(smallForm(), { type: 'moveSection', id: 'about', get index(): number { throw new Error('boom'); } } as never));
    expect(refusal.code).toBe('invalid');
    const garbled = refused(applyEdit(smallForm(), { type: 'setScale', id: 'phq', scale: { title: 'x', items: ['phq1'], itemMin: 0, itemMax: 4, bands: [() => 1] } } as never));
    expect(garbled.message).toBe(`${UNREADABLE_EDIT}.`);
  });
});

describe('structural sharing (a 300-question form)', () => {
  const big = deepFreeze(generatedForm(300, { uiOrder: true }));
  const names = Object.keys(big.schema.properties!);
  const sameQuestions = (def: FormDefinition, except: string[] = []) => {
    for (const name of names) if (!except.includes(name)) expect(def.schema.properties![name]).toBe(big.schema.properties![name]);
  };

  it('a changed question is a new object; every other question, section, condition and scale keeps its identity', () => {
    const name = names[150]!;
    const def = accepted(applyEdit(big, { type: 'updateField', name, schema: { ...big.schema.properties![name]!, title: 'Changed' } }));
    sameQuestions(def, [name]);
    expect(def.schema.properties![name]).not.toBe(big.schema.properties![name]);
    def.sections!.forEach((s, i) => expect(s).toBe(big.sections![i]));
    expect(def.conditions).toBe(big.conditions);
    expect(def.scoring).toBe(big.scoring);
    expect(def.uiSchema).toBe(big.uiSchema);
  });

  it('a move copies only the two sections it touches (and the ui:order)', () => {
    const def = accepted(applyEdit(big, { type: 'moveField', name: big.sections![3]!.fields[2]!, section: 'part-20', index: 0 }));
    sameQuestions(def);
    def.sections!.forEach((s, i) => (i === 3 || i === 19 ? expect(s).not.toBe(big.sections![i]) : expect(s).toBe(big.sections![i])));
    for (const name of names) expect(def.uiSchema![name]).toBe(big.uiSchema![name]);
    expect(def.scoring).toBe(big.scoring);
  });

  it('adding a flag copies the flag list only', () => {
    const flag = { id: 'new-flag', severity: 'info' as const, message: 'New', fields: [], trigger: { kind: 'scaleTotalAtLeast' as const, scale: 'severity', value: 10 } };
    const def = accepted(applyEdit(big, { type: 'setFlag', flag }));
    expect(def.schema).toBe(big.schema);
    expect(def.sections).toBe(big.sections);
    expect(def.scoring!.scales).toBe(big.scoring!.scales);
    def.scoring!.flags!.slice(0, -1).forEach((f, i) => expect(f).toBe(big.scoring!.flags![i]));
  });
});

describe('the guard against new problems', () => {
  it('lets unrelated edits through on a definition that already has problems, and refuses edits that add one', () => {
    const start = smallForm();
    // a draft imported with a problem: the uiSchema names a question that does not exist
    const broken = frozenCopy({ ...start, uiSchema: { ...start.uiSchema, ghost: {} } });
    const moved = accepted(applyEdit(broken, { type: 'moveSection', id: 'mood', index: 0 }));
    expect(moved.sections![0]!.id).toBe('mood');
    const edit: Edit = { type: 'updateField', name: 'notes', uiSchema: { 'ui:widget': 'colour' } };
    expect(refused(applyEdit(broken, edit))).toMatchObject({ code: 'invalid', blockers: [{ kind: 'field', id: 'notes' }] });
  });
});
