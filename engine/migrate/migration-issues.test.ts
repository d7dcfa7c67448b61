import { describe, expect, it } from 'vitest';
import { migrationIssues, readMigration } from './migration-issues.ts';
import { m12, m23, m34, v1, v2, v3, v4 } from './test-versions.ts';
import type { Migration } from './types.ts';

const messages = (m: unknown, from = v3, to = v4) => migrationIssues(m, from, to).map((i) => `${i.path}: ${i.message}`);

describe('migrationIssues', () => {
  it('accepts the fixture chain step by step', () => {
    expect(migrationIssues(m12, v1, v2)).toEqual([]);
    expect(migrationIssues(m23, v2, v3)).toEqual([]);
    expect(migrationIssues(m34, v3, v4)).toEqual([]);
  });

  it('versions go up by exactly one and match the definitions and the form', () => {
    expect(messages({ ...m34, to: 5 })).toEqual([
      '/to: a migration goes up exactly one version: from 3 to 4, not 5',
      '/to: the migration ends at version 5 but the newer definition is version 4',
    ]);
    expect(messages({ ...m34, formId: 'ptsd' })).toEqual(['/formId: the migration is for "ptsd", the versions are of "small-form" and "small-form"']);
    expect(messages(m34, v2, v4)).toContain('/from: the migration starts at version 3 but the older definition is version 2');
  });

  it('every name exists on the side it claims, and no name is both renamed and removed', () => {
    const bad: Migration = { ...m12, renamed: [{ from: 'smokes', to: 'smoker' }, { from: 'perDay', to: 'cigarettesPerDay' }], removed: ['perDay', 'nothing'] };
    expect(messages(bad, v1, v2)).toEqual([
      '/renamed/0/from: version 1 has no question "smokes" to rename',
      '/renamed/0/to: version 2 has no question "smoker" (renamed from "smokes")',
      '/removed/0: "perDay" is both renamed (to "cigarettesPerDay") and removed: say which',
      '/removed/1: version 1 has no question "nothing" to remove',
      '/removed: "smoker" is not on version 2: say whether it was renamed or removed',
    ]);
  });

  it('an old question that keeps its name cannot also receive a renamed answer', () => {
    const m: Migration = { ...m12, renamed: [...m12.renamed, { from: 'fullName', to: 'smokes' }] };
    expect(messages(m, v1, v2)).toContain('/renamed/2/to: "smoker" and "fullName" are both renamed to "smokes"');
    const into: Migration = { formId: 'small-form', from: 3, to: 4, renamed: [{ from: 'fullName', to: 'mood' }], removed: [], values: [], reask: [] };
    expect(messages(into)).toContain('/renamed: "fullName" is renamed to "mood", but "mood" already holds answers of its own on version 3: rename or remove it too');
  });

  it('value maps only on choice questions, from old choices, to new ones, naming every old choice', () => {
    const m: Migration = {
      ...m34,
      values: [
        { field: 'mood', map: { awful: 'terrible', ok: 'okay' } },
        { field: 'fullName', map: { a: 'b' } },
        { field: 'helps', map: { walk: 'exercise', run: 'exercise', music: 'music', swim: 'music' } },
      ],
    };
    expect(messages(m)).toEqual([
      '/values/0/map/awful: "terrible" is not a choice of "mood" on version 4 (use null when the choice is gone)',
      '/values/0/map: say what "good" of "mood" becomes (the same value, another choice, or null)',
      '/values/1/field: "fullName" is not a choice question on both versions: only choices can be mapped',
      '/values/2/map/swim: "swim" is not a choice of "helps" on version 3',
    ]);
  });

  it('questions to ask again must exist on both versions', () => {
    expect(messages({ ...m34, reask: ['phq2', 'nope', 'phq2'] })).toEqual([
      '/reask/1: version 4 has no question "nope" to ask again',
      '/reask/2: "phq2" is listed twice',
    ]);
  });

  it('reads any stored value without throwing, and says what is wrong with its shape', () => {
    expect(readMigration(null)).toEqual({ ok: false, issues: [{ path: '/', message: 'a migration must be an object' }] });
    expect(readMigration({ formId: 'f', from: 1, to: 2 })).toEqual({ ok: true, migration: { formId: 'f', from: 1, to: 2, renamed: [], removed: [], values: [], reask: [] } });
    const read = readMigration({ formId: '', from: 0, to: '2', renamed: [{ from: 1 }], removed: 'x', values: [{ field: 'a' }] });
    expect(read.ok ? [] : read.issues.map((i) => i.path)).toEqual(['/formId', '/from', '/to', '/renamed/0', '/values/0', '/removed']);
  });
});
