import type { FormDefinition } from '@engine';

const files = import.meta.glob<{ default: FormDefinition }>('../../../schemas/forms/*.json', { eager: true });

/** Every committed definition in schemas/forms, by id. */
export const committedDefinitions: FormDefinition[] = Object.values(files).map((m) => m.default);

export function committedDefinition(id: string): FormDefinition {
  const found = committedDefinitions.find((d) => d.id === id);
  if (!found) throw new Error(`schemas/forms/${id}.json is not committed`);
  return found;
}
