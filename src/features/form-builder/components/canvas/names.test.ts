import type { FormDefinition } from '@engine';
import { describe, expect, it } from 'vitest';
import { newSectionTitle } from './names';

const definition = {
  id: 'f', version: 1, title: 'F', schema: { type: 'object', properties: {} },
  sections: [{ id: 'section-1', title: 'About you', fields: [] }, { id: 'mood', title: 'Section 3', fields: [] }],
} as FormDefinition;

describe('newSectionTitle', () => {
  it('numbers a new section by its place, skipping titles in use', () => {
    expect(newSectionTitle(definition)).toBe('Section 4');
    expect(newSectionTitle({ ...definition, sections: [] })).toBe('Section 1');
    expect(newSectionTitle({ ...definition, sections: [definition.sections![0]!] })).toBe('Section 2');
  });
});
