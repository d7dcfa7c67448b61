import { FIELD_KINDS, fieldKindPreset } from '@engine';
import { describe, expect, it } from 'vitest';
import { newQuestionTitle } from './new-question';

describe('newQuestionTitle', () => {
  it('names a new question after its kind, lower case inside the sentence', () => {
    expect(newQuestionTitle('rating')).toBe('New rating scale question');
    expect(newQuestionTitle('yesNo')).toBe('New yes / no question');
  });

  it('gives every kind a distinct title its preset carries', () => {
    const titles = FIELD_KINDS.map((kind) => newQuestionTitle(kind.id));
    expect(new Set(titles).size).toBe(FIELD_KINDS.length);
    for (const kind of FIELD_KINDS) expect(fieldKindPreset(kind.id, newQuestionTitle(kind.id)).schema.title).toBe(newQuestionTitle(kind.id));
  });
});
