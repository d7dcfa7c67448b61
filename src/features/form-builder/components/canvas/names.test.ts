import type { FormDefinition } from '@engine';
import { describe, expect, it } from 'vitest';
import { newFieldName, newSectionId, newSectionTitle } from './names';

const definition = {
  id: 'f', version: 1, title: 'F',
  schema: { type: 'object', properties: { rating1: { type: 'integer' }, rating3: { type: 'integer' } } },
  sections: [{ id: 'section-1', title: 'About you', fields: [] }, { id: 'mood', title: 'Section 3', fields: [] }],
} as FormDefinition;

describe('new names', () => {
  it('gives a question the first free variable name of its kind', () => {
    expect(newFieldName(definition, 'rating')).toBe('rating2');
    expect(newFieldName(definition, 'yesNo')).toBe('yesNo1');
  });

  it('gives a section a free id and a title numbered by its place', () => {
    expect(newSectionId(definition)).toBe('section-2');
    expect(newSectionTitle(definition)).toBe('Section 4');
    expect(newSectionTitle({ ...definition, sections: [] })).toBe('Section 1');
  });
});
