/** Pure: follow a ?next= path only when it stays on this site. */
export function safeNext(next: string | null | undefined, fallback = '/dashboard'): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : fallback;
}

/** Pure: route ids (forms, courses, chapters, posts, media) are short slugs; anything else is a 404. */
export const ROUTE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;
