import type { FormDefinition, JsonSchemaObject } from '@engine';
import { beforeEach, describe, expect, it } from 'vitest';
import { backupKey, backupOffer, clearBuilderBackup, readBuilderBackup, writeBuilderBackup } from './local-backup';
import { newFormDefinition } from './new-form';

const definition = newFormDefinition('sleep-check', 'Sleep check');
const edited: FormDefinition = { ...definition, title: 'Sleep check-in' };

describe('builder local backup', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips per form and administrator, and clears', () => {
    writeBuilderBackup(localStorage, 'sleep-check', 'admin-1', { definition: edited, baseRevision: 3, savedAt: 42 });
    expect(readBuilderBackup(localStorage, 'sleep-check', 'admin-1')).toEqual({ definition: edited, limitsAdded: [], baseRevision: 3, savedAt: 42 });
    expect(readBuilderBackup(localStorage, 'sleep-check', 'admin-2')).toBeNull();
    clearBuilderBackup(localStorage, 'sleep-check', 'admin-1');
    expect(readBuilderBackup(localStorage, 'sleep-check', 'admin-1')).toBeNull();
  });

  it('keeps the renames and removals recorded with the edits; an older copy has none to give', () => {
    const declared = { renamed: [{ from: 'a', to: 'b' }], removed: ['c'] };
    writeBuilderBackup(localStorage, 'sleep-check', 'me', { definition: edited, baseRevision: 2, savedAt: 5, declared });
    expect(readBuilderBackup(localStorage, 'sleep-check', 'me')?.declared).toEqual(declared);
    writeBuilderBackup(localStorage, 'sleep-check', 'me', { definition: edited, baseRevision: 2, savedAt: 5 });
    expect(readBuilderBackup(localStorage, 'sleep-check', 'me')).not.toHaveProperty('declared');
  });

  it('ignores unreadable copies and copies of another form', () => {
    localStorage.setItem(backupKey('sleep-check', 'admin-1'), '{not json');
    expect(readBuilderBackup(localStorage, 'sleep-check', 'admin-1')).toBeNull();
    writeBuilderBackup(localStorage, 'sleep-check', 'admin-1', { definition: { ...edited, id: 'other' }, baseRevision: 1, savedAt: 1 });
    expect(readBuilderBackup(localStorage, 'sleep-check', 'admin-1')).toBeNull();
  });

  it('brings a copy made before every list answer needed maxItems up to date, and compares it with the saved draft on equal terms', () => {
    const choices = [{ const: 'sleep', title: 'Sleep' }, { const: 'stress', title: 'Stress' }, { const: 'pain', title: 'Pain' }];
    const goals: JsonSchemaObject = { type: 'array', title: 'Goals', uniqueItems: true, items: { type: 'string', oneOf: choices } };
    const old: FormDefinition = {
      ...edited,
      schema: { ...edited.schema, properties: { ...edited.schema.properties, goals } },
      sections: edited.sections!.map((s, i) => (i === 0 ? { ...s, fields: [...s.fields, 'goals'] } : s)),
    };
    writeBuilderBackup(localStorage, 'sleep-check', 'admin-1', { definition: old, baseRevision: 3, savedAt: 42 });
    const read = readBuilderBackup(localStorage, 'sleep-check', 'admin-1')!;
    expect(read.limitsAdded).toEqual([{ field: 'goals', maxItems: 3, rule: 'choices' }]);
    expect(read.definition.schema.properties!.goals).toEqual({ ...goals, maxItems: 3 });
    // the saved draft, opened, got the same limit: the copy holds nothing more, so it is not offered
    const server = { definition: { ...old, schema: { ...old.schema, properties: { ...old.schema.properties, goals: { ...goals, maxItems: 3 } } } }, revision: 3 };
    expect(backupOffer(read, server)).toBeNull();
  });

  it('works without storage', () => {
    expect(() => writeBuilderBackup(undefined, 'a', 'b', { definition, baseRevision: 0, savedAt: 0 })).not.toThrow();
    expect(readBuilderBackup(undefined, 'a', 'b')).toBeNull();
  });

  it('offers a copy made on the server revision, warns for one made before a newer save, skips an identical one', () => {
    const server = { definition, revision: 4 };
    expect(backupOffer({ definition: edited, baseRevision: 4, savedAt: 1 }, server)).toBe('newer');
    expect(backupOffer({ definition: edited, baseRevision: 2, savedAt: 1 }, server)).toBe('stale');
    expect(backupOffer({ definition: structuredClone(definition), baseRevision: 4, savedAt: 1 }, server)).toBeNull();
    expect(backupOffer(null, server)).toBeNull();
  });
});
