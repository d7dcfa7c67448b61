import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import { generateForm } from '../generate.ts';
import { toRjsf } from './rjsf.ts';
import { toSurveyJs } from './surveyjs.ts';
import { toJsonForms, type JsonFormsUi } from './jsonforms.ts';

const form = generateForm(100);
const [condition] = form.definition.conditions ?? [];
const trigger = (condition!.when as { field: string }).field;
const conditional = condition!.show;
const allFields = Object.keys(form.definition.schema.properties ?? {});

describe('toRjsf', () => {
  const { schema, uiSchema } = toRjsf(form.definition);
  const validate = new Ajv({ strict: false }).compile(schema);

  it('keeps every field, conditional ones inside if/then', () => {
    const top = Object.keys(schema.properties ?? {});
    const branches = (schema.allOf ?? []) as { then: { properties: Record<string, unknown> } }[];
    const inBranches = branches.flatMap((b) => Object.keys(b.then.properties));
    expect([...top, ...inBranches].sort()).toEqual([...allFields].sort());
    expect(inBranches.sort()).toEqual([...conditional].sort());
  });

  it('requires a conditional field only when its section is shown', () => {
    const requiredHidden = conditional.find((f) => form.definition.schema.required?.includes(f))!;
    expect(validate(form.sampleResponse)).toBe(true);
    expect(validate({ ...form.sampleResponse, [trigger]: true })).toBe(false);
    const missing = validate.errors?.map((e) => (e.params as { missingProperty?: string }).missingProperty);
    expect(missing).toContain(requiredHidden);
  });

  it('uses stock widgets only and keeps the form order', () => {
    const widgets = new Set(Object.values(uiSchema).map((ui) => (ui as Record<string, unknown>)['ui:widget']).filter(Boolean));
    expect([...widgets].sort()).toEqual(['checkboxes', 'radio', 'textarea']);
    expect(uiSchema['ui:order']).toEqual([...allFields, '*']);
  });
});

describe('toSurveyJs', () => {
  const survey = toSurveyJs(form.definition);
  const panels = survey.pages[0]!.elements;
  const questions = panels.flatMap((p) => p.elements as { name: string; type: string }[]);

  it('puts every field in a panel per section, in order', () => {
    expect(panels).toHaveLength(form.definition.sections!.length);
    expect(questions.map((q) => q.name)).toEqual(allFields);
  });

  it('shows the conditional section with visibleIf on its trigger', () => {
    const hidden = panels.filter((p) => p.visibleIf);
    expect(hidden.map((p) => p.visibleIf)).toEqual([`{${trigger}} = true`]);
    expect((hidden[0]!.elements as { name: string }[]).map((q) => q.name)).toEqual(conditional);
  });

  it('maps rating items to rating questions on the 0-4 scale', () => {
    const rating = questions.find((q) => q.name === form.probes.ratingField) as unknown as { type: string; rateValues: { value: number }[] };
    expect(rating.type).toBe('rating');
    expect(rating.rateValues.map((v) => v.value)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('toJsonForms', () => {
  const { schema, uischema } = toJsonForms(form.definition);
  const groups = uischema.elements ?? [];
  const controls = groups.flatMap((g) => g.elements ?? []);

  it('has a control per field, grouped by section', () => {
    expect(controls.map((c) => c.scope)).toEqual(allFields.map((f) => `#/properties/${f}`));
  });

  it('shows the conditional group by a rule on its trigger and leaves its fields optional', () => {
    const ruled = groups.filter((g): g is JsonFormsUi & { rule: NonNullable<JsonFormsUi['rule']> } => Boolean(g.rule));
    expect(ruled.map((g) => g.rule.condition)).toEqual([{ scope: `#/properties/${trigger}`, schema: { const: true } }]);
    expect(schema.required?.some((f) => conditional.includes(f))).toBe(false);
  });

  it('renders rating items as radio groups', () => {
    const rating = controls.find((c) => c.scope === `#/properties/${form.probes.ratingField}`);
    expect(rating?.options).toEqual({ format: 'radio' });
  });
});
