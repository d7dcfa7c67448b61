/** How a Questionnaire's ids become the form's: question names, form, section, grid and scale ids. */

/** A question name as the definitions take it. */
export const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
/** A form id: lower-case letters, digits and single hyphens. */
export const FORM_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** An id from any text (lower case, hyphens, at most 64 characters), or `fallback` when nothing is left. */
export const slug = (text: string, fallback: string): string =>
  text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 64).replace(/-+$/, '') || fallback;

/** A question name from a linkId: kept when it is one, else its last part in words ("/44249-1/44250-9" → "q44250_9"), made unique. */
export function nameFrom(linkId: string, taken: Set<string>): string {
  let name = FIELD_NAME.test(linkId) && linkId.length <= 64 ? linkId : '';
  if (!name) {
    const last = linkId.split(/[/.]/).filter(Boolean).at(-1) ?? linkId;
    const words = last.split(/[^A-Za-z0-9]+/).filter(Boolean);
    // words join in camelCase; a word starting with a digit after "_" so codes stay readable (44250-9 → 44250_9)
    name = words.reduce((acc, w) => (acc === '' ? w : /^[0-9]/.test(w) ? `${acc}_${w}` : acc + w.charAt(0).toUpperCase() + w.slice(1)), '');
    if (!/^[A-Za-z]/.test(name)) name = `q${name}`;
    name = name.slice(0, 60) || 'q';
  }
  let unique = name;
  for (let n = 2; taken.has(unique); n++) unique = `${name}${n}`;
  taken.add(unique);
  return unique;
}
