/**
 * Reading and rewriting the parts of a question's schema the property panel edits: its choices
 * (oneOf const/title, on the field or on an array's items), limits and messages. Pure functions
 * returning new objects (the input is never changed), so each result can go straight into an edit.
 */
import type { FormDefinition, JsonSchemaObject, JsonValue } from '@engine';

/** One answer a member can pick: the stored value and the words they see. */
export interface Choice {
  value: string | number;
  label: string;
}

/** The schema holding a question's choices: the items of a multiple-choice list, else the field itself. */
function choiceHolder(schema: JsonSchemaObject): JsonSchemaObject {
  return schema.type === 'array' && typeof schema.items === 'object' ? schema.items : schema;
}

const isChoiceValue = (v: unknown): v is string | number => typeof v === 'string' || typeof v === 'number';

/** The choices of a question (oneOf consts, or a plain enum), or null when it has none. */
export function choicesOf(schema: JsonSchemaObject | undefined): Choice[] | null {
  if (!schema) return null;
  const holder = choiceHolder(schema);
  if (Array.isArray(holder.oneOf)) {
    const choices = holder.oneOf
      .filter((option) => isChoiceValue(option.const))
      .map((option) => ({ value: option.const as string | number, label: option.title ?? String(option.const) }));
    return choices;
  }
  if (Array.isArray(holder.enum)) return holder.enum.filter(isChoiceValue).map((value) => ({ value, label: String(value) }));
  return null;
}

/** Whether a question's stored values are numbers (rating scales, number questions). */
export function hasNumericValues(schema: JsonSchemaObject | undefined): boolean {
  if (!schema) return false;
  const type = choiceHolder(schema).type;
  return type === 'integer' || type === 'number';
}

/** The schema with these choices (as oneOf const/title; a plain enum becomes oneOf so labels can differ). */
export function withChoices(schema: JsonSchemaObject, choices: Choice[]): JsonSchemaObject {
  const oneOf = choices.map((c) => ({ const: c.value, title: c.label }));
  const holder = choiceHolder(schema);
  const { enum: _enum, ...rest } = holder;
  const next = { ...rest, oneOf };
  return holder === schema ? next : { ...schema, items: next };
}

/** A value no other choice has, for a new choice ("option-3", or the next whole number). */
export function newChoiceValue(choices: Choice[], numeric: boolean): string | number {
  if (numeric) {
    const numbers = choices.map((c) => c.value).filter((v): v is number => typeof v === 'number');
    return numbers.length ? Math.max(...numbers) + 1 : 0;
  }
  const taken = new Set(choices.map((c) => String(c.value)));
  let n = choices.length + 1;
  while (taken.has(`option-${n}`)) n++;
  return `option-${n}`;
}

/** Why a choice's value cannot be used (blank, not a whole number, taken), or null when it can. */
export function choiceValueProblem(text: string, index: number, choices: Choice[], numeric: boolean): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'Give this choice a value';
  if (numeric && !/^-?\d+$/.test(trimmed)) return 'The value must be a whole number';
  const value = numeric ? Number(trimmed) : trimmed;
  if (choices.some((c, i) => i !== index && c.value === value)) return `Another choice already has the value "${trimmed}"`;
  return null;
}

/** Move one item of a list to another index (a new array). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(next.length, to)), 0, item as T);
  return next;
}

/** A schema with a keyword set, or removed when the value is undefined / blank. */
export function withKeyword(schema: JsonSchemaObject, keyword: string, value: unknown): JsonSchemaObject {
  const { [keyword]: _old, ...rest } = schema;
  return value === undefined || value === '' ? rest : { ...rest, [keyword]: value };
}

type UiOptions = Record<string, unknown> & { messages?: Record<string, string> };

/** A question's uiSchema `ui:options`. */
export function uiOptionsOf(uiSchema: Record<string, unknown> | undefined): UiOptions {
  const options = uiSchema?.['ui:options'];
  return typeof options === 'object' && options !== null ? (options as UiOptions) : {};
}

/** The member-facing message for a JSON Schema keyword (uiSchema `ui:options.messages`). */
export function messageFor(uiSchema: Record<string, unknown> | undefined, keyword: string): string {
  return uiOptionsOf(uiSchema).messages?.[keyword] ?? '';
}

/** The uiSchema with a keyword's message set (blank removes it, and empty containers go too); null = no uiSchema left. */
export function withMessage(
  uiSchema: Record<string, unknown> | undefined,
  keyword: string,
  message: string,
): Record<string, unknown> | null {
  const options = uiOptionsOf(uiSchema);
  const { [keyword]: _old, ...otherMessages } = options.messages ?? {};
  const messages = message === '' ? otherMessages : { ...otherMessages, [keyword]: message };
  const { messages: _m, ...otherOptions } = options;
  const nextOptions = Object.keys(messages).length ? { ...otherOptions, messages } : otherOptions;
  const { 'ui:options': _o, ...rest } = uiSchema ?? {};
  const next = Object.keys(nextOptions).length ? { ...rest, 'ui:options': nextOptions } : rest;
  return Object.keys(next).length ? next : null;
}

/** Why a pattern cannot be used as JSON Schema `pattern` (ajv compiles it with the u flag), or null. */
export function patternProblem(pattern: string): string | null {
  try {
    new RegExp(pattern, 'u');
    return null;
  } catch (error) {
    return `This pattern is not a valid regular expression: ${(error as Error).message}`;
  }
}

/** The questions of a definition in the order a member meets them (sections first, then any left over). */
export function fieldsInOrder(def: FormDefinition): string[] {
  const all = Object.keys(def.schema.properties ?? {});
  const placed = (def.sections ?? []).flatMap((s) => s.fields).filter((f) => f in (def.schema.properties ?? {}));
  const seen = new Set(placed);
  return [...placed, ...all.filter((f) => !seen.has(f))];
}

/** The title a question shows, or its variable name when it has none. */
export function titleOf(def: FormDefinition, field: string): string {
  const title = def.schema.properties?.[field]?.title;
  return typeof title === 'string' && title.trim() !== '' ? title : field;
}

/** A number question's ends when it has both (a slider always does), as values it can take. */
const numberEnds = (s: JsonSchemaObject | undefined): number[] =>
  s && typeof s.minimum === 'number' && typeof s.maximum === 'number' ? [s.minimum, s.maximum] : [];

/** The lowest and highest numeric choice (or a slider's ends) across these questions (an item range hint), or null. */
export function numericChoiceRange(schemas: (JsonSchemaObject | undefined)[]): { min: number; max: number } | null {
  const values = schemas.flatMap((s) => choicesOf(s)?.map((c) => c.value) ?? numberEnds(s)).filter((v): v is number => typeof v === 'number');
  return values.length ? { min: Math.min(...values), max: Math.max(...values) } : null;
}

/** A JsonValue shown as words for a choice question (its label), else as typed. */
export function valueLabel(schema: JsonSchemaObject | undefined, value: JsonValue): string {
  const choice = choicesOf(schema)?.find((c) => c.value === value);
  if (choice) return choice.label;
  if (value === true) return 'ticked';
  if (value === false) return 'not ticked';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
