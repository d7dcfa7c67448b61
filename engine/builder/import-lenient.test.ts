import { describe, expect, it } from 'vitest';
import { GROUP_MAX_ITEMS } from '../definition/field-kinds.ts';
import { exportRjsf, importDocument, type ImportResult } from './import-export.ts';

function imported(result: ImportResult) {
  if (!result.ok) throw new Error(`import refused: ${JSON.stringify(result.issues)}`);
  return result;
}

// shaped like rjsf's own playground samples: an unbounded list, widgets this app does not draw at the top and nested
const playground = {
  schema: {
    title: 'A registration form',
    type: 'object',
    properties: {
      firstName: { type: 'string', title: 'First name' },
      password: { type: 'string', title: 'Password', minLength: 3 },
      favouriteColour: { type: 'string', title: 'Colour' },
      tasks: { type: 'array', title: 'Tasks', items: { type: 'object', properties: { title: { type: 'string' }, done: { type: 'boolean' } } } },
      address: { type: 'object', title: 'Address', properties: { street: { type: 'string' }, notes: { type: 'string' } } },
    },
  },
  uiSchema: {
    password: { 'ui:widget': 'password', 'ui:help': 'Hint: make it strong!' },
    favouriteColour: { 'ui:widget': 'color' },
    address: { notes: { 'ui:widget': 'hidden' } },
    tasks: { items: { done: { 'ui:widget': 'alt-datetime' } } },
    unknownField: { 'ui:widget': 'text' },
  },
};

describe('lenient RJSF import', () => {
  it('imports a playground-style document: unbounded lists get a default maxItems with a note', () => {
    const { definition, notes } = imported(importDocument(playground));
    expect(definition.schema.properties!.tasks!.maxItems).toBe(GROUP_MAX_ITEMS);
    expect(notes.join('\n')).toContain(`"tasks": the list had no limit, so maxItems ${GROUP_MAX_ITEMS} was added`);
  });

  it('unsupported widgets at any depth fall back to the standard input, with a note, and the export gives every entry back', () => {
    const { definition, notes } = imported(importDocument(playground));
    expect(definition.uiSchema!.password).toEqual({ 'ui:help': 'Hint: make it strong!' });
    expect(definition.uiSchema!.address).toEqual({ notes: {} });
    expect(definition.uiSchema!.tasks).toEqual({ items: { done: {} } });
    expect(notes.join('\n')).toMatch(/"password": widget "password" is not one this app renders/);
    expect(notes.join('\n')).toMatch(/"address": widget "hidden" \(at uiSchema \/address\/notes\/ui:widget\)/);
    const { uiSchema } = exportRjsf(definition);
    expect(uiSchema).toEqual(playground.uiSchema);
  });

  it('adds ui:order on export only where the document had one', () => {
    const without = exportRjsf(imported(importDocument(playground)).definition);
    expect(without.uiSchema).not.toHaveProperty('ui:order');
    const withOrder = exportRjsf(imported(importDocument({ ...playground, uiSchema: { ...playground.uiSchema, 'ui:order': ['address', '*'] } })).definition);
    expect(withOrder.uiSchema['ui:order']).toEqual(['address', 'firstName', 'password', 'favouriteColour', 'tasks']);
  });

  it('refuses only what the answer model cannot hold, with the reason', () => {
    const open = importDocument({ ...playground, schema: { ...playground.schema, additionalProperties: { type: 'string' } } });
    expect(open.ok).toBe(false);
    if (!open.ok) expect(open.issues[0]).toMatchObject({ path: '/schema/additionalProperties', message: expect.stringMatching(/flat questions/) });
  });
});
