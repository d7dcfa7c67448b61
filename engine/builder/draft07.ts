/**
 * Draft-07 (and RJSF's `enumNames`) to JSON Schema draft 2020-12, keyword by keyword, so an imported
 * schema means what it meant: `definitions`→`$defs` (with `$ref`s rewritten), `dependencies`→
 * `dependentRequired`/`dependentSchemas`, tuple `items`→`prefixItems` (+ `additionalItems`→`items`),
 * `enum` + `enumNames`→`oneOf` of `{const, title}`, `$id: "#name"`→`$anchor`. Everything else is
 * copied as written, in the order written. The input is never changed.
 */
import { SCHEMA_DIALECT } from '../validate/ajv-instance.ts';
import { isRecord } from '../read/is-record.ts';

type Node = Record<string, unknown>;

/** What the conversion reports: a JSON pointer into the schema and what was done there, or why it cannot be. */
export interface ConversionReport {
  notes: { path: string; message: string }[];
  problems: { path: string; message: string }[];
}

/** Keywords whose value is a map of name → schema. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);
/** Keywords whose value is one schema. */
const SCHEMA_VALUES = new Set([
  'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames',
  'unevaluatedItems', 'unevaluatedProperties', 'contentSchema',
]);
/** Keywords whose value is a list of schemas. */
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
/** Keywords that only annotate: beside a draft-07 `$ref` they changed nothing either way. */
const ANNOTATIONS = new Set(['title', 'description', 'default', 'examples', '$comment', 'readOnly', 'writeOnly', '$id', '$schema', 'definitions', '$defs']);

function escapeSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function unescapeSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/**
 * The 2020-12 spelling of a local `$ref` ("#/definitions/a/items/0" → "#/$defs/a/prefixItems/0"),
 * found by walking the original schema so a property that happens to be called "definitions" is
 * left alone. Remote and anchor references are returned unchanged.
 */
export function translatePointer(root: unknown, ref: string): string {
  if (!ref.startsWith('#/')) return ref;
  const segments = ref.slice(2).split('/');
  const out: string[] = [];
  let node: unknown = root;
  let mode: 'schema' | 'name' | 'opaque' = 'schema';
  for (let i = 0; i < segments.length; i++) {
    const raw = segments[i]!;
    const key = unescapeSegment(raw);
    const here = isRecord(node) ? node : undefined;
    if (mode === 'opaque') {
      out.push(raw);
      continue;
    }
    if (mode === 'name') {
      out.push(raw);
      node = Array.isArray(node) ? node[Number(key)] : here?.[key];
      mode = 'schema';
      continue;
    }
    if (key === 'definitions' || SCHEMA_MAPS.has(key)) {
      out.push(key === 'definitions' ? '$defs' : raw);
      mode = 'name';
    } else if (key === 'dependencies') {
      const next = unescapeSegment(segments[i + 1] ?? '');
      const value = isRecord(here?.dependencies) ? (here.dependencies as Node)[next] : undefined;
      out.push(Array.isArray(value) ? 'dependentRequired' : 'dependentSchemas');
      mode = 'name';
    } else if (key === 'items') {
      const tuple = Array.isArray(here?.items);
      out.push(tuple ? 'prefixItems' : 'items');
      mode = tuple ? 'name' : 'schema';
    } else if (key === 'additionalItems' && Array.isArray(here?.items)) {
      out.push('items');
    } else if (SCHEMA_LISTS.has(key)) {
      out.push(raw);
      mode = 'name';
    } else if (SCHEMA_VALUES.has(key)) {
      out.push(raw);
    } else {
      out.push(raw);
      mode = 'opaque';
    }
    node = here?.[key];
  }
  return `#/${out.join('/')}`;
}

interface Walk {
  root: unknown;
  report: ConversionReport;
}

function convertMap(value: unknown, path: string, walk: Walk): unknown {
  if (!isRecord(value)) return value;
  const out: Node = {};
  for (const [name, schema] of Object.entries(value)) out[name] = convertNode(schema, `${path}/${escapeSegment(name)}`, walk);
  return out;
}

function convertList(value: unknown, path: string, walk: Walk): unknown {
  return Array.isArray(value) ? value.map((schema, i) => convertNode(schema, `${path}/${i}`, walk)) : value;
}

/** `enum` + RJSF's `enumNames` as the `oneOf` of titled constants the builder edits. */
function enumWithNames(node: Node, path: string, walk: Walk): Node[] | null {
  const values = node.enum;
  const names = node.enumNames;
  if (!Array.isArray(values) || !Array.isArray(names) || node.oneOf !== undefined) return null;
  walk.report.notes.push({ path, message: 'enum + enumNames became a oneOf of {const, title} choices' });
  return values.map((value, i) => {
    const name = names[i];
    return { const: value, title: typeof name === 'string' ? name : String(value) };
  });
}

function mergeInto(out: Node, key: string, entries: Node, path: string, walk: Walk): void {
  const existing = isRecord(out[key]) ? (out[key] as Node) : {};
  for (const name of Object.keys(entries)) {
    if (name in existing) walk.report.problems.push({ path, message: `"${name}" is defined both in ${key} and in its draft-07 spelling: keep one` });
  }
  out[key] = { ...existing, ...entries };
}

function convertNode(node: unknown, path: string, walk: Walk): unknown {
  if (!isRecord(node)) return node;
  const out: Node = {};
  const tuple = Array.isArray(node.items);
  const oneOfFromEnum = enumWithNames(node, path, walk);
  if (typeof node.$ref === 'string' && Object.keys(node).some((k) => k !== '$ref' && !ANNOTATIONS.has(k))) {
    walk.report.notes.push({
      path,
      message: 'keywords beside $ref were ignored by draft-07 validators; in 2020-12 they apply, as RJSF already applied them',
    });
  }
  for (const [key, value] of Object.entries(node)) {
    const at = `${path}/${escapeSegment(key)}`;
    if (key === 'definitions') {
      mergeInto(out, '$defs', convertMap(value, at, walk) as Node, at, walk);
      walk.report.notes.push({ path: at, message: 'definitions became $defs (references rewritten)' });
    } else if (key === '$defs' || key === 'dependentSchemas' || key === 'dependentRequired') {
      mergeInto(out, key, (key === 'dependentRequired' ? value : convertMap(value, at, walk)) as Node, at, walk);
    } else if (key === 'dependencies' && isRecord(value)) {
      const required: Node = {};
      const schemas: Node = {};
      for (const [name, dependency] of Object.entries(value)) {
        if (Array.isArray(dependency)) required[name] = dependency;
        else schemas[name] = convertNode(dependency, `${at}/${escapeSegment(name)}`, walk);
      }
      if (Object.keys(required).length > 0) mergeInto(out, 'dependentRequired', required, at, walk);
      if (Object.keys(schemas).length > 0) mergeInto(out, 'dependentSchemas', schemas, at, walk);
      walk.report.notes.push({ path: at, message: 'dependencies became dependentRequired/dependentSchemas' });
    } else if (key === 'items' && tuple) {
      out.prefixItems = convertList(value, at, walk);
      if (node.additionalItems !== undefined) out.items = convertNode(node.additionalItems, `${path}/additionalItems`, walk);
      walk.report.notes.push({ path: at, message: 'tuple items became prefixItems (additionalItems became items)' });
    } else if (key === 'additionalItems') {
      if (!tuple) walk.report.notes.push({ path: at, message: 'additionalItems without tuple items had no effect and was left out' });
    } else if (key === 'enum' && oneOfFromEnum) {
      out.oneOf = oneOfFromEnum;
    } else if (key === 'enumNames') {
      if (!oneOfFromEnum) walk.report.notes.push({ path: at, message: 'enumNames without a matching enum had no effect and was left out' });
    } else if (key === '$ref' && typeof value === 'string') {
      out.$ref = translatePointer(walk.root, value);
    } else if (key === '$id' && typeof value === 'string' && /^#[A-Za-z_][-A-Za-z0-9._]*$/.test(value)) {
      out.$anchor = value.slice(1);
      walk.report.notes.push({ path: at, message: `$id "${value}" became $anchor "${value.slice(1)}"` });
    } else if (key === '$schema' && path !== '') {
      walk.report.notes.push({ path: at, message: 'a $schema inside the schema was left out: the form declares draft 2020-12 once' });
    } else if (SCHEMA_MAPS.has(key)) {
      out[key] = convertMap(value, at, walk);
    } else if (SCHEMA_LISTS.has(key)) {
      out[key] = convertList(value, at, walk);
    } else if (key === 'items' || SCHEMA_VALUES.has(key)) {
      out[key] = convertNode(value, at, walk);
    } else {
      out[key] = value;
    }
  }
  return out;
}

const KNOWN_DIALECTS = new Set([
  SCHEMA_DIALECT,
  'http://json-schema.org/draft-07/schema#',
  'http://json-schema.org/draft-07/schema',
  'https://json-schema.org/draft-07/schema',
  'https://json-schema.org/draft-07/schema#',
]);

/**
 * A schema in draft 2020-12 with the same meaning as `schema` (draft-07 or 2020-12). `$schema` is
 * set to 2020-12 (first key when it was absent). Notes say what changed; problems say what cannot
 * be converted. A new object: the input is not changed.
 */
export function toDraft2020(schema: Node): { schema: Node; report: ConversionReport } {
  const report: ConversionReport = { notes: [], problems: [] };
  const declared = schema.$schema;
  if (declared !== undefined && declared !== SCHEMA_DIALECT) {
    if (typeof declared === 'string' && KNOWN_DIALECTS.has(declared)) report.notes.push({ path: '/$schema', message: 'draft-07 schema converted to draft 2020-12' });
    else report.notes.push({ path: '/$schema', message: `unknown dialect ${JSON.stringify(declared)}: read as draft-07 and converted to draft 2020-12` });
  }
  const converted = convertNode(schema, '', { root: schema, report }) as Node;
  const out: Node = declared === undefined ? { $schema: SCHEMA_DIALECT, ...converted } : converted;
  out.$schema = SCHEMA_DIALECT;
  return { schema: out, report };
}
