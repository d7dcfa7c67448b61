import { describe, expect, it } from 'vitest';
import { contentHash } from './content-hash.ts';
import type { FormDefinition } from './types.ts';

const base: FormDefinition = {
  id: 'sample',
  version: 1,
  title: 'Sample',
  schema: { type: 'object', properties: { a: { type: 'string', title: 'A' } }, additionalProperties: false },
};

describe('contentHash', () => {
  it('is 64 hex characters', () => {
    expect(contentHash(base)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('ignores key order and the version number', () => {
    const reordered = JSON.parse('{"schema":{"additionalProperties":false,"properties":{"a":{"title":"A","type":"string"}},"type":"object"},"title":"Sample","version":7,"id":"sample"}');
    expect(contentHash(reordered as FormDefinition)).toBe(contentHash(base));
  });

  it('changes when anything a member sees changes', () => {
    const retitled = { ...base, schema: { ...base.schema, properties: { a: { type: 'string', title: 'B' } } } };
    expect(contentHash(retitled)).not.toBe(contentHash(base));
    expect(contentHash({ ...base, description: 'new' })).not.toBe(contentHash(base));
    expect(contentHash({ ...base, scoring: { version: '2' } })).not.toBe(contentHash(base));
  });
});
