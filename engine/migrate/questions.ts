/**
 * Reading the questions of a definition the way a migration sees them: names, titles and the
 * choices a choice question offers (one answer, or a tick-box list).
 */
import { isChoiceList } from '../definition/field-kind-of.ts';
import type { FormDefinition, JsonSchemaObject } from '../definition/types.ts';
import { fieldsOf, hasField } from '../builder/edits/edit-primitives.ts';

export { fieldsOf, hasField };

/** One choice: its stored value and the words the member reads. */
export interface Choice {
  value: string | number;
  label: string;
}

/** The choices of a choice question; `multiple` when the answer is a list of them. */
export interface Choices {
  multiple: boolean;
  list: Choice[];
}

export const questionNames = (def: FormDefinition): string[] => Object.keys(fieldsOf(def));

/** The key a value has in a value map ("2", "yes"). */
export const valueKey = (value: unknown): string => String(value);

function choiceList(schema: unknown): Choice[] | null {
  if (typeof schema !== 'object' || schema === null) return null;
  const { oneOf, enum: values } = schema as JsonSchemaObject;
  if (isChoiceList(oneOf)) return oneOf.map((c) => ({ value: c.const, label: c.title ?? String(c.const) }));
  if (Array.isArray(values) && values.length > 0 && values.every((v) => typeof v === 'string' || typeof v === 'number')) {
    return (values as (string | number)[]).map((v) => ({ value: v, label: String(v) }));
  }
  return null;
}

/** The choices a question offers, or null when it is not a choice question. */
export function choicesOf(def: FormDefinition, name: string): Choices | null {
  if (!hasField(def, name)) return null;
  const schema = fieldsOf(def)[name]!;
  if (schema.type === 'array') {
    const list = choiceList(schema.items);
    return list ? { multiple: true, list } : null;
  }
  const list = choiceList(schema);
  return list ? { multiple: false, list } : null;
}

/** The question's title as the member reads it, else its name, quoted: "Sleep". */
export function questionTitle(def: FormDefinition, name: string): string {
  const title = hasField(def, name) ? fieldsOf(def)[name]!.title : undefined;
  if (typeof title !== 'string' || title.trim() === '') return `"${name}"`;
  return `"${title.length > 60 ? `${title.slice(0, 57).trimEnd()}…` : title}"`;
}

/** Labels compared as a member reads them: case and spacing do not matter. */
export const sameLabel = (a: string, b: string): boolean => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();
