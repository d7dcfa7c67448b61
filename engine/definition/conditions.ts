import type { Condition, FormDefinition } from './types.ts';

/** Whether an answer counts as given: non-empty string/array, true, any number (0 is an answer). */
function isTruthyAnswer(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'number') return value !== 0;
  return true;
}

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Decide a condition against flat response data. A missing answer never satisfies equals/in/atLeast. */
export function conditionHolds(condition: Condition, data: Record<string, unknown>): boolean {
  if ('all' in condition) return condition.all.every((c) => conditionHolds(c, data));
  if ('any' in condition) return condition.any.some((c) => conditionHolds(c, data));
  const value = data[condition.field];
  if (condition.equals !== undefined && !sameJson(value, condition.equals)) return false;
  if (condition.in !== undefined) {
    const options = condition.in;
    const matches = Array.isArray(value)
      ? value.some((v) => options.some((o) => sameJson(v, o)))
      : options.some((o) => sameJson(value, o));
    if (!matches) return false;
  }
  if (condition.atLeast !== undefined && !(typeof value === 'number' && value >= condition.atLeast)) return false;
  if (condition.truthy !== undefined && isTruthyAnswer(value) !== condition.truthy) return false;
  return true;
}

/** Every field a condition reads (for checking that definitions name real fields). */
export function conditionFields(condition: Condition): string[] {
  if ('all' in condition) return condition.all.flatMap(conditionFields);
  if ('any' in condition) return condition.any.flatMap(conditionFields);
  return [condition.field];
}

/**
 * The fields currently shown: all schema properties, minus those a condition hides.
 * A field named by several conditions is shown when any of them holds.
 * Hidden fields' answers do not count, so a condition reading a hidden field sees no answer
 * (evaluated to a fixed point, so chains like A -> B -> C collapse together).
 */
export function visibleFields(def: FormDefinition, data: Record<string, unknown>): Set<string> {
  const all = Object.keys(def.schema.properties ?? {});
  const conditions = def.conditions ?? [];
  const conditional = new Set(conditions.flatMap((c) => c.show));
  let visible = new Set(all);
  // each pass can only hide more fields; at most one pass per conditional field is needed
  for (let pass = 0; pass <= conditional.size; pass++) {
    const seen: Record<string, unknown> = {};
    for (const key of Object.keys(data)) if (visible.has(key)) seen[key] = data[key];
    const next = new Set(all.filter((f) => !conditional.has(f)));
    for (const c of conditions) if (conditionHolds(c.when, seen)) c.show.forEach((f) => next.add(f));
    const stable = next.size === visible.size && [...next].every((f) => visible.has(f));
    visible = next;
    if (stable) break;
  }
  return visible;
}
