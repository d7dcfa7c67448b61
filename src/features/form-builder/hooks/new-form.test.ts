import { FORM_ID_MAX_LENGTH, formIdProblem } from '@model';
import { describe, expect, it } from 'vitest';
import { duplicateDefinition, newFormDefinition, slugify, uniqueFormId } from './new-form';

describe('new form ids', () => {
  it('slugs a title into a valid form id', () => {
    expect(slugify('Sleep & mood check-in (v2)')).toBe('sleep-mood-check-in-v2');
    expect(slugify('  Café questionnaire ')).toBe('cafe-questionnaire');
    expect(slugify('!!!')).toBe('');
    const long = slugify('word '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(FORM_ID_MAX_LENGTH);
    expect(formIdProblem(long)).toBeNull();
  });

  it('adds a number when the id is taken', () => {
    expect(uniqueFormId('PTSD', ['ptsd'])).toBe('ptsd-2');
    expect(uniqueFormId('PTSD', ['ptsd', 'ptsd-2'])).toBe('ptsd-3');
    expect(uniqueFormId('Sleep', ['ptsd'])).toBe('sleep');
    expect(uniqueFormId('???', [])).toBe('');
    const long = 'x'.repeat(FORM_ID_MAX_LENGTH);
    const unique = uniqueFormId(long, [long]);
    expect(unique).toHaveLength(FORM_ID_MAX_LENGTH);
    expect(unique.endsWith('-2')).toBe(true);
  });

  it('starts a form with one empty section, and duplicates a copy under the new id', () => {
    const form = newFormDefinition('sleep', ' Sleep ');
    expect(form).toMatchObject({ id: 'sleep', title: 'Sleep', version: 1 });
    expect(form.sections).toHaveLength(1);
    const source = { ...form, version: 7, schema: { ...form.schema, properties: { q: { type: 'string' } } } };
    const copy = duplicateDefinition(source, 'sleep-2', 'Sleep copy');
    expect(copy).toMatchObject({ id: 'sleep-2', title: 'Sleep copy', version: 1 });
    expect(copy.schema.properties).toEqual(source.schema.properties);
    expect(copy.schema).not.toBe(source.schema);
  });
});
