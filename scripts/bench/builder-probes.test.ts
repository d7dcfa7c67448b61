import { describe, expect, it } from 'vitest';
import { generateForm } from './generate.ts';
import { builderProbes } from './builder-probes.ts';

describe('builderProbes', () => {
  it.each([20, 100, 300])('moves the middle text question of a %i-question form below its neighbour in the same section', (size) => {
    const form = generateForm(size);
    const probes = builderProbes(form);
    const section = form.definition.sections!.find((s) => s.id === probes.section)!;
    expect(probes.field).toBe(form.probes.textField);
    expect(section.fields.indexOf(probes.next)).toBe(section.fields.indexOf(probes.field) + 1);
  });

  it('types into the first section\'s short text, the question a preview shows on its first step', () => {
    const form = generateForm(300);
    const { titleField } = builderProbes(form);
    expect(form.definition.sections![0]!.fields).toContain(titleField);
    expect(form.kinds[titleField]).toBe('text');
  });

  it('refuses a form whose moved question ends its section', () => {
    const form = generateForm(20);
    const section = form.definition.sections!.find((s) => s.fields.includes(form.probes.textField))!;
    const last = { ...section, fields: [...section.fields.filter((f) => f !== form.probes.textField), form.probes.textField] };
    const sections = form.definition.sections!.map((s) => (s === section ? last : s));
    expect(() => builderProbes({ ...form, definition: { ...form.definition, sections } })).toThrow(/last question/);
  });
});
