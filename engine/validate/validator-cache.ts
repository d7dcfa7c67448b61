import type { ValidateFunction } from 'ajv';
import type Ajv2020 from 'ajv/dist/2020.js';
import type { JsonSchemaObject } from '../definition/types.ts';
import { canonicalJson } from '../definition/canonical-json.ts';
import { sha256Hex } from '../definition/sha256.ts';
import { schemaCompilers } from './schema-compilers.ts';
import { checkSimpleSchema } from './simple-schema.ts';

// Compiled validators by content hash of the schema: the same schema text compiles once, whichever
// object it arrives in (a fresh copy from Firestore, a renderer re-render, another definition version).
// Definitions are compiled strictly (validateDefinition already proved they compile); generic checks
// from the renderer get a lenient instance so a sub-schema RJSF builds can never throw mid-render.
// The compilers come from schema-compilers.ts (in the web app, loaded on demand); validators
// compiled at build time (the committed forms') are registered by key and never compiled here.

/** Thrown when a schema must be compiled in a browser that has not loaded the compiler yet. */
export const SCHEMA_COMPILER_NOT_LOADED = 'The JSON Schema compiler is not loaded: call loadSchemaCompilers() before validating this form.';

/**
 * How many compiled schemas are kept. A builder session compiles a new schema after every edit
 * (debounced), so without a bound the cache, and ajv's own registry, would grow for the whole session.
 */
export const VALIDATOR_CACHE_SIZE = 200;

interface CacheEntry {
  validate: ValidateFunction;
  /** the object ajv compiled (its registry is keyed by it, so eviction can release it) */
  compiled: object;
  ajv: Ajv2020;
}

// Least recently used first: a Map iterates in insertion order, and a hit is re-inserted at the end.
const byHash = new Map<string, CacheEntry>();
// Fast path for the common case of the very same object being checked again (RJSF does this a lot).
// Weak, so it never keeps a schema (or its validator) alive by itself.
const byObject = new WeakMap<object, WeakMap<object, ValidateFunction>>();
const byObjectLenient = new WeakMap<object, WeakMap<object, ValidateFunction>>();
let compileCount = 0;

/** How many schemas this process has compiled (tests use it to prove the cache works). */
export function compiledSchemaCount(): number {
  return compileCount;
}

/** How many compiled schemas the cache holds now (never more than VALIDATOR_CACHE_SIZE). */
export function cachedSchemaCount(): number {
  return byHash.size;
}

/** Merge the root's definitions into a sub-schema so local `#/$defs/...` references resolve. */
function withRootDefinitions(schema: object, rootSchema: object | undefined): object {
  if (!rootSchema || rootSchema === schema) return schema;
  const root = rootSchema as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...(schema as Record<string, unknown>) };
  if (root.$defs !== undefined && merged.$defs === undefined) merged.$defs = root.$defs;
  if (root.definitions !== undefined && merged.definitions === undefined) merged.definitions = root.definitions;
  return merged;
}

function cached(hash: string): ValidateFunction | undefined {
  const entry = byHash.get(hash);
  if (!entry) return undefined;
  byHash.delete(hash);
  byHash.set(hash, entry);
  return entry.validate;
}

function remember(hash: string, entry: CacheEntry): void {
  byHash.set(hash, entry);
  while (byHash.size > VALIDATOR_CACHE_SIZE) {
    const [oldestHash, oldest] = byHash.entries().next().value as [string, CacheEntry];
    byHash.delete(oldestHash);
    oldest.ajv.removeSchema(oldest.compiled);
  }
}

// (a $id would clash in ajv's registry when an equal schema is compiled again under a new hash)
function withoutId(schema: object, rootSchema: object | undefined): Record<string, unknown> {
  const { $id: _ignored, ...rest } = withRootDefinitions(schema, rootSchema) as Record<string, unknown>;
  return rest;
}

/**
 * The key a validator is cached under: the compile mode and the SHA-256 of the schema's canonical
 * JSON (with its root's definitions, without `$id`). The build computes the same key for the
 * validators it compiles ahead (registerPrecompiledValidator).
 */
export function validatorKey(schema: object, rootSchema?: object, strict = true): string {
  return keyOf(withoutId(schema, rootSchema), strict);
}

const keyOf = (withoutIdSchema: object, strict: boolean): string => (strict ? 'strict:' : 'lenient:') + sha256Hex(canonicalJson(withoutIdSchema));

const precompiled = new Map<string, ValidateFunction>();

/** A validator compiled ahead (ajv standalone code) for the schema with this key: used instead of compiling it. */
export function registerPrecompiledValidator(key: string, validate: ValidateFunction): void {
  precompiled.set(key, validate);
}

/** The compiled validator for a schema, compiling it only if no equal schema is in the cache. */
export function compiledValidator(schema: object, rootSchema?: object, strict = true): ValidateFunction {
  const rootKey = rootSchema ?? schema;
  const objectCache = strict ? byObject : byObjectLenient;
  const known = objectCache.get(schema)?.get(rootKey);
  if (known) return known;
  const withoutIdSchema = withoutId(schema, rootSchema);
  const hash = keyOf(withoutIdSchema, strict);
  let validate = cached(hash) ?? precompiled.get(hash);
  if (!validate) {
    const compilers = schemaCompilers();
    if (!compilers) throw new Error(SCHEMA_COMPILER_NOT_LOADED);
    const ajv = strict ? compilers.strict : compilers.lenient;
    try {
      validate = ajv.compile(withoutIdSchema);
    } catch (error) {
      // ajv registers a schema before compiling it: a failed compile would otherwise stay there
      ajv.removeSchema(withoutIdSchema);
      throw error;
    }
    compileCount++;
    remember(hash, { validate, compiled: withoutIdSchema, ajv });
  }
  let inner = objectCache.get(schema);
  if (!inner) objectCache.set(schema, (inner = new WeakMap()));
  inner.set(rootKey, validate);
  return validate;
}

/**
 * True when data is valid against schema. A schema of only const/enum/type over plain values is
 * answered without compiling (simple-schema.ts: the same answer ajv gives); any other compiles
 * once per process.
 */
export function isValidAgainst(schema: object, data: unknown, rootSchema?: object): boolean {
  const simple = checkSimpleSchema(schema as JsonSchemaObject, data);
  if (simple !== undefined) return simple;
  return compiledValidator(schema, rootSchema, false)(data) === true;
}
