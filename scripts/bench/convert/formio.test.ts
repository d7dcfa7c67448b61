import { describe, expect, it } from 'vitest';
import { checkCondition } from '@formio/js/utils';
import { generateForm } from '../generate.ts';
import { formioKey, toFormio, type FormioComponent } from './formio.ts';

const form = generateForm(100);
const [condition] = form.definition.conditions ?? [];
const trigger = (condition!.when as { field: string }).field;
const allFields = Object.keys(form.definition.schema.properties ?? {});
const formio = toFormio(form.definition);
const panels = formio.components;
const components = panels.flatMap((p) => p.components as FormioComponent[]);
const byKey = (key: string) => components.find((c) => c.key === key)!;

describe('toFormio', () => {
  it('puts every field in a panel per section, in order', () => {
    expect(panels.map((p) => p.type)).toEqual(form.definition.sections!.map(() => 'panel'));
    expect(panels.map((p) => p.title)).toEqual(form.definition.sections!.map((s) => s.title));
    expect(components.map((c) => c.key)).toEqual(allFields);
  });

  it('maps each kind of question to a stock Form.io component', () => {
    const typeOf: Record<string, string> = {};
    for (const field of allFields) typeOf[form.kinds[field]!] = byKey(field).type;
    expect(typeOf).toEqual({
      text: 'textfield', email: 'email', textarea: 'textarea', number: 'number', rating: 'radio',
      radio: 'radio', select: 'select', checkboxes: 'selectboxes', consent: 'checkbox', yesno: 'checkbox',
    });
  });

  it('shows rating items as inline radios with the 0-4 values as numbers', () => {
    const rating = byKey(form.probes.ratingField);
    expect(rating).toMatchObject({ inline: true, dataType: 'number', validate: { required: true } });
    expect((rating.values as { value: unknown }[]).map((v) => v.value)).toEqual([0, 1, 2, 3, 4]);
  });

  it('keeps the schema\'s limits and required questions', () => {
    const required = new Set(form.definition.schema.required);
    for (const c of components) expect((c.validate as { required: boolean }).required).toBe(required.has(c.key));
    const number = components.find((c) => c.type === 'number')!;
    expect(number).toMatchObject({ decimalLimit: 0, validate: { min: 0, max: 24 } });
    expect(byKey(form.probes.textField).validate).toMatchObject({ maxLength: 200 });
  });

  it('hides the conditional section until its trigger is ticked, as Form.io evaluates it', () => {
    const conditional = panels.filter((p) => p.conditional);
    expect(conditional.map((p) => (p.components as unknown[]).length)).toEqual([condition!.show.length]);
    // Form.io's own evaluator: its types want a full component, the converter's output is the JSON it reads
    type Args = Parameters<typeof checkCondition>;
    const panel = conditional[0]! as unknown as Args[0];
    const whole = formio as unknown as Args[3];
    expect(checkCondition(panel, {}, { [trigger]: false }, whole, null)).toBe(false);
    expect(checkCondition(panel, {}, { [trigger]: true }, whole, null)).toBe(true);
  });

  it('gives sections keys Form.io accepts', () => {
    expect(formioKey('section-12')).toBe('section_12');
    expect(formioKey('1st')).toBe('k_1st');
    for (const p of panels) expect(p.key).toMatch(/^[A-Za-z][A-Za-z0-9_]*$/);
  });

  it('refuses a field it has no component for, rather than dropping it', () => {
    const def = { ...form.definition, schema: { ...form.definition.schema, properties: { odd: { type: 'object' as const } } }, sections: [{ id: 's', title: 'S', fields: ['odd'] }], conditions: [] };
    expect(() => toFormio(def)).toThrow(/odd/);
  });
});
