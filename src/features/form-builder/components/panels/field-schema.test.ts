import { describe, expect, it } from 'vitest';
import {
  choicesOf,
  choiceValueProblem,
  fieldsInOrder,
  messageFor,
  moved,
  newChoiceValue,
  numericChoiceRange,
  patternProblem,
  withChoices,
  withMessage,
} from './field-schema';
import type { FormDefinition } from '@engine';

const single = { type: 'string', title: 'Sleep', oneOf: [{ const: 'good', title: 'Well' }, { const: 'poor', title: 'Poorly' }] };
const multiple = { type: 'array', uniqueItems: true, items: { type: 'string', oneOf: [{ const: 'a', title: 'A' }] } };

describe('choices', () => {
  it('reads oneOf choices on a field and on a list of choices', () => {
    expect(choicesOf(single)).toEqual([{ value: 'good', label: 'Well' }, { value: 'poor', label: 'Poorly' }]);
    expect(choicesOf(multiple)).toEqual([{ value: 'a', label: 'A' }]);
    expect(choicesOf({ type: 'string', enum: ['x'] })).toEqual([{ value: 'x', label: 'x' }]);
    expect(choicesOf({ type: 'string' })).toBeNull();
  });

  it('writes choices where they were read from, keeping the rest of the schema', () => {
    const next = withChoices(multiple, [{ value: 'b', label: 'B' }]);
    expect(next).toEqual({ ...multiple, items: { type: 'string', oneOf: [{ const: 'b', title: 'B' }] } });
    expect(withChoices({ type: 'string', title: 'T', enum: ['x'] }, [{ value: 'x', label: 'Ex' }])).toEqual({
      type: 'string',
      title: 'T',
      oneOf: [{ const: 'x', title: 'Ex' }],
    });
  });

  it('gives new choices values nobody has', () => {
    expect(newChoiceValue([{ value: 'option-2', label: '' }, { value: 'x', label: '' }], false)).toBe('option-3');
    expect(newChoiceValue([{ value: 'option-3', label: '' }, { value: 'x', label: '' }], false)).toBe('option-4');
    expect(newChoiceValue([{ value: 0, label: '' }, { value: 3, label: '' }], true)).toBe(4);
  });

  it('refuses blank, duplicate and non-whole values', () => {
    const choices = [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }];
    expect(choiceValueProblem('b', 0, choices, false)).toMatch(/already has the value "b"/);
    expect(choiceValueProblem('a', 0, choices, false)).toBeNull();
    expect(choiceValueProblem(' ', 0, choices, false)).toMatch(/Give this choice a value/);
    expect(choiceValueProblem('1.5', 0, [], true)).toMatch(/whole number/);
  });

  it('moves an item', () => {
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
  });

  it('finds the numeric range of rating choices', () => {
    const rating = { type: 'integer', oneOf: [0, 1, 2, 3].map((v) => ({ const: v, title: `${v}` })) };
    expect(numericChoiceRange([rating, { type: 'integer', oneOf: [{ const: 4, title: '4' }] }])).toEqual({ min: 0, max: 4 });
    expect(numericChoiceRange([single])).toBeNull();
  });
});

describe('messages', () => {
  it('sets and clears the pattern message, dropping empty containers', () => {
    const ui = withMessage({ 'ui:widget': 'text' }, 'pattern', 'Digits only');
    expect(ui).toEqual({ 'ui:widget': 'text', 'ui:options': { messages: { pattern: 'Digits only' } } });
    expect(messageFor(ui!, 'pattern')).toBe('Digits only');
    expect(withMessage(ui!, 'pattern', '')).toEqual({ 'ui:widget': 'text' });
    expect(withMessage({ 'ui:options': { messages: { pattern: 'x' } } }, 'pattern', '')).toBeNull();
  });

  it('explains a broken pattern', () => {
    expect(patternProblem('^[0-9]+$')).toBeNull();
    expect(patternProblem('([a-z')).toMatch(/not a valid regular expression/);
  });
});

it('lists fields in the order a member meets them', () => {
  const def = {
    id: 'f', version: 1, title: 'F',
    schema: { type: 'object', properties: { a: {}, b: {}, c: {} } },
    sections: [{ id: 's', title: 'S', fields: ['c', 'a'] }],
  } as FormDefinition;
  expect(fieldsInOrder(def)).toEqual(['c', 'a', 'b']);
});
