import { describe, expect, it } from 'vitest';
import type { FormCondition } from '../../definition/types.ts';
import { accepted, refused, smallForm } from '../../test-support/builder-forms.ts';
import { applyEdit } from '../apply-edit.ts';

const smokerFollowUp: FormCondition = { id: 'per-day', show: ['perDay', 'notes'], when: { all: [{ field: 'smoker', equals: 'yes' }, { field: 'phq1', in: [3, 4] }] } };

describe('setCondition', () => {
  it('replaces the condition with the same id in its place, keeping the others', () => {
    const start = smallForm();
    const def = accepted(applyEdit(start, { type: 'setCondition', condition: smokerFollowUp }));
    expect(def.conditions).toEqual([smokerFollowUp, start.conditions![1]]);
    expect(def.conditions![1]).toBe(start.conditions![1]);
    expect(def.conditions![0]).not.toBe(smokerFollowUp);
  });

  it('adds a new condition last, with repeated questions shown once', () => {
    const condition = { id: 'name-given', show: ['intro', 'intro'], when: { field: 'fullName', truthy: true } };
    const def = accepted(applyEdit(smallForm(), { type: 'setCondition', condition }));
    expect(def.conditions!.at(-1)).toEqual({ id: 'name-given', show: ['intro'], when: { field: 'fullName', truthy: true } });
  });

  it('refuses a bad id, nothing to show, unknown questions and a question shown by its own answer', () => {
    const set = (condition: unknown) => applyEdit(smallForm(), { type: 'setCondition', condition: condition as FormCondition });
    expect(refused(set({ ...smokerFollowUp, id: 'per day' })).code).toBe('bad-name');
    expect(refused(set({ ...smokerFollowUp, show: [] }))).toMatchObject({ code: 'invalid', message: 'Choose at least one question for the condition to show.' });
    expect(refused(set({ ...smokerFollowUp, show: ['ghost'] }))).toMatchObject({ code: 'unknown-field', message: 'There is no question "ghost".' });
    expect(refused(set({ ...smokerFollowUp, when: { field: 'toString', truthy: true } })).code).toBe('unknown-field');
    expect(refused(set({ id: 'loop', show: ['smoker'], when: { field: 'smoker', equals: 'yes' } }))).toEqual({
      code: 'invalid',
      message: 'A condition cannot show the question it depends on (smoker).',
      blockers: [{ kind: 'field', id: 'smoker' }],
    });
  });

  it('refuses tests the engine cannot decide, saying what is missing', () => {
    const set = (when: unknown) => refused(applyEdit(smallForm(), { type: 'setCondition', condition: { id: 'c', show: ['notes'], when } as FormCondition }));
    expect(set({ field: 'smoker' }).message).toMatch(/Choose what the answer to "smoker" must be/);
    expect(set({ field: 'smoker', in: [] }).message).toBe('Choose at least one answer for "is one of".');
    expect(set({ field: 'phq1', atLeast: 'two' }).message).toBe('"Is at least" needs a number.');
    expect(set({ field: 'phq1', above: 2 }).message).toMatch(/"above" is not a test/);
    expect(set({ all: [] }).message).toBe('Add at least one test to the "all of" list.');
    expect(set({ any: [{ field: 'smoker', equals: 'yes' }], field: 'x' }).code).toBe('invalid');
    expect(set('smoker is yes').code).toBe('invalid');
    expect(refused(applyEdit(smallForm(), { type: 'setCondition', condition: { ...smokerFollowUp, extra: 1 } as FormCondition })).code).toBe('invalid');
    expect(refused(applyEdit(smallForm(), { type: 'setCondition', condition: null as never })).code).toBe('invalid');
  });
});

describe('removeCondition', () => {
  it('removes a condition (its questions are then always shown)', () => {
    const start = smallForm();
    const def = accepted(applyEdit(start, { type: 'removeCondition', id: 'per-day' }));
    expect(def.conditions).toEqual([start.conditions![1]]);
  });

  it('refuses an unknown condition', () => {
    expect(refused(applyEdit(smallForm(), { type: 'removeCondition', id: 'ghost' })).code).toBe('unknown-condition');
  });
});
