import { describe, expect, it } from 'vitest';
import { bmiForm } from '../test-support/recall-calc-forms.ts';
import { publishIssues, validateDefinition } from './validate-definition.ts';
import { kindOfField } from './field-kind-of.ts';
import { fieldKindPreset } from './field-kinds.ts';
import type { FormDefinition } from './types.ts';

function withFormula(formula: string, name = 'bmi'): FormDefinition {
  const def = bmiForm();
  return { ...def, uiSchema: { ...def.uiSchema, [name]: { 'ui:widget': 'calculated', 'ui:options': { formula, shown: true } } } };
}

const messages = (def: FormDefinition): string[] => publishIssues(def).map((i) => i.message);

describe('publish checks of formulas and earlier answers', () => {
  it('accept the intake form, and the catalogue reads its calculated questions as that kind', () => {
    expect(validateDefinition(bmiForm())).toMatchObject({ ok: true });
    expect(publishIssues(bmiForm())).toEqual([]);
    const preset = fieldKindPreset('calculated', 'BMI');
    expect(kindOfField(preset.schema, preset.uiSchema)).toBe('calculated');
    expect(kindOfField({ type: 'number', title: 'x' }, { 'ui:widget': 'calculated' })).toBe('advanced');
  });

  it('refuse a formula that reads itself, a later question or one that does not exist, naming the question', () => {
    expect(messages(withFormula('bmi + 1'))).toEqual(['the formula of "Your BMI" (bmi) reads its own answer: it can only read earlier questions']);
    expect(messages(withFormula('bmiBand * 2'))).toEqual(['the formula of "Your BMI" (bmi) reads "BMI over 30" (bmiBand), which comes later in the form: it can only read earlier questions']);
    expect(messages(withFormula('weight / 2'))).toEqual(['the formula of "Your BMI" (bmi) reads "weight", which is not a question on this form']);
    expect(messages(withFormula('worstEvent + 1'))).toEqual(['the formula of "Your BMI" (bmi) reads "What was the worst event?" (worstEvent), which does not take a number']);
  });

  it('refuse a formula that cannot be read, an empty one, and a calculated question that is required or not a number', () => {
    expect(messages(withFormula('weightKg +'))[0]).toMatch(/^the formula of "Your BMI" \(bmi\): the formula cannot be read/);
    expect(messages(withFormula(''))).toEqual(['"Your BMI" (bmi) has no formula: write one']);
    const def = bmiForm();
    const required: FormDefinition = { ...def, schema: { ...def.schema, required: [...def.schema.required!, 'bmi'] } };
    expect(messages(required)).toEqual(['"Your BMI" (bmi) is calculated, so it cannot be required: a member cannot answer it']);
    const text: FormDefinition = { ...def, schema: { ...def.schema, properties: { ...def.schema.properties, bmi: { type: 'string', title: 'Your BMI', readOnly: true } } } };
    expect(messages(text)).toContain('"Your BMI" (bmi) is calculated, so it must take a number (type number)');
    expect(publishIssues(required)[0]!.ref).toEqual({ kind: 'field', id: 'bmi' });
  });

  it('refuse text showing a later, unknown, own or unshowable answer, naming the question or section', () => {
    const def = bmiForm();
    const retitled = (name: string, title: string): FormDefinition => ({
      ...def,
      schema: { ...def.schema, properties: { ...def.schema.properties, [name]: { ...def.schema.properties![name]!, title } } },
    });
    expect(messages(retitled('worstEvent', 'Worst event since {eventDate}?'))).toEqual([
      'the title of "Worst event since «eventDate»?" (worstEvent) reads "When did «it» happen?" (eventDate), which comes later in the form: it can only read earlier questions',
    ]);
    expect(messages(retitled('mood', 'Mood after {nothing}?'))).toEqual(['the title of "Mood after «nothing»?" (mood) reads "nothing", which is not a question on this form']);
    expect(messages(retitled('mood', 'Mood {mood}?'))).toEqual(['the title of "Mood «mood»?" (mood) reads its own answer: it can only read earlier questions']);
    const signed: FormDefinition = {
      ...retitled('mood', 'Signed {sig}'),
      schema: { ...def.schema, properties: { sig: { type: 'string', title: 'Sign', minLength: 1, maxLength: 60000 }, ...def.schema.properties, mood: { ...def.schema.properties!.mood!, title: 'Signed {sig}' } } },
      uiSchema: { ...def.uiSchema, sig: { 'ui:widget': 'signature' } },
      sections: [{ ...def.sections![0]!, fields: ['sig', ...def.sections![0]!.fields] }, def.sections![1]!],
    };
    expect(messages(signed)).toEqual(['the title of "Signed «sig»" (mood) shows the answer to "Sign" (sig), which cannot be shown as words']);
    const section: FormDefinition = { ...def, sections: [{ ...def.sections![0]!, description: 'Before {heightCm}' }, def.sections![1]!] };
    expect(publishIssues(section)).toEqual([
      {
        path: '/sections/0/description',
        message: 'the description of section "The event" reads "Your height (cm)" (heightCm), which comes later in the form: it can only read earlier questions',
        ref: { kind: 'section', id: 'event' },
      },
    ]);
  });
});
