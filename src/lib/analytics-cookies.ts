/**
 * The Google tag's cookies, and how to remove them when a visitor withdraws analytics consent.
 * Pure: the caller reads `document.cookie` and writes the answers back. A cookie is removed only
 * by a write naming the same domain it was set with, and the tag picks the widest domain the
 * browser accepts (`auto`), so every candidate is written.
 */

/** `_ga`, `_ga_<stream>`, `_gid`, `_gat*`, and the ads linker's `_gac_*`/`_gcl_*` should any appear. */
const TAG_COOKIE = /^(_ga|_gid|_gat|_gac|_gcl)(_|$)/;

/** Pure: the tag's cookie names in a `document.cookie` string, each once. */
export function analyticsCookieNames(cookieHeader: string): string[] {
  const names = cookieHeader
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => TAG_COOKIE.test(name));
  return [...new Set(names)];
}

/**
 * Pure: the domains a cookie of this page may have been set on: the host and each parent with
 * at least two labels (`www.example.co.uk`, `example.co.uk`, `co.uk`: browsers ignore writes
 * for public suffixes). None for an IP address or a single-label host such as localhost.
 */
export function cookieDomains(hostname: string): string[] {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!host.includes('.') || /^[\d.]+$/.test(host) || host.includes(':') || host.startsWith('[')) return [];
  const labels = host.split('.');
  return labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'));
}

/** Pure: the `document.cookie` writes that expire these cookies, host-only and on every candidate domain. */
export function cookieRemovals(names: readonly string[], hostname: string): string[] {
  const expire = (name: string) => `${name}=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  return names.flatMap((name) => [expire(name), ...cookieDomains(hostname).map((domain) => `${expire(name)}; Domain=${domain}`)]);
}
