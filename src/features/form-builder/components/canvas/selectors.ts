/**
 * Per-question facts the canvas rows show, read in O(1) per row: each set is built once per version of
 * what it comes from (the `required` list, the conditions, the scoring) and cached by that object, so
 * a keystroke in one question's title (which keeps those objects) costs every other row nothing.
 */
import type { FieldKindId, FormDefinition, JsonSchemaObject } from '@engine';
import { fieldKind, kindOfField } from '@engine';
import type { BuilderState } from '../../store';

function cachedSet<K extends object>(cache: WeakMap<K, Set<string>>, key: K, build: (key: K) => Iterable<string>): Set<string> {
  let set = cache.get(key);
  if (!set) {
    set = new Set(build(key));
    cache.set(key, set);
  }
  return set;
}

const requiredCache = new WeakMap<string[], Set<string>>();
const conditionalCache = new WeakMap<NonNullable<FormDefinition['conditions']>, Set<string>>();
const scoredCache = new WeakMap<NonNullable<FormDefinition['scoring']>, Set<string>>();

export function isRequired(definition: FormDefinition, name: string): boolean {
  const required = definition.schema.required;
  return !!required && cachedSet(requiredCache, required, (r) => r).has(name);
}

/** Shown only while a condition holds. */
export function isConditional(definition: FormDefinition, name: string): boolean {
  const conditions = definition.conditions;
  return !!conditions && cachedSet(conditionalCache, conditions, (cs) => cs.flatMap((c) => c.show)).has(name);
}

/** An item of a scoring scale. */
export function isScored(definition: FormDefinition, name: string): boolean {
  const scoring = definition.scoring;
  if (!scoring) return false;
  return cachedSet(scoredCache, scoring, (s) => Object.values(s.scales ?? {}).flatMap((scale) => scale.items)).has(name);
}

export const fieldSchemaOf = (state: BuilderState, name: string): JsonSchemaObject | undefined =>
  state.definition.schema.properties?.[name];

export const fieldUiOf = (state: BuilderState, name: string): Record<string, unknown> | undefined =>
  state.definition.uiSchema?.[name] as Record<string, unknown> | undefined;

/** The kind's palette label ("Rating scale"), or "Advanced (JSON)" for what the builder keeps verbatim. */
export function kindLabel(schema: JsonSchemaObject, uiSchema: Record<string, unknown> | undefined): string {
  const kind = kindOfField(schema, uiSchema);
  return kind === 'advanced' ? 'Advanced (JSON)' : fieldKind(kind as FieldKindId).label;
}

export function questionTitle(schema: JsonSchemaObject | undefined): string {
  return typeof schema?.title === 'string' && schema.title.trim() ? schema.title : 'Untitled question';
}

export function sectionTitle(title: string | undefined): string {
  return title?.trim() ? title : 'Untitled section';
}
