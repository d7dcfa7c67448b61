/**
 * Pure: ids made from titles (forms, courses). An id is the slug of its title, made unique among
 * the ids already taken, and never changes once created (it is in every link to the thing).
 */

/** Ids are at most this long unless the caller says otherwise (a form id's limit, and short links). */
export const SLUG_MAX_LENGTH = 64;

/** "Sleep & mood check-in (v2)" -> "sleep-mood-check-in-v2"; '' when the title has no letters or digits. */
export function slugify(title: string, maxLength = SLUG_MAX_LENGTH): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents off: "café" -> "cafe"
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}

/** The slug of `title`, with -2, -3 ... added when it is taken; '' for an unusable title. */
export function uniqueSlug(title: string, taken: Iterable<string>, maxLength = SLUG_MAX_LENGTH): string {
  const base = slugify(title, maxLength);
  if (!base) return '';
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, maxLength - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}
