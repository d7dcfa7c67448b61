/**
 * The meta-schema check, incremental. The definition's frame (id, title, schema, the containers) is
 * checked whole; each question's uiSchema, each section, condition, scale and flag is checked on
 * its own and the result remembered for that very object. Builder edits copy only what they change
 * (unchanged parts keep their identity), so after an edit only the changed parts are checked again:
 * a 300-question form costs about the frame, not the whole meta-schema.
 * The errors are the same as checking the whole meta-schema at once (tests compare the two).
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import { createAjv } from '../validate/ajv-instance.ts';
import { escapePointer } from './cross-references.ts';
import { formDefinitionMetaSchema } from './meta-schema.ts';

type SchemaNode = Record<string, unknown>;

const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);

const isRefTo = (node: unknown, def: string): boolean =>
  isNode(node) && Object.keys(node).length === 1 && node.$ref === `#/$defs/${def}`;

type PartName = 'uiEntry' | 'section' | 'condition' | 'scale' | 'flag';

interface Plan {
  /** the whole meta-schema (builder variant), for reference and tests */
  whole: SchemaNode;
  /** the meta-schema with the split-off parts accepting anything */
  frame: SchemaNode;
  /** the `$defs` each split-off part is checked against */
  parts: Partial<Record<PartName, string>>;
  /** which uiSchema keys are a question's uiSchema (the rest are `ui:` options) */
  uiEntryKey?: RegExp;
}

/** Split the meta-schema where it has the expected shape; anything unexpected stays in the frame (slower, never wrong). */
function plan(meta: Readonly<SchemaNode>): Plan {
  const whole = structuredClone(meta) as SchemaNode;
  const frame = structuredClone(whole);
  frame.$id = `${String(meta.$id ?? 'https://wellness.example/schemas/meta/form-definition')}.frame`;
  const props = frame.properties as Record<string, SchemaNode>;
  const defs = frame.$defs as Record<string, SchemaNode>;
  const parts: Plan['parts'] = {};
  let uiEntryKey: RegExp | undefined;

  if (isRefTo(props.sections?.items, 'section')) [props.sections!.items, parts.section] = [{}, 'section'];
  if (isRefTo(props.conditions?.items, 'formCondition')) [props.conditions!.items, parts.condition] = [{}, 'formCondition'];
  const ui = defs.uiSchema;
  const patterns = isNode(ui?.patternProperties) ? Object.entries(ui.patternProperties) : [];
  if (isRefTo(props.uiSchema, 'uiSchema') && patterns.length === 1 && isRefTo(patterns[0]![1], 'uiSchema')) {
    const { patternProperties: _entries, ...top } = ui!;
    props.uiSchema = top;
    parts.uiEntry = 'uiSchema';
    uiEntryKey = new RegExp(patterns[0]![0], 'u');
  }
  const scoring = defs.scoring?.properties as Record<string, SchemaNode> | undefined;
  if (isRefTo(scoring?.scales?.additionalProperties, 'scale')) [scoring!.scales!.additionalProperties, parts.scale] = [{}, 'scale'];
  if (isRefTo(scoring?.flags?.items, 'flag')) [scoring!.flags!.items, parts.flag] = [{}, 'flag'];
  return { whole, frame, parts, uiEntryKey };
}

interface Checker {
  frame: ValidateFunction;
  parts: Partial<Record<PartName, ValidateFunction>>;
  /** remembered errors per checked object, one map per part (an object could in theory be read as two parts) */
  seen: Record<PartName, WeakMap<object, ErrorObject[]>>;
  uiEntryKey?: RegExp;
}

let checker: Checker | undefined;

function build(): Checker {
  const { frame, parts, uiEntryKey } = plan(formDefinitionMetaSchema);
  const ajv = createAjv();
  const validateFrame = ajv.compile(frame);
  const compiled: Checker['parts'] = {};
  for (const [part, def] of Object.entries(parts) as [PartName, string][]) {
    compiled[part] = ajv.getSchema(`${String(frame.$id)}#/$defs/${def}`)!;
  }
  const seen = { uiEntry: new WeakMap(), section: new WeakMap(), condition: new WeakMap(), scale: new WeakMap(), flag: new WeakMap() };
  return { frame: validateFrame, parts: compiled, seen, uiEntryKey };
}

/** The whole builder meta-schema (empty sections allowed), for tests that compare against the split check. */
export function builderMetaSchema(): SchemaNode {
  return plan(formDefinitionMetaSchema).whole;
}

function errorsOf(validate: ValidateFunction, value: unknown): ErrorObject[] {
  return validate(value) ? [] : [...(validate.errors ?? [])];
}

function partErrors(c: Checker, part: PartName, value: unknown, at: string, out: ErrorObject[]): void {
  const validate = c.parts[part];
  if (!validate) return;
  let errors: ErrorObject[];
  if (isNode(value) || Array.isArray(value)) {
    const known = c.seen[part].get(value);
    errors = known ?? errorsOf(validate, value);
    if (!known) c.seen[part].set(value, errors);
  } else {
    errors = errorsOf(validate, value);
  }
  for (const error of errors) out.push({ ...error, instancePath: at + error.instancePath });
}

/** Every meta-schema error of a (possibly malformed) definition; empty when it matches. */
export function metaErrors(input: unknown): ErrorObject[] {
  const c = (checker ??= build());
  const out = errorsOf(c.frame, input);
  if (!isNode(input)) return out;
  if (Array.isArray(input.sections)) input.sections.forEach((s, i) => partErrors(c, 'section', s, `/sections/${i}`, out));
  if (Array.isArray(input.conditions)) input.conditions.forEach((s, i) => partErrors(c, 'condition', s, `/conditions/${i}`, out));
  if (isNode(input.uiSchema) && c.uiEntryKey) {
    for (const [key, entry] of Object.entries(input.uiSchema)) {
      if (c.uiEntryKey.test(key)) partErrors(c, 'uiEntry', entry, `/uiSchema/${escapePointer(key)}`, out);
    }
  }
  const scoring = input.scoring;
  if (isNode(scoring)) {
    if (isNode(scoring.scales)) {
      for (const [id, scale] of Object.entries(scoring.scales)) partErrors(c, 'scale', scale, `/scoring/scales/${escapePointer(id)}`, out);
    }
    if (Array.isArray(scoring.flags)) scoring.flags.forEach((f, i) => partErrors(c, 'flag', f, `/scoring/flags/${i}`, out));
  }
  return out;
}
