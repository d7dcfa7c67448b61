/**
 * Fresh names for what the builder adds: a question's variable name from its kind (`rating1`,
 * `rating2` ...) and a section id (`section-1` ...), never one already in the definition.
 */
import type { FieldKindId, FormDefinition } from '@engine';

function firstFree(taken: (candidate: string) => boolean, make: (n: number) => string, from = 1): string {
  for (let n = from; ; n++) if (!taken(make(n))) return make(n);
}

export function newFieldName(definition: FormDefinition, kind: FieldKindId): string {
  const fields = definition.schema.properties ?? {};
  return firstFree((name) => Object.hasOwn(fields, name), (n) => `${kind}${n}`);
}

export function newSectionId(definition: FormDefinition): string {
  const ids = new Set((definition.sections ?? []).map((s) => s.id));
  return firstFree((id) => ids.has(id), (n) => `section-${n}`);
}

/** "Section 3" for the third section (a title the administrator changes in the panel). */
export function newSectionTitle(definition: FormDefinition): string {
  const titles = new Set((definition.sections ?? []).map((s) => s.title));
  return firstFree((t) => titles.has(t), (n) => `Section ${n}`, titles.size + 1);
}
