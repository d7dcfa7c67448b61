/**
 * Pure: the id and first definition of a new form (or a duplicate). A form's id is the slug of its
 * title, made unique among the existing forms, and never changes once created.
 */
import { type FormDefinition } from '@engine';
import { FORM_ID_MAX_LENGTH } from '@model';
import { slugify, uniqueSlug } from '../../../lib';

export { slugify };

/** The slug of `title`, with -2, -3 ... added when another form already has it; '' for an unusable title. */
export function uniqueFormId(title: string, taken: Iterable<string>): string {
  return uniqueSlug(title, taken, FORM_ID_MAX_LENGTH);
}

/** A new form: one empty section to drop questions into. */
export function newFormDefinition(id: string, title: string): FormDefinition {
  return {
    id,
    version: 1,
    title: title.trim(),
    description: '',
    schema: { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', properties: {}, required: [] },
    uiSchema: {},
    sections: [{ id: 'section-1', title: 'Section 1', fields: [] }],
    conditions: [],
    settings: { kind: 'custom' },
  };
}

/** A copy of `source` under a new id and title (version 1: the copy is a form of its own). */
export function duplicateDefinition(source: FormDefinition, id: string, title: string): FormDefinition {
  return { ...structuredClone(source), id, version: 1, title: title.trim() };
}
