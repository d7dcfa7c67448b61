import type { ValidateFunction } from 'ajv';
import type Ajv2020 from 'ajv/dist/2020.js';
import { canonicalJson } from '../definition/canonical-json.ts';
import { sha256Hex } from '../definition/sha256.ts';
import { createAjv } from './ajv-instance.ts';

// Compiled validators by content hash of the schema: the same schema text compiles once, whichever
// object it arrives in (a fresh copy from Firestore, a renderer re-render, another definition version).
// Definitions are compiled strictly (validateDefinition already proved they compile); generic checks
// from the renderer get a lenient instance so a sub-schema RJSF builds can never throw mid-render.
const strictAjv = createAjv();
const lenientAjv = createAjv({ strict: false });

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

/** The compiled validator for a schema, compiling it only if no equal schema is in the cache. */
export function compiledValidator(schema: object, rootSchema?: object, strict = true): ValidateFunction {
  const rootKey = rootSchema ?? schema;
  const objectCache = strict ? byObject : byObjectLenient;
  const known = objectCache.get(schema)?.get(rootKey);
  if (known) return known;
  const effective = withRootDefinitions(schema, rootSchema);
  // $id would clash in ajv's registry when an equal schema is compiled again under a new hash
  const { $id: _ignored, ...withoutId } = effective as Record<string, unknown>;
  const hash = (strict ? 'strict:' : 'lenient:') + sha256Hex(canonicalJson(withoutId));
  let validate = cached(hash);
  if (!validate) {
    const ajv = strict ? strictAjv : lenientAjv;
    try {
      validate = ajv.compile(withoutId);
    } catch (error) {
      // ajv registers a schema before compiling it: a failed compile would otherwise stay there
      ajv.removeSchema(withoutId);
      throw error;
    }
    compileCount++;
    remember(hash, { validate, compiled: withoutId, ajv });
  }
  let inner = objectCache.get(schema);
  if (!inner) objectCache.set(schema, (inner = new WeakMap()));
  inner.set(rootKey, validate);
  return validate;
}

/** True when data is valid against schema. Compiles each distinct schema once per process. */
export function isValidAgainst(schema: object, data: unknown, rootSchema?: object): boolean {
  return compiledValidator(schema, rootSchema, false)(data) === true;
}
