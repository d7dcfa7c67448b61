import { describe, expect, it } from 'vitest';
import { compiledSchemaCount, compiledValidator, isValidAgainst } from './validator-cache.ts';

describe('compiled-validator cache', () => {
  it('compiles an equal schema only once, even from a fresh copy with other key order', () => {
    const schema = { type: 'object', properties: { cacheProbeA: { type: 'integer', minimum: 3 } } };
    const first = compiledValidator(schema);
    const before = compiledSchemaCount();
    const copy = JSON.parse('{"properties":{"cacheProbeA":{"minimum":3,"type":"integer"}},"type":"object"}');
    expect(compiledValidator(copy)).toBe(first);
    expect(compiledValidator(schema)).toBe(first);
    expect(compiledSchemaCount()).toBe(before);
  });

  it('compiles a different schema', () => {
    const before = compiledSchemaCount();
    compiledValidator({ type: 'object', properties: { cacheProbeB: { type: 'string' } } });
    expect(compiledSchemaCount()).toBe(before + 1);
  });
});

describe('isValidAgainst', () => {
  it('checks data against a schema', () => {
    const schema = { type: 'integer', minimum: 1 };
    expect(isValidAgainst(schema, 2)).toBe(true);
    expect(isValidAgainst(schema, 0)).toBe(false);
    expect(isValidAgainst(schema, 'two')).toBe(false);
  });

  it('resolves local references against the root schema', () => {
    const root = { $defs: { answer: { type: 'string', enum: ['yes', 'no'] } } };
    const sub = { $ref: '#/$defs/answer' };
    expect(isValidAgainst(sub, 'yes', root)).toBe(true);
    expect(isValidAgainst(sub, 'maybe', root)).toBe(false);
  });

  it('does not throw on keywords ajv strict mode would reject (renderer sub-schemas)', () => {
    expect(isValidAgainst({ type: 'string', enumNames: ['A'] }, 'x')).toBe(true);
  });
});
