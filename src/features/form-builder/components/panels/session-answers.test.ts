import { expect, it } from 'vitest';
import type { FormDefinition } from '@engine';
import { answersStillAsked } from './session-answers';

const def = { id: 'f', version: 1, title: 'F', schema: { type: 'object', properties: { a: {}, b: {} } } } as FormDefinition;

it('drops answers to questions that no longer exist, keeping the same object when nothing goes', () => {
  const answers = { a: 1, b: 'x' };
  expect(answersStillAsked(def, answers)).toBe(answers);
  expect(answersStillAsked(def, { a: 1, gone: true })).toEqual({ a: 1 });
});
