/** A new section's title until the administrator writes one: "Section 3" for a third section (never one already used). */
import type { FormDefinition } from '@engine';

export function newSectionTitle(definition: FormDefinition): string {
  const titles = new Set((definition.sections ?? []).map((s) => s.title));
  for (let n = titles.size + 1; ; n++) if (!titles.has(`Section ${n}`)) return `Section ${n}`;
}
