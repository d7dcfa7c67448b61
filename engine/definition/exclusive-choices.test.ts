import { describe, expect, it } from 'vitest';
import { exclusiveValues, hasExclusiveRule, withExclusiveValues, withoutExclusiveRule } from './exclusive-choices.ts';
import { fieldKindPreset } from './field-kinds.ts';
import { kindOfField } from './field-kind-of.ts';

describe('exclusive choices', () => {
  const list = fieldKindPreset('multipleChoice', 'Which apply?').schema;

  it('writes the rule as JSON Schema and reads it back', () => {
    const ruled = withExclusiveValues(list, ['option-3']);
    expect(ruled.not).toEqual({ contains: { enum: ['option-3'] }, minItems: 2 });
    expect(hasExclusiveRule(ruled)).toBe(true);
    expect(exclusiveValues(ruled)).toEqual(['option-3']);
    expect(list.not).toBeUndefined();
  });

  it('removes the rule when no value is left', () => {
    const ruled = withExclusiveValues(list, ['option-3']);
    expect(withExclusiveValues(ruled, [])).toEqual(list);
    expect(withoutExclusiveRule(ruled)).toEqual(list);
  });

  it('keeps a tick-box list with the rule a multiple-choice question', () => {
    expect(kindOfField(withExclusiveValues(list, ['option-3']), { 'ui:widget': 'checkboxes' })).toBe('multipleChoice');
  });

  it('does not read another `not` as the rule: the question is advanced', () => {
    const other = { ...list, not: { contains: { enum: ['option-1'] } } };
    expect(hasExclusiveRule(other)).toBe(false);
    expect(exclusiveValues(other)).toEqual([]);
    expect(kindOfField(other)).toBe('advanced');
  });
});
