import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '@engine';
import { onlyRetitled, retitledLabel } from './retitle.ts';
import { fixtureDefinition } from './testing/fixtures.ts';

const name = fixtureDefinition.schema.properties!.fullName!;

/** The definition with one field's schema changed (other parts keep their identity, as the builder's edits do). */
function withField(def: FormDefinition, field: string, change: Record<string, unknown>): FormDefinition {
  const properties = { ...def.schema.properties, [field]: { ...def.schema.properties![field]!, ...change } };
  return { ...def, schema: { ...def.schema, properties } };
}

describe('retitledLabel', () => {
  it('says nothing changed for the same objects, and gives the new title when only the title changed', () => {
    expect(retitledLabel(name, name, undefined, undefined)).toBeUndefined();
    expect(retitledLabel(name, { ...name, title: 'Your name' }, undefined, undefined)).toBe('Your name');
  });

  it('prefers a ui:title, as RJSF does, and follows a changed ui:title', () => {
    const ui = { 'ui:title': 'Name, please' };
    expect(retitledLabel(name, { ...name, title: 'Your name' }, ui, ui)).toBe('Name, please');
    expect(retitledLabel(name, name, ui, { 'ui:title': 'Name, now' })).toBe('Name, now');
  });

  it('refuses anything but a retitle to a plain title', () => {
    expect(retitledLabel(name, { ...name, maxLength: 10 }, undefined, undefined)).toBeNull();
    expect(retitledLabel(name, { ...name, title: 'Your name', maxLength: 10 }, undefined, undefined)).toBeNull();
    // an emptied title makes RJSF fall back on other names: not a plain retitle
    expect(retitledLabel(name, { ...name, title: '' }, undefined, undefined)).toBeNull();
    const { title: _title, ...untitled } = name;
    expect(retitledLabel(name, untitled, undefined, undefined)).toBeNull();
    expect(retitledLabel(name, { ...name, title: 'X' }, { 'ui:options': { title: 'Y' } }, { 'ui:options': { title: 'Y' } })).toBeNull();
    expect(retitledLabel(name, { ...name, title: 'X', deprecated: true }, undefined, undefined)).toBeNull();
    expect(retitledLabel(name, name, { 'ui:widget': 'radio' }, { 'ui:widget': 'select' })).toBeNull();
  });
});

describe('onlyRetitled', () => {
  it('holds for the same definition and for retitled questions', () => {
    expect(onlyRetitled(fixtureDefinition, fixtureDefinition)).toBe(true);
    const once = withField(fixtureDefinition, 'fullName', { title: 'Your name' });
    expect(onlyRetitled(fixtureDefinition, once)).toBe(true);
    expect(onlyRetitled(fixtureDefinition, withField(once, 'agree', { title: 'I agree' }))).toBe(true);
    const ui = { ...fixtureDefinition.uiSchema, contactBy: { ...fixtureDefinition.uiSchema!.contactBy as object, 'ui:title': 'Contact' } };
    expect(onlyRetitled({ ...fixtureDefinition, uiSchema: { ...ui, contactBy: { 'ui:widget': 'radio', 'ui:title': 'Reach' } } }, { ...fixtureDefinition, uiSchema: ui })).toBe(true);
  });

  it('does not hold for any other change', () => {
    const d = fixtureDefinition;
    expect(onlyRetitled(d, withField(d, 'fullName', { maxLength: 10 }))).toBe(false);
    expect(onlyRetitled(d, { ...d, title: 'Another form' })).toBe(false);
    expect(onlyRetitled(d, { ...d, sections: [...d.sections!].reverse() })).toBe(false);
    expect(onlyRetitled(d, { ...d, schema: { ...d.schema, required: [] } })).toBe(false);
    expect(onlyRetitled(d, withField(d, 'extra', { type: 'string', title: 'Extra' }))).toBe(false);
    expect(onlyRetitled(d, { ...d, uiSchema: { ...d.uiSchema, fullName: { 'ui:widget': 'textarea' } } })).toBe(false);
    expect(onlyRetitled(d, { ...d, uiSchema: { ...d.uiSchema, 'ui:order': ['fullName'] } })).toBe(false);
  });
});
