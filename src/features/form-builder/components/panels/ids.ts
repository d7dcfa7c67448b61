/** Ids for new conditions, scales, bands, rules and flags: slugs the meta-schema accepts, never taken. */

/** Turn free text or a variable name into a slug: lower-case words joined by single dashes. */
export function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2') // camelCase variable names read as words
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
}

/** `base`, or `base-2`, `base-3` ... whichever is not taken yet. */
export function freeId(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  const start = slugOf(base) || 'item';
  if (!used.has(start)) return start;
  let n = 2;
  while (used.has(`${start}-${n}`)) n++;
  return `${start}-${n}`;
}

/** Whether text is a usable id (letters and digits joined by - or _). */
export const isSlug = (text: string): boolean => /^[A-Za-z0-9]+([-_][A-Za-z0-9]+)*$/.test(text) && text.length <= 64;
