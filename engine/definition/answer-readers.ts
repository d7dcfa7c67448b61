/** Which calculated questions, titles and descriptions read a question's answer. */
import { calculatedOptions } from '../calculate/calculated-values.ts';
import { formulaNames } from '../calculate/formula-names.ts';
import { recallNames } from '../recall/recall-tokens.ts';
import type { DefinitionRef, FormDefinition } from './types.ts';

/**
 * The questions whose formula, title or description reads `name`'s answer, and the sections whose
 * title or description shows it (each once; the question itself left out).
 */
export function answerReaders(def: FormDefinition, name: string): DefinitionRef[] {
  const refs: DefinitionRef[] = [];
  for (const [field, schema] of Object.entries(def.schema.properties ?? {})) {
    if (field === name) continue;
    const formula = calculatedOptions(def, field)?.formula;
    const reads = (formula !== undefined && formulaNames(formula).includes(name)) || recallNames(schema.title).includes(name) || recallNames(schema.description).includes(name);
    if (reads) refs.push({ kind: 'field', id: field });
  }
  for (const section of def.sections ?? []) {
    if (recallNames(section.title).includes(name) || recallNames(section.description).includes(name)) refs.push({ kind: 'section', id: section.id });
  }
  return refs;
}
