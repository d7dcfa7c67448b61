import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../definition/types.ts';
import { publishIssues, structuralIssues } from '../../definition/validate-definition.ts';
import { deepFreeze } from '../../test-support/deep-freeze.ts';
import { accepted, refused, smallForm } from '../../test-support/builder-forms.ts';
import { applyEdit } from '../apply-edit.ts';

const ids = (def: FormDefinition) => def.sections!.map((s) => s.id);

describe('addSection', () => {
  it('adds an empty step at a position: structurally fine, reported only when publishing', () => {
    const def = accepted(applyEdit(smallForm(), { type: 'addSection', id: 'sleep', title: 'Sleep', description: 'Last week', index: 1 }));
    expect(ids(def)).toEqual(['about', 'sleep', 'mood']);
    expect(def.sections![1]).toEqual({ id: 'sleep', title: 'Sleep', description: 'Last week', fields: [] });
    expect(structuralIssues(def)).toEqual([]);
    expect(publishIssues(def).map((i) => i.ref)).toEqual([{ kind: 'section', id: 'sleep' }]);
  });

  it('gives the first section of a form without sections all its questions', () => {
    const { sections: _none, ...rest } = smallForm();
    const def = accepted(applyEdit(deepFreeze(rest), { type: 'addSection', id: 'all', title: 'Everything' }));
    expect(def.sections).toEqual([{ id: 'all', title: 'Everything', fields: Object.keys(rest.schema.properties!) }]);
    expect(structuralIssues(def)).toEqual([]);
  });

  it('refuses a bad or reserved id, a taken id and a blank title', () => {
    expect(refused(applyEdit(smallForm(), { type: 'addSection', id: 'my section', title: 'x' })).code).toBe('bad-name');
    expect(refused(applyEdit(smallForm(), { type: 'addSection', id: 'constructor', title: 'x' })).code).toBe('bad-name');
    expect(refused(applyEdit(smallForm(), { type: 'addSection', id: 'mood', title: 'x' }))).toMatchObject({ code: 'name-taken', blockers: [{ kind: 'section', id: 'mood' }] });
    expect(refused(applyEdit(smallForm(), { type: 'addSection', id: 'x', title: '  ' })).code).toBe('invalid');
  });
});

describe('updateSection', () => {
  it("changes a step's title and description, and removes the description with null", () => {
    const start = smallForm();
    let def = accepted(applyEdit(start, { type: 'updateSection', id: 'mood', title: 'How you feel', description: null }));
    expect(def.sections![1]).toEqual({ id: 'mood', title: 'How you feel', fields: start.sections![1]!.fields });
    expect(def.sections![0]).toBe(start.sections![0]);
    def = accepted(applyEdit(def, { type: 'updateSection', id: 'about', description: 'The basics' }));
    expect(def.sections![0]!.description).toBe('The basics');
  });

  it('returns the same definition when nothing changes', () => {
    const start = smallForm();
    expect(accepted(applyEdit(start, { type: 'updateSection', id: 'about', title: 'About you' }))).toBe(start);
    expect(accepted(applyEdit(start, { type: 'updateSection', id: 'about', description: null }))).toBe(start);
  });

  it('refuses an unknown section and a blank title', () => {
    expect(refused(applyEdit(smallForm(), { type: 'updateSection', id: 'nowhere', title: 'x' })).code).toBe('unknown-section');
    expect(refused(applyEdit(smallForm(), { type: 'updateSection', id: 'about', title: '' })).code).toBe('invalid');
  });
});

describe('removeSection', () => {
  it('moves its questions to the end of another section when asked', () => {
    const def = accepted(applyEdit(smallForm(), { type: 'removeSection', id: 'about', moveFieldsTo: 'mood' }));
    expect(def.sections).toEqual([{ ...smallForm().sections![1], fields: ['intro', 'phq1', 'phq2', 'notes', 'fullName', 'smoker', 'perDay'] }]);
    expect(def.uiSchema!['ui:order']).toEqual(['intro', 'phq1', 'phq2', 'notes', 'fullName', 'smoker', 'perDay']);
    expect(structuralIssues(def)).toEqual([]);
  });

  it('removes its questions with it when nothing outside uses them (a condition inside the section goes too)', () => {
    const def = accepted(applyEdit(smallForm(), { type: 'removeSection', id: 'about' }));
    expect(ids(def)).toEqual(['mood']);
    expect(Object.keys(def.schema.properties!)).toEqual(['intro', 'phq1', 'phq2', 'notes']);
    expect(def.conditions!.map((c) => c.id)).toEqual(['more']);
    expect(def.schema.required).toEqual(['phq1', 'phq2']);
    expect(structuralIssues(def)).toEqual([]);
  });

  it('is refused, with every blocker, while any of its questions is used elsewhere', () => {
    const refusal = refused(applyEdit(smallForm(), { type: 'removeSection', id: 'mood' }));
    expect(refusal.code).toBe('in-use');
    expect(refusal.message).toMatch(/^The section "Your mood" and its questions cannot be removed: .*\(phq1\) is used by scale "phq"/);
    expect(refusal.blockers).toEqual([
      { kind: 'scale', id: 'phq' },
      { kind: 'flag', id: 'item-high' },
    ]);
  });

  it('removes an empty section', () => {
    const added = accepted(applyEdit(smallForm(), { type: 'addSection', id: 'extra', title: 'Extra' }));
    expect(ids(accepted(applyEdit(added, { type: 'removeSection', id: 'extra' })))).toEqual(['about', 'mood']);
  });

  it('refuses an unknown section, an unknown target, and moving into itself', () => {
    expect(refused(applyEdit(smallForm(), { type: 'removeSection', id: 'nowhere' })).code).toBe('unknown-section');
    expect(refused(applyEdit(smallForm(), { type: 'removeSection', id: 'about', moveFieldsTo: 'nowhere' })).code).toBe('unknown-section');
    expect(refused(applyEdit(smallForm(), { type: 'removeSection', id: 'about', moveFieldsTo: 'about' })).code).toBe('invalid');
  });
});

describe('moveSection', () => {
  it('moves a step (the index counts without it), keeping ui:order in form order', () => {
    const def = accepted(applyEdit(smallForm(), { type: 'moveSection', id: 'mood', index: 0 }));
    expect(ids(def)).toEqual(['mood', 'about']);
    expect(def.uiSchema!['ui:order']).toEqual(['intro', 'phq1', 'phq2', 'notes', 'fullName', 'smoker', 'perDay']);
  });

  it('returns the same definition for a move to where it is; refuses an unknown section', () => {
    const start = smallForm();
    expect(accepted(applyEdit(start, { type: 'moveSection', id: 'mood', index: 5 }))).toBe(start);
    expect(refused(applyEdit(start, { type: 'moveSection', id: 'nowhere', index: 0 })).code).toBe('unknown-section');
  });
});
