import { describe, expect, it } from 'vitest';
import type { FlagSpec, FormDefinition, ScaleSpec } from '../../definition/types.ts';
import { structuralIssues } from '../../definition/validate-definition.ts';
import { deepFreeze } from '../../test-support/deep-freeze.ts';
import { accepted, refused, smallForm } from '../../test-support/builder-forms.ts';
import { applyEdit } from '../apply-edit.ts';

const phq = (): ScaleSpec => structuredClone(smallForm().scoring!.scales!.phq!);

function unscored(): FormDefinition {
  const { scoring: _none, ...rest } = smallForm();
  return deepFreeze(rest);
}

describe('setScale', () => {
  it('adds a scale, starting scoring at version 1 on a form without it', () => {
    const scale: ScaleSpec = { title: 'Item one', items: ['phq1'], itemMin: 0, itemMax: 4 };
    const def = accepted(applyEdit(unscored(), { type: 'setScale', id: 'one', scale }));
    expect(def.scoring).toEqual({ version: '1', scales: { one: scale } });
    expect(def.scoring!.scales!.one).not.toBe(scale);
  });

  it('replaces a scale in its place; flags and other parts keep their identity', () => {
    const start = smallForm();
    const scale = { ...phq(), title: 'Mood (PHQ-2)' };
    const def = accepted(applyEdit(start, { type: 'setScale', id: 'phq', scale }));
    expect(def.scoring!.scales!.phq!.title).toBe('Mood (PHQ-2)');
    expect(def.scoring!.flags).toBe(start.scoring!.flags);
    expect(def.schema).toBe(start.schema);
  });

  it('refuses a bad id, no title, no items, unknown or non-number items, and a bad range', () => {
    const set = (scale: unknown, id = 'phq') => refused(applyEdit(smallForm(), { type: 'setScale', id, scale: scale as ScaleSpec }));
    expect(set(phq(), 'my scale').code).toBe('bad-name');
    expect(set(phq(), '__proto__').code).toBe('bad-name');
    expect(set({ ...phq(), title: '' }).code).toBe('invalid');
    expect(set({ ...phq(), items: [] }).message).toBe('Choose at least one question for the scale to score.');
    expect(set({ ...phq(), items: ['phq1', 'ghost'] }).code).toBe('unknown-field');
    expect(set({ ...phq(), items: ['phq1', 'fullName'] })).toEqual({
      code: 'invalid',
      message: 'Only questions answered with a number (such as rating scales) can be scored: "Your full name" (fullName) is not.',
      blockers: [{ kind: 'field', id: 'fullName' }],
    });
    expect(set({ ...phq(), itemMin: 0.5 }).code).toBe('invalid');
    expect(set({ ...phq(), itemMin: 5 }).message).toBe("An item's lowest rating must not be above its highest.");
  });

  it('refuses bands that leave totals out, through the structural checks, naming the scale', () => {
    const gap = { ...phq(), bands: [{ id: 'low', label: 'Low', min: 0, max: 2 }, { id: 'high', label: 'High', min: 4, max: 8 }] };
    const refusal = refused(applyEdit(smallForm(), { type: 'setScale', id: 'phq', scale: gap }));
    expect(refusal.code).toBe('invalid');
    expect(refusal.message).toMatch(/totals 3–3 fall in no band/);
    expect(refusal.blockers).toEqual([{ kind: 'scale', id: 'phq' }]);
  });

  it('is refused while a flag uses a band or rule the new version drops', () => {
    const { bands: _b, rules: _r, ...bare } = phq();
    expect(refused(applyEdit(smallForm(), { type: 'setScale', id: 'phq', scale: bare }))).toEqual({
      code: 'in-use',
      message: 'flag "band-high" and flag "over-cutoff" use a band or rule this change removes from scale "phq": change them first.',
      blockers: [{ kind: 'flag', id: 'band-high' }, { kind: 'flag', id: 'over-cutoff' }],
    });
  });
});

describe('removeScale', () => {
  it('is refused while a flag triggers on it', () => {
    expect(refused(applyEdit(smallForm(), { type: 'removeScale', id: 'phq' }))).toEqual({
      code: 'in-use',
      message: 'The scale "phq" cannot be removed: flag "band-high" and flag "over-cutoff" trigger on it. Change or remove them first.',
      blockers: [{ kind: 'flag', id: 'band-high' }, { kind: 'flag', id: 'over-cutoff' }],
    });
  });

  it('removes a scale nothing triggers on (the scoring version stays)', () => {
    let def = accepted(applyEdit(smallForm(), { type: 'removeFlag', id: 'band-high' }));
    def = accepted(applyEdit(def, { type: 'removeFlag', id: 'over-cutoff' }));
    def = accepted(applyEdit(def, { type: 'removeScale', id: 'phq' }));
    expect(def.scoring).toEqual({ version: '1', flags: [smallForm().scoring!.flags![0]] });
    expect(structuralIssues(def)).toEqual([]);
  });

  it('refuses an unknown scale', () => {
    expect(refused(applyEdit(smallForm(), { type: 'removeScale', id: 'ghost' })).code).toBe('unknown-scale');
    expect(refused(applyEdit(smallForm(), { type: 'removeScale', id: 'toString' })).code).toBe('unknown-scale');
  });
});

const crisis: FlagSpec = {
  id: 'crisis',
  severity: 'urgent',
  message: 'Please contact support now',
  fields: ['phq2'],
  trigger: { kind: 'anyOf', triggers: [{ kind: 'answer', when: { field: 'phq2', equals: 4 } }, { kind: 'scaleTotalAtLeast', scale: 'phq', value: 7 }] },
  audience: 'member',
  signpost: 'crisis',
};

describe('setFlag', () => {
  it('adds a flag last and replaces one in its place', () => {
    const start = smallForm();
    let def = accepted(applyEdit(start, { type: 'setFlag', flag: crisis }));
    expect(def.scoring!.flags!.map((f) => f.id)).toEqual(['item-high', 'band-high', 'over-cutoff', 'crisis']);
    def = accepted(applyEdit(def, { type: 'setFlag', flag: { ...start.scoring!.flags![1]!, severity: 'urgent' } }));
    expect(def.scoring!.flags![1]!.severity).toBe('urgent');
    expect(def.scoring!.flags![0]).toBe(start.scoring!.flags![0]);
    expect(def.scoring!.scales).toBe(start.scoring!.scales);
  });

  it('starts scoring on a form without it', () => {
    const flag: FlagSpec = { id: 'smokes', severity: 'info', message: 'Smoker', fields: ['smoker'], trigger: { kind: 'answer', when: { field: 'smoker', equals: 'yes' } } };
    expect(accepted(applyEdit(unscored(), { type: 'setFlag', flag })).scoring).toEqual({ version: '1', flags: [flag] });
  });

  it('refuses a bad id, severity or message, unknown questions, scales, bands and rules', () => {
    const set = (flag: unknown) => refused(applyEdit(smallForm(), { type: 'setFlag', flag: flag as FlagSpec }));
    expect(set({ ...crisis, id: 'a b' }).code).toBe('bad-name');
    expect(set({ ...crisis, severity: 'dire' }).code).toBe('invalid');
    expect(set({ ...crisis, message: ' ' }).code).toBe('invalid');
    expect(set({ ...crisis, fields: ['ghost'] }).code).toBe('unknown-field');
    expect(set({ ...crisis, trigger: { kind: 'answer', when: { field: 'ghost', truthy: true } } }).code).toBe('unknown-field');
    expect(set({ ...crisis, trigger: { kind: 'answer', when: { field: 'phq2' } } }).code).toBe('invalid');
    expect(set({ ...crisis, trigger: { kind: 'scaleTotalAtLeast', scale: 'gad7', value: 3 } }).code).toBe('unknown-scale');
    expect(set({ ...crisis, trigger: { kind: 'scaleBand', scale: 'phq', bands: ['severe'] } })).toEqual({
      code: 'invalid', message: 'Scale "phq" has no band "severe".', blockers: [{ kind: 'scale', id: 'phq' }],
    });
    expect(set({ ...crisis, trigger: { kind: 'rule', scale: 'phq', rule: 'dsm5', equals: true } }).code).toBe('invalid');
    expect(set({ ...crisis, trigger: { kind: 'anyOf', triggers: [] } }).code).toBe('invalid');
    expect(set({ ...crisis, trigger: { kind: 'sum' } }).code).toBe('invalid');
    expect(set({ ...crisis, audience: 'everyone' })).toMatchObject({ code: 'invalid', blockers: [{ kind: 'flag', id: 'crisis' }] });
  });
});

describe('removeFlag and setScoringVersion', () => {
  it('removes a flag; refuses an unknown one', () => {
    const def = accepted(applyEdit(smallForm(), { type: 'removeFlag', id: 'item-high' }));
    expect(def.scoring!.flags!.map((f) => f.id)).toEqual(['band-high', 'over-cutoff']);
    expect(refused(applyEdit(smallForm(), { type: 'removeFlag', id: 'ghost' })).code).toBe('unknown-flag');
  });

  it('sets the scoring version (the same definition when unchanged); refuses a blank one', () => {
    const start = smallForm();
    expect(accepted(applyEdit(start, { type: 'setScoringVersion', version: '2' })).scoring!.version).toBe('2');
    expect(accepted(applyEdit(start, { type: 'setScoringVersion', version: '1' }))).toBe(start);
    expect(accepted(applyEdit(unscored(), { type: 'setScoringVersion', version: 'v1' })).scoring).toEqual({ version: 'v1' });
    expect(refused(applyEdit(start, { type: 'setScoringVersion', version: ' ' })).code).toBe('invalid');
  });
});
