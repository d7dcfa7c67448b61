/**
 * Calculated questions' values, worked out by the engine from the other answers (in the browser as
 * the member answers, and again on the server, which never takes the browser's value).
 */
import { visibleFields } from '../definition/conditions.ts';
import { formOrder } from '../definition/form-order.ts';
import { isRecord } from '../read/is-record.ts';
import type { FormDefinition } from '../definition/types.ts';
import { evaluateFormula } from './evaluate-formula.ts';
import type { NumberNode } from './formula-types.ts';
import { parseFormula } from './parse-formula.ts';

/** The `ui:widget` of a calculated question. */
export const CALCULATED_WIDGET = 'calculated';

/** A calculated question's settings, kept in its uiSchema's `ui:options`. */
export interface CalculatedOptions {
  /** the formula's text, e.g. `round(weight / (height / 100 * height / 100), 1)` */
  formula: string;
  /** whether the member sees the value as they answer (default true); hidden values are still stored */
  shown: boolean;
}

/** Whether a question's uiSchema makes it a calculated question. */
export function isCalculatedUi(ui: unknown): boolean {
  return isRecord(ui) && ui['ui:widget'] === CALCULATED_WIDGET;
}

/** A calculated question's formula and whether it is shown; null for any other question. */
export function calculatedOptions(def: FormDefinition, name: string): CalculatedOptions | null {
  const ui = def.uiSchema && Object.hasOwn(def.uiSchema, name) ? def.uiSchema[name] : undefined;
  if (!isCalculatedUi(ui)) return null;
  const options = (ui as Record<string, unknown>)['ui:options'];
  const formula = isRecord(options) && typeof options.formula === 'string' ? options.formula : '';
  const shown = !(isRecord(options) && options.shown === false);
  return { formula, shown };
}

export interface CalculatedField {
  name: string;
  formula: string;
  /** null when the formula cannot be read (publish refuses it; until then it gives no value) */
  parsed: NumberNode | null;
}

const byDefinition = new WeakMap<FormDefinition, readonly CalculatedField[]>();

/** The form's calculated questions in form order, their formulas parsed (remembered per definition). */
export function calculatedFields(def: FormDefinition): readonly CalculatedField[] {
  const known = byDefinition.get(def);
  if (known) return known;
  const fields: CalculatedField[] = [];
  for (const name of formOrder(def)) {
    const options = calculatedOptions(def, name);
    if (!options) continue;
    const parsed = parseFormula(options.formula);
    fields.push({ name, formula: options.formula, parsed: parsed.ok ? parsed.formula : null });
  }
  byDefinition.set(def, fields);
  return fields;
}

function sameValues(a: Record<string, unknown>, b: Record<string, unknown>, names: readonly CalculatedField[]): boolean {
  return names.every(({ name }) => Object.is(a[name], b[name]));
}

/**
 * The answers with every calculated question's value worked out again (whatever value they held
 * is replaced; no value removes it). A formula reads only answers that are shown, so a value that
 * hides or shows questions is settled to a fixed point. The same object when the form has no
 * calculated question.
 */
export function withCalculatedValues<T extends Record<string, unknown>>(def: FormDefinition, data: T): T {
  const fields = calculatedFields(def);
  if (fields.length === 0) return data;
  let current: Record<string, unknown> = { ...data };
  for (const { name } of fields) delete current[name];
  // each pass settles at least one more calculated question; one more confirms nothing moved
  for (let pass = 0; pass <= fields.length; pass++) {
    const visible = visibleFields(def, current);
    const next: Record<string, unknown> = { ...current };
    for (const { name, parsed } of fields) {
      const value = parsed && visible.has(name) ? evaluateFormula(parsed, (read) => (visible.has(read) ? next[read] : undefined)) : undefined;
      if (value === undefined) delete next[name];
      else next[name] = value;
    }
    const settled = sameValues(current, next, fields);
    current = next;
    if (settled) break;
  }
  if (sameValues(current, data, fields) && fields.every(({ name }) => Object.hasOwn(data, name) === Object.hasOwn(current, name))) return data;
  return current as T;
}
