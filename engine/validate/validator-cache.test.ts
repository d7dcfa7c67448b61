import { describe, expect, it } from 'vitest';
import {
  VALIDATOR_CACHE_SIZE,
  cachedSchemaCount,
  compiledSchemaCount,
  compiledValidator,
  isValidAgainst,
} from './validator-cache.ts';

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

describe('compiled-validator cache bound', () => {
  // a fresh object every time, so only the content-hash cache (not the same-object fast path) can answer
  const probe = (name: string) => JSON.parse(`{"type":"object","properties":{"${name}":{"type":"integer"}}}`) as object;
  const fill = (prefix: string, count: number) => {
    for (let i = 0; i < count; i++) compiledValidator(probe(`${prefix}${i}`));
  };

  it('holds at most VALIDATOR_CACHE_SIZE schemas, evicting the least recently used, which then compiles again', () => {
    compiledValidator(probe('lruOldest'));
    fill('lruFillA', VALIDATOR_CACHE_SIZE);
    expect(cachedSchemaCount()).toBe(VALIDATOR_CACHE_SIZE);
    const before = compiledSchemaCount();
    compiledValidator(probe('lruOldest'));
    expect(compiledSchemaCount()).toBe(before + 1);
    expect(cachedSchemaCount()).toBe(VALIDATOR_CACHE_SIZE);
  });

  it('keeps a schema that is used again, however old its first compile', () => {
    compiledValidator(probe('lruKept'));
    fill('lruFillB', VALIDATOR_CACHE_SIZE - 1);
    compiledValidator(probe('lruKept')); // a hit makes it the most recently used
    fill('lruFillC', VALIDATOR_CACHE_SIZE - 1);
    const before = compiledSchemaCount();
    compiledValidator(probe('lruKept'));
    expect(compiledSchemaCount()).toBe(before);
    compiledValidator(probe('lruFillB0')); // compiled before lruKept was used again: evicted
    expect(compiledSchemaCount()).toBe(before + 1);
  });

  it('an evicted validator still works for whoever holds it', () => {
    const schema = probe('lruHeld');
    const validate = compiledValidator(schema);
    fill('lruFillD', VALIDATOR_CACHE_SIZE);
    expect(validate({ lruHeld: 2 })).toBe(true);
    expect(validate({ lruHeld: 'two' })).toBe(false);
  });

  it('a schema that fails to compile can be compiled again after it is fixed, and fails the same way', () => {
    const bad = () => JSON.parse('{"type":"object","properties":{"lruBad":{"type":"string","maxLenght":3}}}') as object;
    expect(() => compiledValidator(bad())).toThrow(/maxLenght/);
    expect(() => compiledValidator(bad())).toThrow(/maxLenght/);
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

describe('validators compiled ahead', () => {
  it('are used for their schema, found by validatorKey, instead of compiling it', async () => {
    const { registerPrecompiledValidator, validatorKey, compiledValidator, compiledSchemaCount } = await import('./validator-cache.ts');
    const schema = { type: 'object', properties: { ahead: { type: 'integer', minimum: 7 } } };
    const ahead = Object.assign((data: unknown) => (data as { ahead?: number }).ahead === 7, { errors: null });
    registerPrecompiledValidator(validatorKey(schema), ahead as never);
    const before = compiledSchemaCount();
    // an equal schema in another object, keys in another order, with an $id: the same key
    expect(compiledValidator({ $id: 'x', properties: { ahead: { minimum: 7, type: 'integer' } }, type: 'object' })).toBe(ahead);
    expect(compiledSchemaCount()).toBe(before);
    // the lenient key is another: compiled as before
    expect(compiledValidator(schema, undefined, false)).not.toBe(ahead);
    expect(validatorKey(schema, undefined, false)).not.toBe(validatorKey(schema));
  });
});
