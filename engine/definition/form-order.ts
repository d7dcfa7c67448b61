import type { FormDefinition } from './types.ts';

const orders = new WeakMap<FormDefinition, readonly string[]>();

/**
 * The questions in the order a member meets them: each section's in turn, then any question in no
 * section in schema order. "Earlier" (for formulas and earlier answers in text) means earlier here.
 */
export function formOrder(def: FormDefinition): readonly string[] {
  const known = orders.get(def);
  if (known) return known;
  const properties = def.schema.properties ?? {};
  const seen = new Set<string>();
  for (const section of def.sections ?? []) for (const field of section.fields) if (Object.hasOwn(properties, field)) seen.add(field);
  for (const field of Object.keys(properties)) seen.add(field);
  const order = [...seen];
  orders.set(def, order);
  return order;
}
