/** A question's or section's text as the member reads it: earlier answers put in, as plain text. */
import { visibleFields } from '../definition/conditions.ts';
import type { FormDefinition } from '../definition/types.ts';
import { answerText } from './answer-text.ts';
import { DEFAULT_FALLBACK, hasRecall, recallParts } from './recall-tokens.ts';

/**
 * The text with each `{name}` replaced by the answer's words, or by its fallback when the answer
 * is missing or hidden (`visible`: the questions shown for these answers; worked out when not
 * given). Plain text: the caller escapes it as any text (React does). A text without tokens comes
 * back as it is.
 */
export function recallText(def: FormDefinition, text: string, answers: Record<string, unknown>, visible?: ReadonlySet<string>): string {
  if (!hasRecall(text)) return text.includes('{{') || text.includes('}}') ? recallParts(text).map((p) => ('text' in p ? p.text : '')).join('') : text;
  const shown = visible ?? visibleFields(def, answers);
  return recallParts(text)
    .map((part) => {
      if ('text' in part) return part.text;
      const words = shown.has(part.name) ? answerText(def, part.name, answers[part.name]) : null;
      return words ?? part.fallback ?? DEFAULT_FALLBACK;
    })
    .join('');
}

/** The text as an author reads it without answers: each earlier answer as its fallback or «question name». */
export function recallOutline(text: string): string {
  if (!text.includes('{') && !text.includes('}')) return text;
  return recallParts(text).map((p) => ('text' in p ? p.text : `«${p.fallback ?? p.name}»`)).join('');
}
