import type { ErrorObject } from 'ajv';
import type { FieldError, FormDefinition, JsonSchemaObject, ResponseValidation } from '../definition/types.ts';
import { visibleFields } from '../definition/conditions.ts';
import { isRecord } from '../read/is-record.ts';
import { isUnanswered, visibleData } from './effective-schema.ts';
import { fieldErrorMessage, type FieldContext } from './friendly-messages.ts';
import { compiledValidator } from './validator-cache.ts';
import { brokenChecks } from './cross-checks.ts';
import { withCalculatedValues } from '../calculate/calculated-values.ts';

/** The section summary shown above a step with unanswered questions. */
export const SECTION_INCOMPLETE_MESSAGE = 'Answer every question in this section';

/**
 * The most errors one validation returns: the first ones in the order the form reads (a step's own
 * errors come before later steps', so a member still sees every problem of the step they are on).
 * Bounds what the server sends back, whatever it was sent.
 */
export const MAX_RESPONSE_ERRORS = 50;

interface FormLayout {
  sectionOf: Map<string, string>;
  /** position of each field in the form (sections first, then schema order) for stable error order */
  order: Map<string, number>;
}

const layouts = new WeakMap<FormDefinition, FormLayout>();

function layoutOf(def: FormDefinition): FormLayout {
  const known = layouts.get(def);
  if (known) return known;
  const sectionOf = new Map<string, string>();
  const order = new Map<string, number>();
  for (const section of def.sections ?? []) {
    for (const field of section.fields) {
      sectionOf.set(field, section.id);
      order.set(field, order.size);
    }
  }
  for (const field of Object.keys(def.schema.properties ?? {})) if (!order.has(field)) order.set(field, order.size);
  const layout = { sectionOf, order };
  layouts.set(def, layout);
  return layout;
}

function fieldContext(def: FormDefinition, field: string): FieldContext {
  const ui = (def.uiSchema?.[field] ?? {}) as Record<string, unknown>;
  const options = (ui['ui:options'] ?? {}) as Record<string, unknown>;
  return {
    schema: def.schema.properties?.[field] as JsonSchemaObject | undefined,
    widget: typeof ui['ui:widget'] === 'string' ? ui['ui:widget'] : undefined,
    messages: options.messages as Record<string, string> | undefined,
    uiSchema: ui,
  };
}

/** Which field an ajv error is about (data is flat, so it is the first segment of the path). */
function errorField(error: ErrorObject): string | null {
  const params = error.params as Record<string, unknown>;
  const first = error.instancePath.split('/')[1];
  // inside an answer (a repeating group's entry) the error is about that answer, whatever it names
  if (!first && error.keyword === 'required') return String(params.missingProperty);
  if (!first && error.keyword === 'additionalProperties') return String(params.additionalProperty);
  return first ? first.replace(/~1/g, '/').replace(/~0/g, '~') : null;
}

/**
 * A message for an error inside an answer (a repeating group's entry), naming the entry and the
 * part of it: "Entry 2: fill in Name". Null when the error is about the answer as a whole.
 */
function innerMessage(error: ErrorObject, schema: JsonSchemaObject | undefined): string | null {
  const [, , index, inner] = error.instancePath.split('/');
  if (index === undefined || !/^\d+$/.test(index)) return null;
  const entry = `Entry ${Number(index) + 1}`;
  const items = (typeof schema?.items === 'object' ? schema.items : undefined) as JsonSchemaObject | undefined;
  const name = inner ?? (error.keyword === 'required' ? String((error.params as Record<string, unknown>).missingProperty) : undefined);
  if (name === undefined) return `${entry}: ${fieldErrorMessage(error, { schema: items, widget: undefined, messages: undefined })}`;
  const part = items?.properties && Object.hasOwn(items.properties, name) ? items.properties[name] : undefined;
  const label = part?.title ?? name;
  if (error.keyword === 'required') return `${entry}: fill in ${label}`;
  return `${entry}, ${label}: ${fieldErrorMessage(error, { schema: part, widget: undefined, messages: undefined })}`;
}

/** Of several errors on one field, the one a member should see: missing first, then the outermost rule. */
function mostUseful(errors: ErrorObject[]): ErrorObject {
  const rank = (e: ErrorObject): number => (e.keyword === 'required' ? 0 : e.keyword === 'type' ? 1 : 2);
  return [...errors].sort((a, b) => rank(a) - rank(b) || a.schemaPath.length - b.schemaPath.length)[0]!;
}

/**
 * What ajv is given of an answer: a list longer than its `maxItems` is cut to one entry past it,
 * a text far longer than its `maxLength` to two UTF-16 units per allowed character plus two (so
 * still more characters than allowed, however many are surrogate pairs), inside repeating groups
 * too. Both stay invalid, with the same messages, and ajv's work (formats and patterns included)
 * follows the form's limits, not the payload's size. Unchanged parts keep their identity.
 */
function bounded(schema: JsonSchemaObject | undefined, value: unknown): unknown {
  if (schema === undefined) return value;
  if (typeof value === 'string') {
    const keep = typeof schema.maxLength === 'number' ? 2 * (schema.maxLength + 1) : Infinity;
    return value.length > keep ? value.slice(0, keep) : value;
  }
  if (Array.isArray(value)) {
    const list = typeof schema.maxItems === 'number' && value.length > schema.maxItems + 1 ? value.slice(0, schema.maxItems + 1) : value;
    const items = typeof schema.items === 'object' ? schema.items : undefined;
    const inner = items ? list.map((entry) => bounded(items, entry)) : list;
    return inner.every((entry, i) => entry === value[i]) && inner.length === value.length ? value : inner;
  }
  if (isRecord(value) && schema.properties) return boundedRecord(schema.properties, value);
  return value;
}

function boundedRecord(properties: Record<string, JsonSchemaObject>, record: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | null = null;
  for (const key of Object.keys(record)) {
    if (key === '__proto__' || !Object.hasOwn(properties, key)) continue;
    const next = bounded(properties[key], record[key]);
    if (next === record[key]) continue;
    copy ??= { ...record };
    copy[key] = next;
  }
  return copy ?? record;
}

/** Question names are at most 64 characters: an unknown key is echoed no longer than that, so errors stay small. */
const NAME_ECHO = 64;
const echoed = (key: string): string => (key.length > NAME_ECHO ? `${key.slice(0, NAME_ECHO)}…` : key);

const unknownFieldMessage = (field: string): string => `"${field}" is not a question on this form, so it cannot be saved`;

interface Split {
  /** the answers to judge with the schema */
  record: Record<string, unknown>;
  /** errors for answered keys that are no question of the form, at most MAX_RESPONSE_ERRORS */
  unknown: FieldError[];
}

/**
 * Answered keys that are no question are refused here rather than by ajv when the form is closed
 * (`additionalProperties: false`, as every form the builder makes): thousands of them then cost a
 * scan, not thousands of ajv errors. An own `__proto__` (JSON.parse makes one) is refused whatever
 * the form: a copy by assignment would lose it, or take its value as a prototype.
 */
function splitUnknown(def: FormDefinition, data: Record<string, unknown>): Split {
  const known = def.schema.properties ?? {};
  const closed = def.schema.additionalProperties === false;
  const unknownKeys = Object.keys(data).filter(
    (key) => !Object.hasOwn(known, key) && (closed || key === '__proto__') && !isUnanswered(data[key]),
  );
  if (unknownKeys.length === 0 && !Object.hasOwn(data, '__proto__')) return { record: data, unknown: [] };
  const refused = new Set([...unknownKeys, '__proto__']);
  const record: Record<string, unknown> = {};
  for (const key of Object.keys(data)) if (!refused.has(key)) record[key] = data[key];
  const unknown = unknownKeys.slice(0, MAX_RESPONSE_ERRORS).map((key) => ({ field: echoed(key), message: unknownFieldMessage(echoed(key)) }));
  return { record, unknown };
}

/**
 * Validate a member's answers against a definition. Hidden fields (condition false) are not
 * required and their stale answers are ignored; blank answers count as unanswered; unknown
 * properties are rejected; calculated questions are worked out again (never taken as sent); the form's checks across questions are decided on the answers that count
 * (`brokenChecks`). Messages are written for members, one per field, plus one summary per
 * section with unanswered questions; at most MAX_RESPONSE_ERRORS of them, in form order.
 */
export function validateResponse(def: FormDefinition, data: unknown): ResponseValidation {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { valid: false, errors: [{ field: null, message: 'The answers could not be read. Please try again.' }] };
  }
  const { record: given, unknown } = splitUnknown(def, data as Record<string, unknown>);
  // calculated questions are worked out here, whatever value was sent for them
  const record = withCalculatedValues(def, given);
  const visible = visibleFields(def, record);
  const answers = boundedRecord(def.schema.properties ?? {}, visibleData(def, record, visible));
  const validate = compiledValidator(def.schema);
  const schemaValid = validate(answers);
  if (schemaValid && unknown.length === 0 && (def.checks ?? []).length === 0) return { valid: true, errors: [] };

  const byField = new Map<string | null, ErrorObject[]>();
  for (const error of schemaValid ? [] : (validate.errors ?? [])) {
    const field = errorField(error);
    // a hidden field is absent from the answers, so a 'required' error on it is not the member's problem
    if (error.keyword === 'required' && field !== null && !visible.has(field)) continue;
    const list = byField.get(field) ?? [];
    list.push(error);
    byField.set(field, list);
  }

  const { sectionOf, order } = layoutOf(def);
  // a question whose answer is wrong on its own is left out of the checks across questions
  const broken = brokenChecks(def, answers, order, (field) => byField.has(field));
  if (byField.size === 0 && broken.length === 0 && unknown.length === 0) return { valid: true, errors: [] };
  const known = def.schema.properties ?? {};
  const errors: FieldError[] = [...unknown];
  const incompleteSections = new Set<string>();
  for (const [field, list] of byField) {
    const error = mostUseful(list);
    if (field === null) {
      errors.push({ field: null, message: 'Some answers could not be accepted. Please check the form.' });
      continue;
    }
    if (!Object.hasOwn(known, field)) {
      errors.push({ field: echoed(field), message: unknownFieldMessage(echoed(field)) });
      continue;
    }
    const section = sectionOf.get(field);
    if (error.keyword === 'required' && error.instancePath === '' && section) incompleteSections.add(section);
    const context = fieldContext(def, field);
    const message = innerMessage(error, context.schema) ?? fieldErrorMessage(error, context);
    errors.push(section ? { field, section, message } : { field, message });
  }
  for (const { field, message } of broken) {
    const section = sectionOf.get(field);
    errors.push(section ? { field, section, message } : { field, message });
  }
  for (const section of incompleteSections) {
    errors.push({ field: null, section, message: SECTION_INCOMPLETE_MESSAGE });
  }

  const sectionIndex = new Map((def.sections ?? []).map((s, i) => [s.id, i]));
  const position = (e: FieldError): number => {
    if (e.field === null) {
      // a section summary sorts just before that section's first field; form-level errors first
      return e.section ? (sectionIndex.get(e.section) ?? 0) * 1e6 - 0.5 : -1;
    }
    const section = e.section ? (sectionIndex.get(e.section) ?? 0) : 0;
    return section * 1e6 + (order.get(e.field) ?? 1e5);
  };
  errors.sort((a, b) => position(a) - position(b));
  // only 'required' errors on hidden fields may have been dropped: then the answers are valid
  return { valid: errors.length === 0, errors: errors.slice(0, MAX_RESPONSE_ERRORS) };
}
