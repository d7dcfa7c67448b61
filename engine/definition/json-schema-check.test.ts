import { describe, expect, it } from 'vitest';
import metaSchema from '../../schemas/meta/form-definition.schema.json' with { type: 'json' };
import { jsonSchemaProblem } from './json-schema-check.ts';

describe('jsonSchemaProblem', () => {
  it('accepts the committed meta-schema, twice (same $id)', () => {
    expect(jsonSchemaProblem(metaSchema)).toBeNull();
    expect(jsonSchemaProblem(metaSchema)).toBeNull();
  });

  it('explains a schema that strict mode rejects', () => {
    expect(jsonSchemaProblem({ type: 'object', propertees: {} })).toMatch(/unknown keyword: "propertees"/);
    expect(jsonSchemaProblem([])).toBe('a schema must be a JSON object');
  });
});
