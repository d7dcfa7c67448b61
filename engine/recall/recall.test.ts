import { describe, expect, it } from 'vitest';
import { bmiForm } from '../test-support/recall-calc-forms.ts';
import { answerText, ukDate } from './answer-text.ts';
import { DEFAULT_FALLBACK, escapeRecallText, hasRecall, recallNames, recallParts, recallToken, renameInRecall } from './recall-tokens.ts';
import { recallOutline, recallText } from './recall-text.ts';
import type { FormDefinition } from '../definition/types.ts';

describe('earlier answers in text', () => {
  it('read {name} and {name|fallback} tokens; {{ and }} are braces; any other brace is kept', () => {
    expect(recallParts('Since {eventDate}, {mood|as it is}?')).toEqual([
      { text: 'Since ' },
      { name: 'eventDate', fallback: null },
      { text: ', ' },
      { name: 'mood', fallback: 'as it is' },
      { text: '?' },
    ]);
    expect(recallParts('{{not a token}} and { spaced } and {9x}')).toEqual([{ text: '{not a token} and { spaced } and {9x}' }]);
    expect(hasRecall('plain')).toBe(false);
    expect(hasRecall('{{a}}')).toBe(false);
    expect(recallNames('{a} {b|x} {a}')).toEqual(['a', 'b']);
    expect(recallNames(undefined)).toEqual([]);
    expect(recallToken('mood', 'your | mood {x}')).toBe('{mood|your  mood x}');
    expect(recallToken('mood', ' ')).toBe('{mood}');
    expect(recallParts(escapeRecallText('a {b} c'))).toEqual([{ text: 'a {b} c' }]);
  });

  it('rename only the tokens of the renamed question, keeping their fallbacks', () => {
    expect(renameInRecall('{a} and {ab|x} and {a|y} and {{a}}', 'a', 'z')).toBe('{z} and {ab|x} and {z|y} and {{a}}');
    const text = 'no tokens';
    expect(renameInRecall(text, 'a', 'z')).toBe(text);
  });

  it('show answers as words: a choice by its title, a date the UK way, a list joined', () => {
    const def = bmiForm();
    expect(answerText(def, 'mood', 'low')).toBe('Low');
    expect(answerText(def, 'eventDate', '2025-03-03')).toBe('3 March 2025');
    expect(answerText(def, 'heightCm', 172.5)).toBe('172.5');
    expect(answerText(def, 'worstEvent', '  ')).toBeNull();
    expect(ukDate('2025-13-01')).toBeNull();
    const ticks: FormDefinition = {
      ...def,
      schema: { ...def.schema, properties: { ...def.schema.properties, pets: { type: 'array', maxItems: 2, items: { type: 'string', oneOf: [{ const: 'cat', title: 'A cat' }, { const: 'dog', title: 'A dog' }] } } } },
    };
    expect(answerText(ticks, 'pets', ['cat', 'dog'])).toBe('A cat, A dog');
  });

  it('put the answers in as plain text, with the fallback for a missing or hidden answer', () => {
    const def = bmiForm();
    const since = def.schema.properties!.since!;
    expect(recallText(def, since.title!, { eventDate: '2024-11-05', mood: 'ok' })).toBe('Since 5 November 2024, has your mood been All right?');
    expect(recallText(def, since.title!, {})).toBe(`Since ${DEFAULT_FALLBACK}, has your mood been as it is?`);
    expect(recallText(def, since.description!, {})).toBe('Literal {braces} stay.');
    // markup in an answer stays text: the caller escapes it as any text
    expect(recallText(def, def.schema.properties!.eventDate!.title!, { worstEvent: '<b>fire</b>' })).toBe('When did <b>fire</b> happen?');
    const hidden: FormDefinition = { ...def, conditions: [{ id: 'c', show: ['mood'], when: { field: 'worstEvent', truthy: true } }] };
    expect(recallText(hidden, since.title!, { mood: 'low' })).toBe(`Since ${DEFAULT_FALLBACK}, has your mood been as it is?`);
    expect(recallOutline(since.title!)).toBe('Since «eventDate», has your mood been «as it is»?');
  });
});
