// Control characters (C0, DEL, C1) and the Unicode line separators: URL parsers drop tabs and
// newlines (`/\t/evil.example` becomes `//evil.example`); backslashes count as slashes.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\\]/;
const MAX_NEXT_LENGTH = 2048;
const HERE = 'https://this-site.invalid';

/**
 * Pure: the ?next= path to go to after signing in, or `fallback`: only a path on this site that
 * the router takes as internal (one leading `/`, no scheme, no `//` or `/\` host, no control
 * characters), at most 2 KB long. Answers the path as a URL parser reads it (dot segments
 * resolved), so what the router gets is what was checked. Never throws.
 */
export function safeNext(next: unknown, fallback = '/dashboard'): string {
  if (typeof next !== 'string' || next.length > MAX_NEXT_LENGTH) return fallback;
  if (!next.startsWith('/') || next.startsWith('//') || UNSAFE_CHARACTER.test(next)) return fallback;
  try {
    const url = new URL(next, HERE);
    if (url.origin !== HERE || url.pathname.startsWith('//')) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

/** Pure: route ids (forms, courses, chapters, posts, media) are short slugs; anything else is a 404. */
export const ROUTE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;
