import type { FormDefinition, JsonSchemaObject } from '@engine';
import { describe, expect, it } from 'vitest';
import { describeChange } from './describe-change';

const sleep: JsonSchemaObject = { type: 'string', title: 'Trouble sleeping' };
const mood: JsonSchemaObject = { type: 'string', title: 'Low mood' };
const age: JsonSchemaObject = { type: 'integer', title: 'Age' };
const base: FormDefinition = {
  id: 'f', version: 1, title: 'Check-in',
  schema: { type: 'object', properties: { age, sleep, mood } },
  sections: [
    { id: 'about', title: 'About you', fields: ['age'] },
    { id: 'symptoms', title: 'Symptoms', fields: ['sleep', 'mood'] },
  ],
};
const withSections = (sections: FormDefinition['sections']): FormDefinition => ({ ...base, sections });

describe('describeChange: what an undo or redo did', () => {
  it('says where a moved question is now, within or across sections', () => {
    const swapped = withSections([base.sections![0]!, { ...base.sections![1]!, fields: ['mood', 'sleep'] }]);
    expect(describeChange(base, swapped)).toBe('Question “Trouble sleeping” is at position 2 of 2 in section “Symptoms”.');
    const across = withSections([{ ...base.sections![0]!, fields: ['age', 'sleep'] }, { ...base.sections![1]!, fields: ['mood'] }]);
    expect(describeChange(base, across)).toBe('Question “Trouble sleeping” is at position 2 of 2 in section “About you”.');
  });

  it('names the question the step moved when two neighbours swapped', () => {
    const swapped = withSections([base.sections![0]!, { ...base.sections![1]!, fields: ['mood', 'sleep'] }]);
    expect(describeChange(swapped, base, [{ type: 'moveField', name: 'mood', section: 'symptoms', index: 0 }])).toBe(
      'Question “Low mood” is at position 2 of 2 in section “Symptoms”.',
    );
    const reordered = withSections([base.sections![1]!, base.sections![0]!]);
    expect(describeChange(base, reordered, [{ type: 'moveSection', id: 'about', index: 1 }])).toBe('Section “About you” is section 2 of 2.');
  });

  it('says a question came back or went away', () => {
    const without: FormDefinition = {
      ...base,
      schema: { type: 'object', properties: { age, sleep } },
      sections: [base.sections![0]!, { ...base.sections![1]!, fields: ['sleep'] }],
    };
    expect(describeChange(without, base)).toBe('Question “Low mood” is in the form, at position 2 of 2 in section “Symptoms”.');
    expect(describeChange(base, without)).toBe('Question “Low mood” is no longer in the form.');
  });

  it('says a section moved or came back', () => {
    const three = withSections([...base.sections!, { id: 'extra', title: 'Extra', fields: [] }]);
    const reordered = withSections([three.sections![2]!, three.sections![0]!, three.sections![1]!]);
    expect(describeChange(three, reordered)).toBe('Section “Extra” is section 1 of 3.');
    const more = withSections([...base.sections!, { id: 'extra', title: 'Extra', fields: [] }]);
    expect(describeChange(base, more)).toBe('Section “Extra” is in the form, section 3 of 3.');
    expect(describeChange(more, base)).toBe('Section “Extra” is no longer in the form.');
  });

  it('names the question whose settings changed, and a rename', () => {
    const retitled: FormDefinition = { ...base, schema: { type: 'object', properties: { age, sleep: { ...sleep, title: 'Sleep' }, mood } } };
    expect(describeChange(base, retitled)).toBe('Question “Sleep” changed.');
    const renamed: FormDefinition = {
      ...base,
      schema: { type: 'object', properties: { age, sleeping: sleep, mood } },
      sections: [base.sections![0]!, { ...base.sections![1]!, fields: ['sleeping', 'mood'] }],
    };
    expect(describeChange(renamed, base)).toBe('Question “Trouble sleeping” has the variable name sleep again.');
  });

  it('falls back to what part of the form changed', () => {
    expect(describeChange(base, { ...base, title: 'Weekly check-in' })).toBe('The form’s title or settings changed.');
    expect(describeChange(base, { ...base, conditions: [] })).toBe('The conditions that show questions changed.');
    expect(describeChange(base, { ...base, checks: [] })).toBe('The checks across questions changed.');
    expect(describeChange(base, { ...base, grids: [{ id: 'g', fields: ['sleep', 'mood'] }] })).toBe('The grids showing questions on one scale changed.');
    expect(describeChange(base, base)).toBe('Nothing changed.');
  });
});
