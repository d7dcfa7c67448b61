/**
 * The questions a formula or a text may read: those before a place in the form (the engine's form
 * order), each with the words an author finds it by.
 */
import { formOrder, isRecallable, recallOutline, type FormDefinition } from '@engine';

export interface EarlierQuestion {
  name: string;
  /** "Your weight (kg) (weightKg)" */
  label: string;
}

/** Where the reader sits: a question (read before it) or a section (read before its first question). */
export type ReaderPlace = { kind: 'field'; name: string } | { kind: 'section'; id: string };

function position(def: FormDefinition, place: ReaderPlace): number {
  const order = formOrder(def);
  if (place.kind === 'field') return order.indexOf(place.name);
  const fields = def.sections?.find((s) => s.id === place.id)?.fields ?? [];
  const first = fields.map((f) => order.indexOf(f)).filter((i) => i >= 0);
  return first.length > 0 ? Math.min(...first) : order.length;
}

/** Earlier questions that take a number (for a formula) or whose answer reads as words (for text). */
export function earlierQuestions(def: FormDefinition, place: ReaderPlace, use: 'formula' | 'text'): EarlierQuestion[] {
  const properties = def.schema.properties ?? {};
  const before = formOrder(def).slice(0, Math.max(0, position(def, place)));
  return before
    .filter((name) => {
      const schema = properties[name];
      if (use === 'formula') return schema?.type === 'number' || schema?.type === 'integer';
      return isRecallable(schema, def.uiSchema?.[name]);
    })
    .map((name) => {
      const title = properties[name]?.title;
      const words = typeof title === 'string' && title.trim() !== '' ? recallOutline(title) : name;
      return { name, label: words === name ? name : `${words} (${name})` };
    });
}
