import { describe, expect, it } from 'vitest';
import { createAjv } from './ajv-instance.ts';
import { checkSimpleSchema, isSimpleSchema, needsSchemaCompiler } from './simple-schema.ts';
import { compiledSchemaCount, isValidAgainst } from './validator-cache.ts';
import ptsd from '../../schemas/forms/ptsd.json' with { type: 'json' };
import indianHead from '../../schemas/forms/indian-head.json' with { type: 'json' };
import initial from '../../schemas/forms/initial-assessment.json' with { type: 'json' };

const lenient = createAjv({ strict: false });
const SCHEMAS = [
  true,
  false,
  {},
  { title: 'Only words' },
  { const: 2, title: 'Moderately' },
  { const: 0 },
  { const: 'yes', title: 'Yes' },
  { const: true },
  { const: null },
  { enum: [1, 2, 3] },
  { enum: ['a', null, false] },
  { type: 'integer' },
  { type: 'number', const: 2 },
  { type: ['string', 'null'] },
  { type: 'array' },
  { type: 'object', description: 'd' },
  { type: 'boolean', enum: [true] },
];
const DATA = [undefined, null, 0, -0, 2, 2.5, 1e300, '2', 'yes', '', true, false, [], [2], {}, { a: 1 }];

describe('checkSimpleSchema gives ajv\'s answer without compiling', () => {
  it.each(SCHEMAS.map((schema) => [JSON.stringify(schema), schema]))('%s', (_name, schema) => {
    const validate = lenient.compile(schema as object);
    for (const data of DATA) expect(checkSimpleSchema(schema as never, data), `${JSON.stringify(schema)} with ${JSON.stringify(data)}`).toBe(validate(data) === true);
  });

  it('leaves every other schema to the compiler', () => {
    for (const schema of [{ minimum: 1 }, { const: { a: 1 } }, { enum: [[1]] }, { type: 'strnig' }, { $ref: '#/$defs/x' }, { oneOf: [{ const: 1 }] }, { pattern: '^a' }]) {
      expect(isSimpleSchema(schema), JSON.stringify(schema)).toBe(false);
      expect(checkSimpleSchema(schema as never, 1)).toBeUndefined();
    }
  });

  it('is what isValidAgainst answers for a choice\'s options, with nothing compiled', () => {
    const before = compiledSchemaCount();
    expect(isValidAgainst({ const: 3, title: 'Quite a bit' }, 3)).toBe(true);
    expect(isValidAgainst({ const: 3, title: 'Quite a bit' }, 2)).toBe(false);
    expect(compiledSchemaCount()).toBe(before);
    expect(isValidAgainst({ minimum: 3 }, 4)).toBe(true);
    expect(compiledSchemaCount()).toBe(before + 1);
  });
});

describe('needsSchemaCompiler', () => {
  it('is false for the committed assessments (their choices are simple options)', () => {
    for (const form of [ptsd, indianHead, initial]) expect(needsSchemaCompiler(form.schema), form.id).toBe(false);
  });

  it('is true for an option that is not simple, a condition or a dependency, anywhere', () => {
    expect(needsSchemaCompiler({ properties: { a: { oneOf: [{ const: 1 }, { type: 'string', minLength: 2 }] } } })).toBe(true);
    expect(needsSchemaCompiler({ properties: { a: { anyOf: [{ $ref: '#/$defs/x' }] } } })).toBe(true);
    expect(needsSchemaCompiler({ if: { properties: { a: { const: 1 } } }, then: { required: ['b'] } })).toBe(true);
    expect(needsSchemaCompiler({ $defs: { x: { dependentSchemas: { a: {} } } } })).toBe(true);
    expect(needsSchemaCompiler({ properties: { a: { items: { oneOf: [{ const: 'x', title: 'X' }] } } } })).toBe(false);
  });
});
