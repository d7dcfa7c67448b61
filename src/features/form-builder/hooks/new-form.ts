/**
 * Pure: the id and first definition of a new form (or a duplicate). A form's id is the slug of its
 * title, made unique among the existing forms, and never changes once created.
 */
import { FORM_ID_MAX_LENGTH, type FormDefinition } from '@engine';

/** "Sleep & mood check-in (v2)" -> "sleep-mood-check-in-v2"; '' when the title has no letters or digits. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents off: "café" -> "cafe"
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, FORM_ID_MAX_LENGTH)
    .replace(/-+$/, '');
}

/** The slug of `title`, with -2, -3 ... added when another form already has it; '' for an unusable title. */
export function uniqueFormId(title: string, taken: Iterable<string>): string {
  const base = slugify(title);
  if (!base) return '';
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, FORM_ID_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
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
