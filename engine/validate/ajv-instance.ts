import Ajv2020 from 'ajv/dist/2020.js';
import type { Options } from 'ajv';
import addFormats from 'ajv-formats';

/** The project's JSON Schema dialect. */
export const SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';

/**
 * One ajv configuration for the whole project: draft 2020-12, strict (typos in keywords fail
 * loudly at authoring time), all errors (a member sees every problem at once). ajv has no cap on
 * that list: `validateResponse` bounds its work (a list answer is checked up to one entry past its
 * `maxItems`) and what it returns (MAX_RESPONSE_ERRORS), and the server bounds the payload first.
 */
export function createAjv(options: Options = {}): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, allErrors: true, ...options });
  // ajv-formats ships CJS typings; its default export is the plugin function
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  return ajv;
}

/** ajv, twice: definitions compile strictly; the renderer's generic checks leniently (RJSF builds sub-schemas, which must never throw mid-render). */
export interface SchemaCompilers {
  strict: Ajv2020;
  lenient: Ajv2020;
}

export function createCompilers(): SchemaCompilers {
  return { strict: createAjv(), lenient: createAjv({ strict: false }) };
}
