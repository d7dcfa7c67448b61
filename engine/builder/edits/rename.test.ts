import { describe, expect, it } from 'vitest';
import { structuralIssues } from '../../definition/validate-definition.ts';
import { accepted, refused, smallForm } from '../../test-support/builder-forms.ts';
import { applyEdit } from '../apply-edit.ts';

describe('renameField', () => {
  it('renames the variable in the schema, required, uiSchema, ui:order, its section, conditions, scales, subscales and flags', () => {
    const start = smallForm();
    const def = accepted(applyEdit(start, { type: 'renameField', from: 'phq2', to: 'feelingDown' }));
    expect(Object.keys(def.schema.properties!)).toEqual(['fullName', 'smoker', 'perDay', 'intro', 'phq1', 'feelingDown', 'notes']);
    expect(def.schema.properties!.feelingDown).toBe(start.schema.properties!.phq2);
    expect(def.schema.required).toEqual(['fullName', 'phq1', 'feelingDown']);
    expect(Object.keys(def.uiSchema!)).toContain('feelingDown');
    expect(def.uiSchema!.feelingDown).toBe(start.uiSchema!.phq2);
    expect(def.uiSchema!['ui:order']).toEqual(['fullName', 'smoker', 'perDay', 'intro', 'phq1', 'feelingDown', 'notes']);
    expect(def.sections![1]!.fields).toEqual(['intro', 'phq1', 'feelingDown', 'notes']);
    expect(def.conditions![1]!.when).toEqual({ any: [{ field: 'phq1', atLeast: 2 }, { field: 'feelingDown', atLeast: 2 }] });
    const phq = def.scoring!.scales!.phq!;
    expect(phq.items).toEqual(['phq1', 'feelingDown']);
    expect(def.scoring!.flags![0]).toMatchObject({ fields: ['feelingDown'], trigger: { kind: 'answer', when: { field: 'feelingDown', atLeast: 3 } } });
    expect(structuralIssues(def)).toEqual([]);
  });

  it('renames inside subscales, condition show lists and anyOf flag triggers', () => {
    const start = smallForm();
    const anyOfFlag = { id: 'either', severity: 'info' as const, message: 'm', fields: [], trigger: { kind: 'anyOf' as const, triggers: [{ kind: 'answer' as const, when: { field: 'phq1', equals: 4 } }, { kind: 'scaleTotalAtLeast' as const, scale: 'phq', value: 6 }] } };
    let def = accepted(applyEdit(start, { type: 'setFlag', flag: anyOfFlag }));
    def = accepted(applyEdit(def, { type: 'renameField', from: 'phq1', to: 'interest' }));
    expect(def.scoring!.scales!.phq!.subscales!.first!.items).toEqual(['interest']);
    expect(def.scoring!.flags![3]!.trigger).toEqual({ kind: 'anyOf', triggers: [{ kind: 'answer', when: { field: 'interest', equals: 4 } }, { kind: 'scaleTotalAtLeast', scale: 'phq', value: 6 }] });
    const shown = accepted(applyEdit(start, { type: 'renameField', from: 'perDay', to: 'cigarettesPerDay' }));
    expect(shown.conditions![0]!.show).toEqual(['cigarettesPerDay']);
  });

  it('keeps the identity of everything that does not name the question', () => {
    const start = smallForm();
    const def = accepted(applyEdit(start, { type: 'renameField', from: 'perDay', to: 'cigarettesPerDay' }));
    expect(def.sections![1]).toBe(start.sections![1]);
    expect(def.conditions![1]).toBe(start.conditions![1]);
    expect(def.scoring).toBe(start.scoring);
    expect(def.schema.required).toBe(start.schema.required);
    expect(def.schema.properties!.phq1).toBe(start.schema.properties!.phq1);
  });

  it('returns the same definition when renamed to its own name', () => {
    const start = smallForm();
    expect(accepted(applyEdit(start, { type: 'renameField', from: 'notes', to: 'notes' }))).toBe(start);
  });

  it('refuses an unknown question, a bad, reserved or taken name', () => {
    expect(refused(applyEdit(smallForm(), { type: 'renameField', from: 'ghost', to: 'x' })).code).toBe('unknown-field');
    expect(refused(applyEdit(smallForm(), { type: 'renameField', from: 'notes', to: 'my notes' })).code).toBe('bad-name');
    expect(refused(applyEdit(smallForm(), { type: 'renameField', from: 'notes', to: 'hasOwnProperty' })).code).toBe('bad-name');
    expect(refused(applyEdit(smallForm(), { type: 'renameField', from: 'notes', to: 'phq1' }))).toMatchObject({ code: 'name-taken', blockers: [{ kind: 'field', id: 'phq1' }] });
  });

  it("refuses while the form's advanced schema rules name the question (the builder cannot rewrite them)", () => {
    const start = smallForm();
    const withRule = { ...start, schema: { ...start.schema, if: { properties: { smoker: { const: 'yes' } } }, then: { required: ['perDay'] } } };
    expect(refused(applyEdit(withRule, { type: 'renameField', from: 'perDay', to: 'perWeek' }))).toMatchObject({ code: 'in-use', blockers: [{ kind: 'form', id: 'small-form' }] });
    expect(accepted(applyEdit(withRule, { type: 'renameField', from: 'notes', to: 'moreNotes' })).schema.then).toEqual({ required: ['perDay'] });
  });
});
