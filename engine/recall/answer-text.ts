/**
 * An answer as words a member reads in a later question: a choice's title (not its stored value),
 * a date in the UK's way (3 March 2025), a number as written; what cannot be read as words
 * (a signature, a list of records) gives null.
 */
import { isChoiceList } from '../definition/field-kind-of.ts';
import type { FormDefinition, JsonSchemaObject } from '../definition/types.ts';
import { isRecord } from '../read/is-record.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `2025-03-03` as `3 March 2025` (null when it is no calendar date). */
export function ukDate(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

function choiceTitle(schema: JsonSchemaObject | undefined, value: unknown): string | null {
  if (schema && isChoiceList(schema.oneOf)) {
    const choice = schema.oneOf.find((c) => c.const === value);
    if (choice) return choice.title ?? String(choice.const);
  }
  return null;
}

/** Whether a question's answer can be shown as words in other text (not a signature, section text or list of records). */
export function isRecallable(schema: JsonSchemaObject | undefined, ui: unknown): boolean {
  if (!schema || schema.type === 'null' || schema.type === 'object') return false;
  if (isRecord(ui) && ui['ui:widget'] === 'signature') return false;
  if (schema.type === 'array') return isRecord(schema.items) && schema.items.type !== 'object';
  return true;
}

/** The answer to `name` as words, or null when there is none to show. */
export function answerText(def: FormDefinition, name: string, value: unknown): string | null {
  const properties = def.schema.properties ?? {};
  const schema = Object.hasOwn(properties, name) ? properties[name] : undefined;
  if (value === undefined || value === null || !isRecallable(schema, def.uiSchema?.[name])) return null;
  if (Array.isArray(value)) {
    const items = isRecord(schema?.items) ? (schema.items as JsonSchemaObject) : undefined;
    const words = value.map((v) => choiceTitle(items, v) ?? (typeof v === 'string' || typeof v === 'number' ? String(v) : null));
    return words.length > 0 && words.every((w) => w !== null) ? words.join(', ') : null;
  }
  const title = choiceTitle(schema, value);
  if (title !== null) return title;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  if (schema?.format === 'date') return ukDate(value) ?? value;
  return value;
}
