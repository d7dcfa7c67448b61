import { describe, expect, it } from 'vitest';
import { publishIssues } from '../definition/validate-definition.ts';
import { GENERATED_SIZES, generatedForm } from './generated-forms.ts';

describe('generatedForm', () => {
  it.each(GENERATED_SIZES)('gives a publishable definition of %i questions, the same every time', (size) => {
    const def = generatedForm(size, { uiOrder: size === 100 });
    expect(Object.keys(def.schema.properties ?? {})).toHaveLength(size);
    expect(def.sections).toHaveLength(size / 10);
    expect(def.conditions!.length).toBeGreaterThan(0);
    expect(publishIssues(def)).toEqual([]);
    expect(generatedForm(size, { uiOrder: size === 100 })).toEqual(def);
  });

  it('refuses sizes it cannot lay out in sections of ten', () => {
    expect(() => generatedForm(15)).toThrow(/multiple of 10/);
  });
});
