import type { ValidateFunction } from 'ajv';
import { canonicalJson } from '../definition/canonical-json.ts';
import { sha256Hex } from '../definition/sha256.ts';
import { createAjv } from './ajv-instance.ts';

// Compiled validators by content hash of the schema: the same schema text compiles once, whichever
// object it arrives in (a fresh copy from Firestore, a renderer re-render, another definition version).
// Definitions are compiled strictly (validateDefinition already proved they compile); generic checks
// from the renderer get a lenient instance so a sub-schema RJSF builds can never throw mid-render.
const strictAjv = createAjv();
const lenientAjv = createAjv({ strict: false });
const byHash = new Map<string, ValidateFunction>();
// Fast path for the common case of the very same object being checked again (RJSF does this a lot).
const byObject = new WeakMap<object, WeakMap<object, ValidateFunction>>();
const byObjectLenient = new WeakMap<object, WeakMap<object, ValidateFunction>>();
let compileCount = 0;

/** How many schemas this process has compiled (tests use it to prove the cache works). */
export function compiledSchemaCount(): number {
  return compileCount;
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

/** The compiled validator for a schema, compiling it only if no equal schema was compiled before. */
export function compiledValidator(schema: object, rootSchema?: object, strict = true): ValidateFunction {
  const rootKey = rootSchema ?? schema;
  const objectCache = strict ? byObject : byObjectLenient;
  const cached = objectCache.get(schema)?.get(rootKey);
  if (cached) return cached;
  const effective = withRootDefinitions(schema, rootSchema);
  // $id would clash in ajv's registry when an equal schema is compiled again under a new hash
  const { $id: _ignored, ...withoutId } = effective as Record<string, unknown>;
  const hash = (strict ? 'strict:' : 'lenient:') + sha256Hex(canonicalJson(withoutId));
  let validate = byHash.get(hash);
  if (!validate) {
    validate = (strict ? strictAjv : lenientAjv).compile(withoutId);
    compileCount++;
    byHash.set(hash, validate);
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
