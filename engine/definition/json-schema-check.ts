import { createAjv } from '../validate/ajv-instance.ts';

/**
 * Compile a standalone JSON Schema (draft 2020-12) under ajv strict mode, e.g. a meta-schema in
 * schemas/meta. Returns null when it compiles, else the reason. A fresh ajv each time so schemas
 * with the same $id never clash.
 */
export function jsonSchemaProblem(schema: unknown): string | null {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return 'a schema must be a JSON object';
  try {
    createAjv().compile(schema);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
