import { describe, expect, it } from 'vitest';
import { fieldKindPreset } from '../../definition/field-kinds.ts';
import { structuralIssues } from '../../definition/validate-definition.ts';
import { accepted, refused, smallForm } from '../../test-support/builder-forms.ts';
import { applyEdit } from '../apply-edit.ts';

const sectionFields = (def: ReturnType<typeof smallForm>, id: string) => def.sections!.find((s) => s.id === id)!.fields;

describe('addField', () => {
  it('adds a catalogue question with its preset at a position, keeping ui:order in form order', () => {
    const def = accepted(applyEdit(smallForm(), { type: 'addField', kind: 'rating', name: 'phq3', section: 'mood', index: 3, title: 'Trouble sleeping' }));
    expect(def.schema.properties!.phq3).toEqual(fieldKindPreset('rating', 'Trouble sleeping').schema);
    expect(def.uiSchema!.phq3).toEqual({ 'ui:widget': 'rating' });
    expect(sectionFields(def, 'mood')).toEqual(['intro', 'phq1', 'phq2', 'phq3', 'notes']);
    expect(def.uiSchema!['ui:order']).toEqual(['fullName', 'smoker', 'perDay', 'intro', 'phq1', 'phq2', 'phq3', 'notes']);
    expect(def.schema.required).toEqual(smallForm().schema.required);
    expect(structuralIssues(def)).toEqual([]);
  });

  it("titles it with the kind's name when no title is given, and adds it last without an index", () => {
    const def = accepted(applyEdit(smallForm(), { type: 'addField', kind: 'consent', name: 'agree', section: 'about' }));
    expect(def.schema.properties!.agree!.title).toBe('Consent');
    expect(sectionFields(def, 'about').at(-1)).toBe('agree');
  });

  it('refuses an unknown kind, a bad or reserved name, a taken name and an unknown section', () => {
    const base = { type: 'addField', kind: 'shortText', section: 'about' } as const;
    expect(refused(applyEdit(smallForm(), { ...base, kind: 'carousel' as never, name: 'x' })).code).toBe('unknown-kind');
    expect(refused(applyEdit(smallForm(), { ...base, name: '2nd' })).code).toBe('bad-name');
    for (const name of ['__proto__', 'constructor', 'toString', '__x__', 'a'.repeat(65)]) {
      expect(refused(applyEdit(smallForm(), { ...base, name })).code).toBe('bad-name');
    }
    expect(refused(applyEdit(smallForm(), { ...base, name: 'smoker' }))).toEqual({
      code: 'name-taken',
      message: 'There is already a question named "smoker".',
      blockers: [{ kind: 'field', id: 'smoker' }],
    });
    expect(refused(applyEdit(smallForm(), { ...base, name: 'x', section: 'nowhere' })).code).toBe('unknown-section');
  });
});

describe('insertField', () => {
  it('adds a question given whole, required when asked, copying the given objects', () => {
    const schema = { type: 'string', title: 'Postcode', maxLength: 8 };
    const def = accepted(applyEdit(smallForm(), { type: 'insertField', name: 'postcode', schema, uiSchema: { 'ui:placeholder': 'LS1 1AA' }, required: true, section: 'about', index: 1 }));
    expect(sectionFields(def, 'about')).toEqual(['fullName', 'postcode', 'smoker', 'perDay']);
    expect(def.schema.required).toContain('postcode');
    expect(def.schema.properties!.postcode).toEqual(schema);
    expect(def.schema.properties!.postcode).not.toBe(schema);
  });

  it('refuses a schema that is not an object or reaches outside the definition', () => {
    const base = { type: 'insertField', name: 'x', section: 'about' } as const;
    expect(refused(applyEdit(smallForm(), { ...base, schema: 'text' as never })).code).toBe('invalid');
    const remote = refused(applyEdit(smallForm(), { ...base, schema: { $ref: 'https://example.com/s.json' } }));
    expect(remote).toMatchObject({ code: 'invalid', message: expect.stringMatching(/remote reference/) });
    expect(refused(applyEdit(smallForm(), { ...base, schema: { type: 'string' }, uiSchema: [] as never })).code).toBe('invalid');
  });
});

describe('updateField', () => {
  it("changes a question's schema, uiSchema and whether it is required", () => {
    const start = smallForm();
    let def = accepted(applyEdit(start, { type: 'updateField', name: 'fullName', schema: { type: 'string', title: 'Name', maxLength: 100 } }));
    expect(def.schema.properties!.fullName!.title).toBe('Name');
    def = accepted(applyEdit(def, { type: 'updateField', name: 'fullName', required: false }));
    expect(def.schema.required).toEqual(['phq1', 'phq2']);
    def = accepted(applyEdit(def, { type: 'updateField', name: 'notes', uiSchema: null, required: true }));
    expect(def.uiSchema).not.toHaveProperty('notes');
    expect(def.schema.required).toEqual(['phq1', 'phq2', 'notes']);
    def = accepted(applyEdit(def, { type: 'updateField', name: 'notes', uiSchema: { 'ui:widget': 'textarea' } }));
    expect(def.uiSchema!.notes).toEqual({ 'ui:widget': 'textarea' });
  });

  it('returns the same definition when nothing changes', () => {
    const start = smallForm();
    expect(accepted(applyEdit(start, { type: 'updateField', name: 'phq1', required: true }))).toBe(start);
    expect(accepted(applyEdit(start, { type: 'updateField', name: 'perDay', uiSchema: null }))).toBe(start);
  });

  it('refuses to make a scored question answer anything but a number, naming the scale', () => {
    const refusal = refused(applyEdit(smallForm(), { type: 'updateField', name: 'phq1', schema: { type: 'string' } }));
    expect(refusal).toEqual({
      code: 'in-use',
      message: '"Little interest or pleasure in doing things" (phq1) is scored by scale "phq", so its answer must stay a number.',
      blockers: [{ kind: 'scale', id: 'phq' }],
    });
  });

  it('refuses an unknown question, a widget the renderer does not have, and a bad required value', () => {
    expect(refused(applyEdit(smallForm(), { type: 'updateField', name: 'ghost', required: true })).code).toBe('unknown-field');
    expect(refused(applyEdit(smallForm(), { type: 'updateField', name: 'constructor', required: true })).code).toBe('unknown-field');
    const widget = refused(applyEdit(smallForm(), { type: 'updateField', name: 'notes', uiSchema: { 'ui:widget': 'slider' } }));
    expect(widget).toMatchObject({ code: 'invalid', blockers: [{ kind: 'field', id: 'notes' }] });
    expect(refused(applyEdit(smallForm(), { type: 'updateField', name: 'notes', required: 'yes' as never })).code).toBe('invalid');
  });
});

describe('removeField', () => {
  it('removes a question from everywhere it sits, and a condition left showing nothing', () => {
    const def = accepted(applyEdit(smallForm(), { type: 'removeField', name: 'perDay' }));
    expect(def.schema.properties).not.toHaveProperty('perDay');
    expect(sectionFields(def, 'about')).toEqual(['fullName', 'smoker']);
    expect(def.conditions!.map((c) => c.id)).toEqual(['more']);
    expect(def.uiSchema!['ui:order']).not.toContain('perDay');
    expect(structuralIssues(def)).toEqual([]);
  });

  it('removes it from required and its uiSchema', () => {
    const def = accepted(applyEdit(smallForm(), { type: 'removeField', name: 'fullName' }));
    expect(def.schema.required).toEqual(['phq1', 'phq2']);
    expect(def.uiSchema).not.toHaveProperty('fullName');
  });

  it('is refused while a condition, scale or flag uses the question, naming each as a blocker', () => {
    expect(refused(applyEdit(smallForm(), { type: 'removeField', name: 'phq2' }))).toEqual({
      code: 'in-use',
      message:
        'The question "Feeling down, depressed or hopeless" (phq2) cannot be removed: "Feeling down, depressed or hopeless" (phq2) is used by condition "more", scale "phq" and flag "item-high". Change or remove those first.',
      blockers: [{ kind: 'condition', id: 'more' }, { kind: 'scale', id: 'phq' }, { kind: 'flag', id: 'item-high' }],
    });
    expect(refused(applyEdit(smallForm(), { type: 'removeField', name: 'smoker' })).blockers).toEqual([{ kind: 'condition', id: 'per-day' }]);
  });

  it('is refused while the form\'s advanced schema rules name the question', () => {
    const start = smallForm();
    const withRule = { ...start, schema: { ...start.schema, dependentRequired: { smoker: ['fullName'] } } };
    expect(refused(applyEdit(withRule, { type: 'removeField', name: 'fullName' })).blockers).toEqual([{ kind: 'form', id: 'small-form' }]);
  });

  it('refuses an unknown question', () => {
    expect(refused(applyEdit(smallForm(), { type: 'removeField', name: 'ghost' })).code).toBe('unknown-field');
  });
});

describe('moveField', () => {
  it('moves within a section (the index counts without the question) and across sections', () => {
    let def = accepted(applyEdit(smallForm(), { type: 'moveField', name: 'fullName', section: 'about', index: 2 }));
    expect(sectionFields(def, 'about')).toEqual(['smoker', 'perDay', 'fullName']);
    def = accepted(applyEdit(def, { type: 'moveField', name: 'notes', section: 'about', index: 0 }));
    expect(sectionFields(def, 'about')).toEqual(['notes', 'smoker', 'perDay', 'fullName']);
    expect(sectionFields(def, 'mood')).toEqual(['intro', 'phq1', 'phq2']);
    expect(def.uiSchema!['ui:order']).toEqual(['notes', 'smoker', 'perDay', 'fullName', 'intro', 'phq1', 'phq2']);
  });

  it('returns the same definition for a move to where it already is; clamps a position past the end', () => {
    const start = smallForm();
    expect(accepted(applyEdit(start, { type: 'moveField', name: 'smoker', section: 'about', index: 1 }))).toBe(start);
    const def = accepted(applyEdit(start, { type: 'moveField', name: 'smoker', section: 'mood', index: 99 }));
    expect(sectionFields(def, 'mood').at(-1)).toBe('smoker');
  });

  it('refuses an unknown question or section', () => {
    expect(refused(applyEdit(smallForm(), { type: 'moveField', name: 'ghost', section: 'about', index: 0 })).code).toBe('unknown-field');
    expect(refused(applyEdit(smallForm(), { type: 'moveField', name: 'smoker', section: 'nowhere', index: 0 })).code).toBe('unknown-section');
  });
});

describe('duplicateField', () => {
  it('puts a copy just after the original, titled as a copy, shown by the same conditions, not scored', () => {
    const def = accepted(applyEdit(smallForm(), { type: 'duplicateField', name: 'phq2', newName: 'phq2b' }));
    expect(sectionFields(def, 'mood')).toEqual(['intro', 'phq1', 'phq2', 'phq2b', 'notes']);
    expect(def.schema.properties!.phq2b).toEqual({ ...smallForm().schema.properties!.phq2, title: 'Feeling down, depressed or hopeless (copy)' });
    expect(def.schema.required).toEqual(['fullName', 'phq1', 'phq2', 'phq2b']);
    expect(Object.keys(def.schema.properties!).indexOf('phq2b')).toBe(Object.keys(def.schema.properties!).indexOf('phq2') + 1);
    expect(def.scoring!.scales!.phq!.items).toEqual(['phq1', 'phq2']);
    const followUp = accepted(applyEdit(smallForm(), { type: 'duplicateField', name: 'perDay', newName: 'perWeek' }));
    expect(followUp.conditions![0]!.show).toEqual(['perDay', 'perWeek']);
    expect(structuralIssues(followUp)).toEqual([]);
  });

  it('refuses an unknown question, a bad or taken new name', () => {
    expect(refused(applyEdit(smallForm(), { type: 'duplicateField', name: 'ghost', newName: 'x' })).code).toBe('unknown-field');
    expect(refused(applyEdit(smallForm(), { type: 'duplicateField', name: 'smoker', newName: 'valueOf' })).code).toBe('bad-name');
    expect(refused(applyEdit(smallForm(), { type: 'duplicateField', name: 'smoker', newName: 'notes' })).code).toBe('name-taken');
  });
});
