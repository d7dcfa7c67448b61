import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../definition/canonical-json.ts';
import { kindOfField } from '../definition/field-kinds.ts';
import type { FormDefinition } from '../definition/types.ts';
import { committedForm } from '../test-support/committed-forms.ts';
import { exportDefinitionFile, exportRjsf, importDocument, type ImportResult } from './import-export.ts';

const FORMS_DIR = join(import.meta.dirname, '../../schemas/forms');
const DIALECT = 'https://json-schema.org/draft/2020-12/schema';

function imported(result: ImportResult): { definition: FormDefinition; notes: string[] } {
  if (!result.ok) throw new Error(`import refused: ${JSON.stringify(result.issues)}`);
  return result;
}

function refusal(result: ImportResult): string {
  if (result.ok) throw new Error('import was expected to be refused');
  return result.issues.map((i) => `${i.path} ${i.message}`).join('\n');
}

describe('definition files', () => {
  const files = readdirSync(FORMS_DIR).filter((f) => f.endsWith('.json'));
  it('finds the committed forms', () => expect(files.length).toBeGreaterThanOrEqual(3));

  for (const file of files) {
    it(`${file} is byte-identical after import and export, and already in canonical form`, () => {
      const text = readFileSync(join(FORMS_DIR, file), 'utf8');
      const { definition, notes } = imported(importDocument(JSON.parse(text)));
      expect(exportDefinitionFile(definition)).toBe(text);
      expect(exportDefinitionFile(JSON.parse(text) as FormDefinition)).toBe(text);
      expect(notes).toEqual([]);
    });
  }

  it('reads a definition given as JSON text, and sets the id when asked', () => {
    const text = exportDefinitionFile(committedForm('ptsd'));
    const { definition, notes } = imported(importDocument(text, { id: 'pcl5-copy' }));
    expect(definition.id).toBe('pcl5-copy');
    expect(Object.keys(definition)[0]).toBe('id');
    expect(notes).toEqual(['id "ptsd" replaced by "pcl5-copy"']);
    expect(canonicalJson({ ...definition, id: 'ptsd' })).toBe(canonicalJson(committedForm('ptsd')));
  });

  it('converts a draft-07 schema inside a definition file', () => {
    const def = structuredClone(committedForm('ptsd')) as unknown as Record<string, Record<string, unknown>>;
    def.schema!.$schema = 'http://json-schema.org/draft-07/schema#';
    def.schema!.definitions = { rating: { type: 'integer' } };
    const { definition, notes } = imported(importDocument(def));
    expect(definition.schema.$schema).toBe(DIALECT);
    expect(definition.schema.$defs).toEqual({ rating: { type: 'integer' } });
    expect(notes.join('\n')).toMatch(/definitions became \$defs/);
  });

  it('refuses a definition the engine would refuse, with the engine’s reasons', () => {
    const def = structuredClone(committedForm('ptsd'));
    def.sections![0]!.fields.push('noSuchQuestion');
    expect(refusal(importDocument(def))).toMatch(/noSuchQuestion/);
  });
});

describe('RJSF documents', () => {
  const rjsf = {
    schema: {
      $schema: 'http://json-schema.org/draft-07/schema#',
      title: 'Sleep check',
      description: 'How you slept.',
      type: 'object',
      definitions: { hours: { type: 'integer', minimum: 0, maximum: 24 } },
      properties: {
        name: { type: 'string', title: 'Your name' },
        hours: { $ref: '#/definitions/hours', title: 'Hours slept' },
        quality: { type: 'string', title: 'Quality', enum: ['good', 'poor'], enumNames: ['Good', 'Poor'] },
        address: { type: 'object', title: 'Address', properties: { town: { type: 'string' } } },
        naps: { type: 'array', title: 'Naps', items: [{ type: 'string' }], additionalItems: false, minItems: 1, maxItems: 1 },
      },
      required: ['name'],
      dependencies: { hours: ['quality'] },
    },
    uiSchema: {
      'ui:order': ['quality', '*', 'name'],
      name: { 'ui:autofocus': true, 'ui:field': 'fancy' },
      quality: { 'ui:widget': 'radio' },
      hours: { 'ui:widget': 'starRating' },
      ghost: { 'ui:widget': 'text' },
    },
    formData: { name: 'Sam' },
  };

  it('becomes a definition in draft 2020-12 with the same meaning', () => {
    const { definition, notes } = imported(importDocument(rjsf));
    expect(definition).toMatchObject({ id: 'sleep-check', version: 1, title: 'Sleep check', description: 'How you slept.' });
    const schema = definition.schema;
    expect(schema.$schema).toBe(DIALECT);
    expect(schema.$defs).toEqual({ hours: { type: 'integer', minimum: 0, maximum: 24 } });
    expect(schema.properties!.hours).toEqual({ $ref: '#/$defs/hours', title: 'Hours slept' });
    expect(schema.properties!.quality).toEqual({ type: 'string', title: 'Quality', oneOf: [{ const: 'good', title: 'Good' }, { const: 'poor', title: 'Poor' }] });
    expect(schema.properties!.naps).toEqual({ type: 'array', title: 'Naps', prefixItems: [{ type: 'string' }], items: false, minItems: 1, maxItems: 1 });
    expect(schema.dependentRequired).toEqual({ hours: ['quality'] });
    expect(schema).not.toHaveProperty('dependencies');
    expect(notes.join('\n')).toMatch(/formData/);
  });

  it('keeps what the builder cannot edit verbatim, as advanced questions', () => {
    const { definition, notes } = imported(importDocument(rjsf));
    expect(definition.schema.properties!.address).toEqual(rjsf.schema.properties.address);
    expect(definition.uiSchema!.name).toEqual({ 'ui:autofocus': true, 'ui:field': 'fancy' });
    const kinds = Object.fromEntries(
      Object.entries(definition.schema.properties!).map(([n, s]) => [n, kindOfField(s, definition.uiSchema?.[n] as Record<string, unknown>)]),
    );
    expect(kinds).toEqual({ name: 'advanced', hours: 'advanced', quality: 'singleChoice', address: 'advanced', naps: 'advanced' });
    expect(notes).toContain('kept as written, edited as JSON (advanced): name, hours, address, naps');
  });

  it('puts the questions in one section in ui:order, leaving out what the renderer cannot show', () => {
    const { definition, notes } = imported(importDocument(rjsf));
    expect(definition.sections).toEqual([{ id: 'questions', title: 'Questions', fields: ['quality', 'hours', 'address', 'naps', 'name'] }]);
    expect(definition.uiSchema).not.toHaveProperty('ui:order');
    expect(definition.uiSchema).not.toHaveProperty('ghost');
    expect(definition.uiSchema!.hours).toEqual({});
    expect(notes.join('\n')).toMatch(/"ghost", which is not a question/);
    expect(notes.join('\n')).toMatch(/"starRating" is not one this app renders/);
  });

  it('closes the form to other answers only when that changes nothing, and says which it did', () => {
    const closed = imported(importDocument(rjsf));
    expect(closed.definition.schema.additionalProperties).toBe(false);
    expect(closed.notes.join('\n')).toMatch(/additionalProperties: false added/);
    const open = imported(importDocument({ schema: { type: 'object', properties: { a: { type: 'string' } }, allOf: [{ properties: { b: { type: 'string' } } }] } }));
    expect(open.definition.schema).not.toHaveProperty('additionalProperties');
    expect(open.notes.join('\n')).toMatch(/left open .* "allOf"/);
    expect(refusal(importDocument({ type: 'object', properties: { a: { type: 'string' } }, additionalProperties: { type: 'string' } }))).toMatch(/additionalProperties/);
  });

  it('accepts a bare JSON Schema and ui:enumNames', () => {
    const { definition, notes } = imported(
      importDocument({ schema: { properties: { size: { type: 'string', enum: ['s', 'l'] } } }, uiSchema: { size: { 'ui:enumNames': ['Small', 'Large'] } } }, { id: 'sizes' }),
    );
    expect(definition.id).toBe('sizes');
    expect(definition.title).toBe('Imported form');
    expect(definition.schema.properties!.size).toEqual({ type: 'string', oneOf: [{ const: 's', title: 'Small' }, { const: 'l', title: 'Large' }] });
    expect(definition.uiSchema).toEqual({ size: {} });
    expect(notes.join('\n')).toMatch(/type "object" added/);
    const bare = imported(importDocument({ title: 'Mood', type: 'object', properties: { mood: { type: 'integer' } } }));
    expect(bare.definition.id).toBe('mood');
    expect(bare.definition).not.toHaveProperty('uiSchema');
  });

  it('round-trips: export to RJSF, import again, same definition', () => {
    const first = imported(importDocument(rjsf)).definition;
    const exported = exportRjsf(first);
    expect(exported.uiSchema['ui:order']).toEqual(['quality', 'hours', 'address', 'naps', 'name']);
    const again = imported(importDocument(exported, { id: first.id })).definition;
    expect(canonicalJson(again)).toBe(canonicalJson(first));
  });

  it('exports a committed form as RJSF with ui:order from its sections, sharing nothing with the definition', () => {
    const def = committedForm('initial-assessment');
    const { schema, uiSchema } = exportRjsf(def);
    expect(schema).toEqual(def.schema);
    expect(schema).not.toBe(def.schema);
    expect(uiSchema['ui:order']).toEqual(def.sections!.flatMap((s) => s.fields));
    expect(Object.keys(uiSchema)[0]).toBe('ui:order');
    const ptsd = exportRjsf(committedForm('ptsd'));
    expect(Object.keys(ptsd.uiSchema).indexOf('ui:order')).toBe(Object.keys(committedForm('ptsd').uiSchema!).indexOf('ui:order'));
  });
});

describe('junk is refused with a reason, never a crash', () => {
  const cases: [string, unknown, RegExp][] = [
    ['not JSON', '{"schema": ', /not JSON/],
    ['not an object', [1, 2], /JSON object/],
    ['a number', 42, /JSON object/],
    ['null', null, /JSON object/],
    ['no properties', { type: 'object' }, /no questions/],
    ['empty properties', { schema: { type: 'object', properties: {} } }, /no questions/],
    ['not an object schema', { type: 'string' }, /object of questions/],
    ['a schema that is not an object', { schema: 'x' }, /JSON Schema object/],
    ['a uiSchema that is not an object', { schema: { properties: { a: { type: 'string' } } }, uiSchema: [] }, /uiSchema must be an object/],
    ['a remote $ref', { properties: { a: { $ref: 'https://evil.example/s.json' } } }, /remote reference/],
    ['a question name that cannot hold an answer', { properties: { 'first name': { type: 'string' } } }, /question name "first name"/],
    ['a bad id', { properties: { a: { type: 'string' } } }, /not a form id/],
    ['an unknown keyword', { properties: { a: { type: 'string', maxLenght: 3 } } }, /does not compile|maxLenght/],
  ];
  for (const [what, input, reason] of cases) {
    it(`refuses ${what}`, () => {
      const result = importDocument(input, what === 'a bad id' ? { id: 'Bad Id' } : {});
      expect(refusal(result)).toMatch(reason);
    });
  }

  it('refuses 10 000-deep nesting without overflowing the stack', () => {
    let deep: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 10_000; i++) deep = { type: 'object', properties: { a: deep } };
    expect(refusal(importDocument(deep))).toMatch(/levels deep/);
    const text = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    expect(refusal(importDocument(text))).toMatch(/levels deep/);
  });
});

describe('importing a tick-box list without maxItems', () => {
  it('bounds it by its number of choices, with a note, so the import is accepted', () => {
    const result = importDocument({
      schema: {
        type: 'object',
        properties: { goals: { type: 'array', uniqueItems: true, items: { type: 'string', enum: ['sleep', 'mood', 'energy'] } } },
      },
      uiSchema: { goals: { 'ui:widget': 'checkboxes' } },
    });
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.definition.schema.properties!.goals!.maxItems).toBe(3);
    expect(result.notes.join('\n')).toContain('"goals": maxItems 3 added');
  });
});
