import { describe, expect, it, vi } from 'vitest';

// the web app's build swaps the compilers module for its browser stand-in (vite.config.ts)
vi.mock('./schema-compilers.ts', () => import('./schema-compilers.browser.ts'));

const { compiledValidator, isValidAgainst, SCHEMA_COMPILER_NOT_LOADED, registerPrecompiledValidator, validatorKey } = await import('./validator-cache.ts');
const { loadSchemaCompilers, schemaCompilers } = await import('./schema-compilers.ts');

describe('the schema compiler in the browser: loaded on demand', () => {
  it('answers simple checks and validators compiled ahead before it loads, refuses to compile, then compiles once loaded', async () => {
    expect(schemaCompilers()).toBeNull();
    expect(isValidAgainst({ const: 2, title: 'Moderately' }, 2)).toBe(true);
    const schema = { type: 'object', properties: { mood: { type: 'integer', maximum: 4 } } };
    const ahead = Object.assign(() => true, { errors: null });
    registerPrecompiledValidator(validatorKey(schema), ahead as never);
    expect(compiledValidator(schema)).toBe(ahead);
    expect(() => compiledValidator({ type: 'string', minLength: 3 })).toThrow(SCHEMA_COMPILER_NOT_LOADED);
    expect(() => isValidAgainst({ minimum: 1 }, 0)).toThrow(SCHEMA_COMPILER_NOT_LOADED);
    await loadSchemaCompilers();
    expect(schemaCompilers()).not.toBeNull();
    expect(compiledValidator({ type: 'string', minLength: 3 })('ab')).toBe(false);
    expect(isValidAgainst({ minimum: 1 }, 0)).toBe(false);
  });
});
