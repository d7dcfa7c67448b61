import { describe, expect, it } from 'vitest';
import { structuralIssues } from '../../definition/validate-definition.ts';
import { committedForm } from '../../test-support/committed-forms.ts';
import { accepted, refused } from '../../test-support/builder-forms.ts';
import { applyEdit } from '../apply-edit.ts';

const LOINC = 'http://loinc.org';
const form = () => committedForm('initial-assessment');

describe('codes on a form', () => {
  it('the committed PHQ-9 and GAD-7 carry their LOINC codes and pass the checks', () => {
    const def = form();
    expect(def.codes?.scales?.phq9?.[0]).toMatchObject({ system: LOINC, code: '44261-6' });
    expect(def.codes?.scales?.gad7?.[0]).toMatchObject({ system: LOINC, code: '70274-6' });
    expect(def.codes?.fields?.phq1?.[0]?.code).toBe('44250-9');
    expect(def.codes?.fields?.phq9?.[0]?.code).toBe('44260-8');
    expect(def.codes?.choices?.gad3?.['3']?.code).toBe('LA6571-9');
    expect(structuralIssues(def)).toEqual([]);
  });

  it('setCodes sets and removes the codes of the form, a question, a choice and a scale', () => {
    expect(refused(applyEdit(form(), { type: 'setCodes', target: { kind: 'form' }, codings: [{ system: LOINC, code: '1-1', display: ' ' }] })).message).toMatch(/blank/);
    let def = form();
    def = accepted(applyEdit(def, { type: 'setCodes', target: { kind: 'form' }, codings: [{ system: 'urn:oid:2.16.840.1.113883', code: 'intake' }] }));
    expect(def.codes?.form).toEqual([{ system: 'urn:oid:2.16.840.1.113883', code: 'intake' }]);
    def = accepted(applyEdit(def, { type: 'setCodes', target: { kind: 'choice', field: 'previousSupport', value: 'yes' }, codings: [{ system: 'http://snomed.info/sct', code: '373066001', display: 'Yes' }] }));
    expect(def.codes?.choices?.previousSupport).toEqual({ yes: { system: 'http://snomed.info/sct', code: '373066001', display: 'Yes' } });
    def = accepted(applyEdit(def, { type: 'setCodes', target: { kind: 'scale', id: 'phq9' }, codings: [] }));
    expect(def.codes?.scales).toEqual({ gad7: form().codes!.scales!.gad7 });
    expect(structuralIssues(def)).toEqual([]);
  });

  it('refuses codes for what the form does not have, bad systems and two codes on a choice', () => {
    expect(refused(applyEdit(form(), { type: 'setCodes', target: { kind: 'field', id: 'nope' }, codings: [] })).code).toBe('unknown-field');
    expect(refused(applyEdit(form(), { type: 'setCodes', target: { kind: 'choice', field: 'phq1', value: '7' }, codings: [] })).message).toMatch(/no choice "7"/);
    expect(refused(applyEdit(form(), { type: 'setCodes', target: { kind: 'form' }, codings: [{ system: 'loinc', code: 'x' }] })).message).toMatch(/web address or URN/);
    const two = [{ system: LOINC, code: 'a' }, { system: LOINC, code: 'b' }];
    expect(refused(applyEdit(form(), { type: 'setCodes', target: { kind: 'choice', field: 'phq1', value: '0' }, codings: two })).message).toMatch(/one code/);
  });

  it('codes follow a renamed question and go with a removed one, its choices and its scale', () => {
    let def = accepted(applyEdit(form(), { type: 'renameField', from: 'gad7', to: 'feelingAfraid' }));
    expect(def.codes?.fields?.feelingAfraid?.[0]?.code).toBe('69736-7');
    expect(def.codes?.choices?.feelingAfraid?.['0']?.code).toBe('LA6568-5');
    expect(def.codes?.fields && 'gad7' in def.codes.fields).toBe(false);
    for (const flag of def.scoring!.flags!.filter((f) => JSON.stringify(f.trigger).includes('"gad7"'))) def = accepted(applyEdit(def, { type: 'removeFlag', id: flag.id }));
    def = accepted(applyEdit(def, { type: 'removeScale', id: 'gad7' }));
    expect(def.codes?.scales && 'gad7' in def.codes.scales).toBe(false);
    def = accepted(applyEdit(def, { type: 'removeField', name: 'feelingAfraid' }));
    expect(def.codes?.fields && 'feelingAfraid' in def.codes.fields).toBe(false);
    expect(def.codes?.choices && 'feelingAfraid' in def.codes.choices).toBe(false);
    // a grid's rows share one scale: out of the grid, one question's choices can change alone
    def = accepted(applyEdit(def, { type: 'removeGrid', id: 'phq9-grid' }));
    const phq1 = def.schema.properties!.phq1!;
    def = accepted(applyEdit(def, { type: 'updateField', name: 'phq1', schema: { ...phq1, oneOf: phq1.oneOf!.slice(0, 2) } }));
    expect(Object.keys(def.codes!.choices!.phq1!)).toEqual(['0', '1']);
    expect(structuralIssues(def)).toEqual([]);
  });

  it('the checks name codes for parts that do not exist and a code shared by two choices', () => {
    const def = structuredClone(form());
    def.codes!.fields!.ghost = [{ system: LOINC, code: 'x' }];
    def.codes!.choices!.phq1!['1'] = def.codes!.choices!.phq1!['0']!;
    const messages = structuralIssues(def).map((i) => `${i.path} ${i.message}`);
    expect(messages).toContain('/codes/fields/ghost codes name "ghost", which is not a question of the form');
    expect(messages.some((m) => m.startsWith('/codes/choices/phq1/1') && m.includes('share the code LA6568-5'))).toBe(true);
  });
});
