/**
 * Earlier answers in a question's or section's text: `{name}` shows the answer to question `name`,
 * `{name|fallback}` shows `fallback` when it is unanswered or hidden (else DEFAULT_FALLBACK).
 * `{{` and `}}` write a brace itself; any other brace is kept as written.
 */

/** A piece of text: words as written, or an earlier answer to show. */
export type RecallPart = { text: string } | { name: string; fallback: string | null };

/** What shows for an earlier answer that is missing or hidden, when the text gives no fallback. */
export const DEFAULT_FALLBACK = 'your earlier answer';

const TOKEN = /\{\{|\}\}|\{([A-Za-z][A-Za-z0-9_]*)(?:\|([^{}|]*))?\}/g;

/** The text split into words and earlier answers, braces unescaped. */
export function recallParts(text: string): RecallPart[] {
  const parts: RecallPart[] = [];
  let words = '';
  let at = 0;
  for (const match of text.matchAll(TOKEN)) {
    words += text.slice(at, match.index);
    at = match.index + match[0].length;
    if (match[0] === '{{') words += '{';
    else if (match[0] === '}}') words += '}';
    else {
      if (words) parts.push({ text: words });
      words = '';
      parts.push({ name: match[1]!, fallback: match[2] ?? null });
    }
  }
  words += text.slice(at);
  if (words) parts.push({ text: words });
  return parts;
}

/** Whether a text shows any earlier answer (cheap: most texts have no brace at all). */
export function hasRecall(text: unknown): boolean {
  return typeof text === 'string' && text.includes('{') && recallParts(text).some((p) => 'name' in p);
}

/** The questions a text shows the answers of, each once. */
export function recallNames(text: unknown): string[] {
  if (typeof text !== 'string' || !hasRecall(text)) return [];
  return [...new Set(recallParts(text).flatMap((p) => ('name' in p ? [p.name] : [])))];
}

/** The token the builder inserts for question `name` (with its fallback when given). */
export function recallToken(name: string, fallback?: string): string {
  const clean = fallback?.replace(/[{}|]/g, '').trim();
  return clean ? `{${name}|${clean}}` : `{${name}}`;
}

/** A text as written, with `{{`/`}}` for its own braces (so words round-trip through recallParts). */
export function escapeRecallText(words: string): string {
  return words.replace(/\{/g, '{{').replace(/\}/g, '}}');
}

/** The text with question `from` shown as `to` in its tokens (the same string when it names no `from`). */
export function renameInRecall(text: string, from: string, to: string): string {
  if (!recallNames(text).includes(from)) return text;
  return text.replace(TOKEN, (token: string, name: string | undefined, fallback: string | undefined) =>
    name === from ? (fallback === undefined ? `{${to}}` : `{${to}|${fallback}}`) : token,
  );
}
