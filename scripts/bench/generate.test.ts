import { describe, expect, it } from 'vitest';
import { score, validateDefinition, validateResponse, visibleFields } from '@engine';
import { BENCH_SIZES, generateForm } from './generate.ts';

describe('generateForm', () => {
  it.each(BENCH_SIZES)('builds a %i-field definition the engine accepts', (size) => {
    const { definition } = generateForm(size);
    expect(Object.keys(definition.schema.properties ?? {})).toHaveLength(size);
    const result = validateDefinition(definition);
    expect(result.ok ? [] : result.issues).toEqual([]);
  });

  it('mixes the kinds of question real assessments ask', () => {
    const { kinds } = generateForm(100);
    const counts: Record<string, number> = {};
    for (const kind of Object.values(kinds)) counts[kind] = (counts[kind] ?? 0) + 1;
    expect(counts).toEqual({
      text: 10, email: 5, textarea: 10, number: 10, rating: 40, radio: 5, select: 5, checkboxes: 5, consent: 5, yesno: 5,
    });
  });

  it('hides a conditional section until its yes/no question is answered yes', () => {
    const { definition } = generateForm(100);
    const [condition] = definition.conditions ?? [];
    expect(condition).toBeDefined();
    const hiddenField = condition!.show[0]!;
    const trigger = (condition!.when as { field: string }).field;
    expect(visibleFields(definition, {}).has(hiddenField)).toBe(false);
    expect(visibleFields(definition, { [trigger]: true }).has(hiddenField)).toBe(true);
  });

  it('puts the probed fields near the middle and never in a hidden section', () => {
    const { definition, probes, kinds } = generateForm(300);
    const names = Object.keys(definition.schema.properties ?? {});
    const visible = visibleFields(definition, {});
    for (const field of [probes.textField, probes.ratingField]) {
      expect(visible.has(field)).toBe(true);
      expect(Math.abs(names.indexOf(field) - 150)).toBeLessThan(20);
    }
    expect(kinds[probes.textField]).toBe('text');
    expect(kinds[probes.ratingField]).toBe('rating');
  });

  it('gives a sample response the engine accepts and scores completely', () => {
    const { definition, sampleResponse } = generateForm(300);
    expect(validateResponse(definition, sampleResponse)).toEqual({ valid: true, errors: [] });
    const severity = score(definition, sampleResponse).scales.severity;
    expect(severity?.complete).toBe(true);
    expect(severity?.total).toBeGreaterThan(0);
  });

  it('is deterministic', () => {
    expect(JSON.stringify(generateForm(300))).toBe(JSON.stringify(generateForm(300)));
  });

  it('refuses a size too small for a conditional section', () => {
    expect(() => generateForm(10)).toThrow(/size/);
  });
});
