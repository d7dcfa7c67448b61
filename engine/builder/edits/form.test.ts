import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../definition/types.ts';
import { accepted, refused, smallForm } from '../../test-support/builder-forms.ts';
import { applyEdit } from '../apply-edit.ts';
import { shareUnchanged } from './form.ts';

describe('setForm', () => {
  it("changes the form's title, description and settings", () => {
    const start = smallForm();
    const def = accepted(applyEdit(start, { type: 'setForm', title: 'Mood check', description: null, settings: { kind: 'intake' } }));
    expect(def).toMatchObject({ title: 'Mood check', settings: { kind: 'intake' } });
    expect(def).not.toHaveProperty('description');
    expect(def.schema).toBe(start.schema);
    expect(accepted(applyEdit(def, { type: 'setForm', description: 'Two minutes' })).description).toBe('Two minutes');
  });

  it('returns the same definition when nothing changes', () => {
    const start = smallForm();
    expect(accepted(applyEdit(start, { type: 'setForm', title: 'Small form', description: 'Something of everything' }))).toBe(start);
  });

  it('refuses a blank or too long title, a too long description, settings that are not an object or of an unknown kind', () => {
    expect(refused(applyEdit(smallForm(), { type: 'setForm', title: ' ' })).message).toBe('The form needs a title.');
    expect(refused(applyEdit(smallForm(), { type: 'setForm', title: 'x'.repeat(201) })).code).toBe('invalid');
    expect(refused(applyEdit(smallForm(), { type: 'setForm', description: 'x'.repeat(4001) })).code).toBe('invalid');
    expect(refused(applyEdit(smallForm(), { type: 'setForm', settings: [] as never })).code).toBe('invalid');
    expect(refused(applyEdit(smallForm(), { type: 'setForm', settings: { kind: 'quiz' as never } })).code).toBe('invalid');
  });
});

describe('replaceDefinition', () => {
  it('accepts a definition that passes the structural checks, reusing every unchanged part of the old one', () => {
    const start = smallForm();
    const pasted = JSON.parse(JSON.stringify(start)) as FormDefinition;
    pasted.schema.properties!.notes!.title = 'Anything else?';
    pasted.sections!.reverse();
    const def = accepted(applyEdit(start, { type: 'replaceDefinition', definition: pasted }));
    expect(def).toEqual(pasted);
    expect(def.schema.properties!.phq1).toBe(start.schema.properties!.phq1);
    expect(def.schema.properties!.notes).not.toBe(start.schema.properties!.notes);
    expect(def.sections![0]).toBe(start.sections![1]);
    expect(def.scoring).toBe(start.scoring);
  });

  it('gives back the old definition itself when the new one is the same', () => {
    const start = smallForm();
    expect(accepted(applyEdit(start, { type: 'replaceDefinition', definition: JSON.parse(JSON.stringify(start)) }))).toBe(start);
  });

  it("refuses a definition with structural problems, listing them and linking what they're about", () => {
    const pasted = JSON.parse(JSON.stringify(smallForm())) as FormDefinition;
    pasted.sections![0]!.fields.push('ghost');
    pasted.conditions![0]!.show = ['nobody'];
    const refusal = refused(applyEdit(smallForm(), { type: 'replaceDefinition', definition: pasted }));
    expect(refusal.code).toBe('invalid');
    expect(refusal.message).toMatch(/^The new definition has 2 problems, so it was not applied: \/sections\/0\/fields\/3: section "about" lists "ghost"/);
    expect(refusal.blockers).toEqual([{ kind: 'section', id: 'about' }, { kind: 'condition', id: 'per-day' }]);
    expect(refused(applyEdit(smallForm(), { type: 'replaceDefinition', definition: 'nonsense' as never })).code).toBe('invalid');
  });
});

describe('shareUnchanged', () => {
  it('matches list items by id, others by position, and counts key order', () => {
    const prev = { list: [{ id: 'a', v: 1 }, { id: 'b', v: 2 }], plain: [[1], [2]], keys: { x: 1, y: 2 } };
    const next = { list: [{ id: 'b', v: 2 }, { id: 'a', v: 1 }], plain: [[1], [3]], keys: { y: 2, x: 1 } };
    const shared = shareUnchanged(prev, next) as typeof prev;
    expect(shared.list[0]).toBe(prev.list[1]);
    expect(shared.plain[0]).toBe(prev.plain[0]);
    expect(shared.plain[1]).toEqual([3]);
    expect(shared.keys).not.toBe(prev.keys);
    expect(Object.keys(shared.keys)).toEqual(['y', 'x']);
  });
});
