import { describe, expect, it } from 'vitest';
import { createAjv } from '../validate/ajv-instance.ts';
import { toDraft2020, translatePointer } from './draft07.ts';

const DRAFT07 = 'http://json-schema.org/draft-07/schema#';
const DIALECT = 'https://json-schema.org/draft/2020-12/schema';

/** Compiles strictly as 2020-12 and answers `data` the same way for each pair. */
function expectSameAnswers(schema: Record<string, unknown>, cases: [unknown, boolean][]): void {
  const validate = createAjv().compile(schema);
  for (const [data, valid] of cases) expect(validate(data), JSON.stringify(data)).toBe(valid);
}

describe('toDraft2020', () => {
  it('moves definitions to $defs and rewrites the references, leaving a property called "definitions" alone', () => {
    const input = {
      $schema: DRAFT07,
      type: 'object',
      definitions: { address: { type: 'object', properties: { town: { type: 'string' } }, required: ['town'] } },
      properties: { home: { $ref: '#/definitions/address' }, definitions: { type: 'string' } },
    };
    const { schema, report } = toDraft2020(input);
    expect(schema).toEqual({
      $schema: DIALECT,
      type: 'object',
      $defs: input.definitions,
      properties: { home: { $ref: '#/$defs/address' }, definitions: { type: 'string' } },
    });
    expect(Object.keys(schema)).toEqual(['$schema', 'type', '$defs', 'properties']);
    expect(report.notes.map((n) => n.path)).toContain('/definitions');
    expect(input.definitions).toBeDefined(); // the input is not changed
    expectSameAnswers(schema, [[{ home: { town: 'Leeds' } }, true], [{ home: {} }, false]]);
  });

  it('splits dependencies into dependentRequired and dependentSchemas', () => {
    const { schema } = toDraft2020({
      type: 'object',
      properties: { card: { type: 'string' }, billing: { type: 'string' }, pet: { type: 'string' } },
      dependencies: { card: ['billing'], pet: { properties: { petName: { type: 'string', minLength: 1 } }, required: ['petName'] } },
    });
    expect(schema.dependentRequired).toEqual({ card: ['billing'] });
    expect(schema.dependentSchemas).toEqual({ pet: { properties: { petName: { type: 'string', minLength: 1 } }, required: ['petName'] } });
    expect(schema).not.toHaveProperty('dependencies');
    expectSameAnswers(schema, [
      [{ card: 'x' }, false],
      [{ card: 'x', billing: 'y' }, true],
      [{ pet: 'cat' }, false],
      [{ pet: 'cat', petName: 'Tom' }, true],
    ]);
  });

  it('turns tuple items into prefixItems and additionalItems into items, and rewrites references into them', () => {
    const { schema, report } = toDraft2020({
      type: 'object',
      properties: {
        pair: { type: 'array', minItems: 2, items: [{ type: 'string' }, { type: 'integer' }], additionalItems: false },
        again: { $ref: '#/properties/pair/items/1' },
      },
    });
    const props = schema.properties as Record<string, Record<string, unknown>>;
    expect(props.pair).toEqual({ type: 'array', minItems: 2, prefixItems: [{ type: 'string' }, { type: 'integer' }], items: false });
    expect(props.again).toEqual({ $ref: '#/properties/pair/prefixItems/1' });
    expect(report.notes.some((n) => n.path === '/properties/pair/items')).toBe(true);
    expectSameAnswers(schema, [[{ pair: ['a', 1] }, true], [{ pair: ['a', 1, 2] }, false], [{ pair: ['a', 'b'] }, false], [{ again: 'x' }, false]]);
  });

  it('drops an additionalItems that draft-07 ignored (no tuple), saying so', () => {
    const { schema, report } = toDraft2020({ type: 'array', items: { type: 'string' }, additionalItems: false });
    expect(schema).toEqual({ $schema: DIALECT, type: 'array', items: { type: 'string' } });
    expect(report.notes[0]?.message).toMatch(/no effect/);
  });

  it('turns enum + enumNames into a oneOf of titled constants', () => {
    const { schema } = toDraft2020({ type: 'string', enum: ['s', 'm'], enumNames: ['Small', 'Medium'] });
    expect(schema).toEqual({ $schema: DIALECT, type: 'string', oneOf: [{ const: 's', title: 'Small' }, { const: 'm', title: 'Medium' }] });
  });

  it('turns a plain-name $id into $anchor and drops nested $schema, converting inside every applicator', () => {
    const { schema } = toDraft2020({
      $schema: DRAFT07,
      allOf: [{ $id: '#base', definitions: { x: { type: 'string' } } }],
      if: { $schema: DRAFT07, dependencies: { a: ['b'] } },
      then: { items: [{ type: 'string' }] },
    });
    expect(schema).toEqual({
      $schema: DIALECT,
      allOf: [{ $anchor: 'base', $defs: { x: { type: 'string' } } }],
      if: { dependentRequired: { a: ['b'] } },
      then: { prefixItems: [{ type: 'string' }] },
    });
  });

  it('copies a draft 2020-12 schema unchanged, in the same key order, with no notes', () => {
    const input = { $schema: DIALECT, type: 'object', properties: { a: { type: 'array', items: { type: 'string' }, maxItems: 2 } }, $defs: { b: { type: 'string' } } };
    const { schema, report } = toDraft2020(input);
    expect(JSON.stringify(schema)).toBe(JSON.stringify(input));
    expect(report).toEqual({ notes: [], problems: [] });
  });

  it('reports a name defined both as definitions and $defs instead of losing one', () => {
    const { report } = toDraft2020({ definitions: { a: { type: 'string' } }, $defs: { a: { type: 'number' } } });
    expect(report.problems[0]?.message).toMatch(/"a" is defined both/);
  });
});

describe('translatePointer', () => {
  it('leaves remote, anchor and whole-document references alone', () => {
    expect(translatePointer({}, 'https://example.com/s.json#/definitions/a')).toBe('https://example.com/s.json#/definitions/a');
    expect(translatePointer({}, '#base')).toBe('#base');
    expect(translatePointer({}, '#')).toBe('#');
  });

  it('follows dependencies to the right new keyword', () => {
    const root = { dependencies: { a: ['b'], c: { properties: { d: { type: 'string' } } } } };
    expect(translatePointer(root, '#/dependencies/c/properties/d')).toBe('#/dependentSchemas/c/properties/d');
  });
});
