import { describe, expect, it } from 'vitest';
import { applyEdit } from '../builder/apply-edit.ts';
import type { Edit } from '../builder/edit-types.ts';
import type { FormDefinition, JsonSchemaObject } from '../definition/types.ts';
import { accepted } from '../test-support/builder-forms.ts';
import { committedForm } from '../test-support/committed-forms.ts';
import { declaredChanges } from './declared.ts';
import { deriveMigration, valueMapByLabel } from './derive.ts';
import { migrateAnswers } from './migrate-answers.ts';
import { migrationIssues } from './migration-issues.ts';
import { m12, m23, m34, v1, v2, v3, v4 } from './test-versions.ts';

/** The next version of a published definition after builder edits. */
function nextVersion(def: FormDefinition, edits: Edit[]): FormDefinition {
  return { ...edits.reduce((d, edit) => accepted(applyEdit(d, edit)), def), version: def.version + 1 };
}

const field = (def: FormDefinition, name: string) => def.schema.properties![name] as JsonSchemaObject;

describe('deriveMigration on the fixture versions', () => {
  it('with the renames the builder recorded, derives each step of the fixture chain', () => {
    expect(deriveMigration(v1, v2, declaredChanges([{ type: 'renameField', from: 'smoker', to: 'smokes' }, { type: 'renameField', from: 'perDay', to: 'cigarettesPerDay' }])).migration).toEqual(m12);
    expect(deriveMigration(v2, v3).migration).toEqual(m23);
    // mood: "ok" became "okay" with the same label (derived); helps: "walk" and "run" merged (declared, labels differ)
    const declared = { values: [m34.values[1]!], reask: ['phq2'] };
    expect(deriveMigration(v3, v4, declared)).toEqual({ migration: m34, added: [], possibleRenames: [] });
  });

  it('without the declared rename, reports it as possible instead of guessing', () => {
    const derived = deriveMigration(v1, v2);
    expect(derived.migration.renamed).toEqual([]);
    expect(derived.migration.removed).toEqual(['smoker', 'perDay']);
    expect(derived.added).toEqual(['smokes', 'cigarettesPerDay']);
    expect(derived.possibleRenames).toEqual([
      { from: 'smoker', to: 'smokes', because: 'same title and choices' },
      { from: 'perDay', to: 'cigarettesPerDay', because: 'same title' },
    ]);
  });
});

describe('deriveMigration on the committed forms with realistic edits', () => {
  it('PCL-5: renaming a scored item in the builder carries its answer and needs no value map', () => {
    const ptsd = committedForm('ptsd');
    const edits: Edit[] = [{ type: 'renameField', from: 'pcl1', to: 'intrusiveMemories' }];
    const next = nextVersion(ptsd, edits);
    const derived = deriveMigration(ptsd, next, declaredChanges(edits));
    expect(derived.migration).toEqual({ formId: 'ptsd', from: 1, to: 2, renamed: [{ from: 'pcl1', to: 'intrusiveMemories' }], removed: [], values: [], reask: [] });
    expect(migrationIssues(derived.migration, ptsd, next)).toEqual([]);
    const moved = migrateAnswers({ pcl1: 3, pcl2: 1 }, [derived.migration], 1, 2, next);
    expect(moved.ok && moved.data).toEqual({ intrusiveMemories: 3, pcl2: 1 });
  });

  it('PCL-5: a question removed and added again under a new name with the same title is a possible rename', () => {
    const ptsd = committedForm('ptsd');
    const next = nextVersion(ptsd, [
      { type: 'removeField', name: 'worstEvent' },
      { type: 'insertField', name: 'worstExperience', schema: field(ptsd, 'worstEvent'), uiSchema: ptsd.uiSchema!.worstEvent as Record<string, unknown>, section: 'experience' },
    ]);
    const derived = deriveMigration(ptsd, next);
    expect(derived.possibleRenames).toEqual([{ from: 'worstEvent', to: 'worstExperience', because: 'same title' }]);
    expect(derived.migration.removed).toEqual(['worstEvent']);
  });

  it('initial assessment: a choice whose value changed but whose label stayed gets a value map by label', () => {
    const form = committedForm('initial-assessment');
    const contact = field(form, 'preferredContact');
    const next = nextVersion(form, [
      {
        type: 'updateField',
        name: 'preferredContact',
        schema: { ...contact, oneOf: [{ const: 'email', title: 'Email' }, { const: 'call', title: 'Phone call' }, { const: 'whatsapp', title: 'WhatsApp' }] },
      },
    ]);
    const derived = deriveMigration(form, next);
    expect(derived.migration.values).toEqual([{ field: 'preferredContact', map: { email: 'email', phone: 'call', text: null } }]);
    expect(migrationIssues(derived.migration, form, next)).toEqual([]);
    const moved = migrateAnswers({ preferredContact: 'text' }, [derived.migration], 1, 2, next);
    expect(moved.ok && moved.unplaced).toEqual([{ field: 'preferredContact', value: 'text', version: 1, reason: 'choice-removed' }]);
  });

  it('Indian head: a removed question is a removal, and a new one is only added', () => {
    const form = committedForm('indian-head');
    const next = nextVersion(form, [
      { type: 'removeField', name: 'posture' },
      { type: 'addField', kind: 'yesNo', name: 'screenWork', section: 'lifestyle', title: 'Do you work at a screen most days?' },
    ]);
    const derived = deriveMigration(form, next, declaredChanges([{ type: 'removeField', name: 'posture' }]));
    expect(derived).toMatchObject({ added: ['screenWork'], possibleRenames: [], migration: { removed: ['posture'], renamed: [], values: [] } });
    expect(migrationIssues(derived.migration, form, next)).toEqual([]);
  });

  it('a name removed and used again for a new question does not inherit the old answers', () => {
    const form = committedForm('indian-head');
    const edits: Edit[] = [
      { type: 'removeField', name: 'posture' },
      { type: 'addField', kind: 'yesNo', name: 'posture', section: 'lifestyle', title: 'Is your posture a concern?' },
    ];
    const next = nextVersion(form, edits);
    const derived = deriveMigration(form, next, declaredChanges(edits));
    expect(derived.migration.removed).toEqual(['posture']);
    expect(derived.added).toEqual(['posture']);
    const moved = migrateAnswers({ posture: 'I sit all day' }, [derived.migration], 1, 2, next);
    expect(moved.ok && moved).toMatchObject({ data: {}, unplaced: [{ field: 'posture', value: 'I sit all day', version: 1, reason: 'removed' }] });
  });
});

describe('declaredChanges', () => {
  it('composes renames, forgets renames of new questions, and keeps removals of published ones', () => {
    expect(
      declaredChanges([
        { type: 'renameField', from: 'a', to: 'b' },
        { type: 'renameField', from: 'b', to: 'c' },
        { type: 'renameField', from: 'd', to: 'e' },
        { type: 'renameField', from: 'e', to: 'd' },
        { type: 'addField', kind: 'shortText', name: 'n', section: 's' },
        { type: 'renameField', from: 'n', to: 'm' },
        { type: 'removeField', name: 'm' },
        { type: 'removeField', name: 'x' },
        { type: 'renameField', from: 'y', to: 'x' },
      ]),
    ).toEqual({ renamed: [{ from: 'a', to: 'c' }, { from: 'y', to: 'x' }], removed: ['x'] });
  });
});

describe('valueMapByLabel', () => {
  it('needs no map when every old value is still offered; matches labels whatever their case and spacing', () => {
    const old = { multiple: false, list: [{ value: 1, label: 'Low' }, { value: 2, label: 'High' }] };
    expect(valueMapByLabel(old, { multiple: false, list: [...old.list, { value: 3, label: 'Very high' }] })).toBeNull();
    expect(valueMapByLabel(old, { multiple: false, list: [{ value: 'low', label: ' low ' }, { value: 'high', label: 'HIGH' }] })).toEqual({ '1': 'low', '2': 'high' });
  });
});
