import { describe, expect, it } from 'vitest';
import type { FormCheck } from '../../definition/types.ts';
import { checkedForm } from '../../test-support/check-forms.ts';
import { accepted, refused } from '../../test-support/builder-forms.ts';
import { declaredChanges } from '../../migrate/declared.ts';
import { deriveMigration } from '../../migrate/derive.ts';
import { diffDefinitions } from '../../migrate/diff.ts';
import { withNewNames } from '../../migrate/new-names.ts';
import { fieldReferences } from '../references.ts';
import { applyEdit } from '../apply-edit.ts';

const set = (check: unknown) => applyEdit(checkedForm(), { type: 'setCheck', check: check as FormCheck });

describe('setCheck and removeCheck', () => {
  it('adds a check last and replaces one with the same id in its place, keeping the others', () => {
    const start = checkedForm();
    const added = accepted(set({ id: 'bed-first', kind: 'notLessThan', field: 'inBed', other: 'asleep', message: 'Check your hours' }));
    expect(added.checks!.at(-1)).toEqual({ id: 'bed-first', kind: 'notLessThan', field: 'inBed', other: 'asleep', message: 'Check your hours' });
    const replaced = accepted(applyEdit(start, { type: 'setCheck', check: { id: 'whole-day', kind: 'sumEquals', fields: ['rest', 'play'], total: 24 } }));
    expect(replaced.checks!.map((c) => c.id)).toEqual(['start-first', 'sleep-in-bed', 'whole-day']);
    expect(replaced.checks![2]).toEqual({ id: 'whole-day', kind: 'sumEquals', fields: ['rest', 'play'], total: 24 });
    expect(replaced.checks![0]).toBe(start.checks![0]);
  });

  it('refuses a bad id, an unknown question, the wrong kind of question, a lonely sum and a blank message, in words', () => {
    expect(refused(set({ id: 'bad id', kind: 'before', field: 'start', other: 'end' })).code).toBe('bad-name');
    expect(refused(set({ id: 'c', kind: 'before', field: 'start', other: 'ghost' }))).toMatchObject({ code: 'unknown-field', message: 'There is no question "ghost".' });
    expect(refused(set({ id: 'c', kind: 'before', field: 'start', other: 'inBed' })).message).toBe('"Hours in bed" (inBed) is not a date question: this check compares dates.');
    expect(refused(set({ id: 'c', kind: 'sumEquals', fields: ['work', 'start'], total: 1 })).message).toBe('"Start date" (start) is not a number question: this check compares numbers.');
    expect(refused(set({ id: 'c', kind: 'sumEquals', fields: ['work'], total: 1 })).message).toBe('Choose at least two number questions to add up.');
    expect(refused(set({ id: 'c', kind: 'sumEquals', fields: ['work', 'rest'] })).message).toBe('Give the total the answers must add up to.');
    expect(refused(set({ id: 'c', kind: 'notMoreThan', field: 'work', other: 'work' })).message).toBe('Choose two different questions to compare.');
    expect(refused(set({ id: 'c', kind: 'before', field: 'start', other: 'end', message: ' ' })).message).toMatch(/own message is between 1 and 500 characters/);
    expect(refused(set({ id: 'c', kind: 'before', field: 'start', other: 'end', total: 3 })).message).toBe('"total" is not part of this kind of check.');
  });

  it('removes a check, and the checks list with its last one', () => {
    const one = accepted(applyEdit(checkedForm(), { type: 'removeCheck', id: 'sleep-in-bed' }));
    expect(one.checks!.map((c) => c.id)).toEqual(['start-first', 'whole-day']);
    const none = ['start-first', 'whole-day'].reduce((def, id) => accepted(applyEdit(def, { type: 'removeCheck', id })), one);
    expect(none).not.toHaveProperty('checks');
    expect(refused(applyEdit(checkedForm(), { type: 'removeCheck', id: 'ghost' })).code).toBe('unknown-check');
  });
});

describe('checks follow the questions they compare', () => {
  it('a rename renames the question in its checks', () => {
    const def = accepted(applyEdit(checkedForm(), { type: 'renameField', from: 'rest', to: 'sleep' }));
    expect(def.checks![2]).toEqual({ id: 'whole-day', kind: 'sumEquals', fields: ['work', 'sleep', 'play'], total: 100 });
    const start = checkedForm();
    const dates = accepted(applyEdit(start, { type: 'renameField', from: 'end', to: 'finish' }));
    expect(dates.checks![0]).toEqual({ id: 'start-first', kind: 'before', field: 'start', other: 'finish' });
    // a check that does not name it keeps its identity
    expect(dates.checks![1]).toBe(start.checks![1]);
  });

  it('a question a check compares cannot be removed until the check goes, naming the check', () => {
    expect(fieldReferences(checkedForm(), 'asleep')).toEqual([{ kind: 'check', id: 'sleep-in-bed' }]);
    const refusal = refused(applyEdit(checkedForm(), { type: 'removeField', name: 'asleep' }));
    expect(refusal).toMatchObject({ code: 'in-use', blockers: [{ kind: 'check', id: 'sleep-in-bed' }] });
    expect(refusal.message).toMatch(/"Hours asleep" \(asleep\) is used by check "sleep-in-bed"/);
  });

  it('a question a check compares cannot become another kind of answer', () => {
    const refusal = refused(applyEdit(checkedForm(), { type: 'updateField', name: 'end', schema: { type: 'string', title: 'End date' } }));
    expect(refusal.code).toBe('invalid');
    expect(refusal.blockers).toContainEqual({ kind: 'check', id: 'start-first' });
  });

  it('a migration’s renames carry into the checks, so a rename alone is no change of checks', () => {
    const older = checkedForm();
    const edits = [{ type: 'renameField', from: 'play', to: 'leisure' }] as const;
    const newer = { ...accepted(applyEdit(older, edits[0])), version: 2 };
    const migration = deriveMigration(older, newer, declaredChanges([...edits])).migration;
    expect(withNewNames(older, migration).checks).toEqual(newer.checks);
    expect(diffDefinitions(older, newer, migration).changes.filter((c) => c.kind === 'checks')).toEqual([]);
  });

  it('the version diff says which checks were added, changed and removed', () => {
    const older = checkedForm();
    let newer = accepted(applyEdit(older, { type: 'removeCheck', id: 'sleep-in-bed' }));
    newer = accepted(applyEdit(newer, { type: 'setCheck', check: { id: 'whole-day', kind: 'sumEquals', fields: ['rest', 'play'], total: 24 } }));
    newer = accepted(applyEdit(newer, { type: 'setCheck', check: { id: 'end-after', kind: 'after', field: 'end', other: 'start' } }));
    const changes = diffDefinitions(older, { ...newer, version: 2 }, deriveMigration(older, { ...newer, version: 2 }).migration).changes;
    expect(changes.filter((c) => c.kind === 'checks').map((c) => c.text)).toEqual([
      'Check "whole-day" changed: now ‘Rest’ and ‘Play’ must add up to 24',
      'Check "end-after" added: ‘End date’ must be after ‘Start date’',
      'Check "sleep-in-bed" removed: ‘Hours asleep’ must not be more than ‘Hours in bed’ no longer applies',
    ]);
  });
});
