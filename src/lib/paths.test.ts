import { describe, expect, it } from 'vitest';
import { ROUTE_ID, safeNext } from './paths';

const FALLBACK = '/dashboard';

/** [what, next, where it leads] */
const cases: [string, unknown, string][] = [
  // followed: paths on this site
  ['a page', '/courses/a', '/courses/a'],
  ['a page with a query and hash', '/dashboard/forms/ptsd?step=2#q9', '/dashboard/forms/ptsd?step=2#q9'],
  ['the home page', '/', '/'],
  ['dot segments, resolved', '/courses/../dashboard', '/dashboard'],
  ['an encoded slash stays a path', '/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ['a space, encoded', '/courses/a b', '/courses/a%20b'],
  ['a colon later in the path', '/blog/a:b', '/blog/a:b'],
  // refused: not given, or not text
  ['null', null, FALLBACK],
  ['undefined', undefined, FALLBACK],
  ['empty', '', FALLBACK],
  ['a number', 42, FALLBACK],
  ['an array (repeated ?next=)', ['/a', '/b'], FALLBACK],
  // refused: another site
  ['an absolute https URL', 'https://evil.example', FALLBACK],
  ['an absolute http URL', 'http://evil.example/dashboard', FALLBACK],
  ['javascript:', 'javascript:alert(1)', FALLBACK],
  ['data:', 'data:text/html,<script>alert(1)</script>', FALLBACK],
  ['a scheme in capitals', 'JaVaScRiPt:alert(1)', FALLBACK],
  ['protocol-relative', '//evil.example', FALLBACK],
  ['protocol-relative, three slashes', '///evil.example', FALLBACK],
  ['slash backslash', '/\\evil.example', FALLBACK],
  ['backslashes', '\\\\evil.example', FALLBACK],
  ['a backslash later on', '/courses\\..\\..\\evil', FALLBACK],
  ['a relative path', 'dashboard', FALLBACK],
  ['a bare host', 'evil.example', FALLBACK],
  ['dot segments that end at //', '/..//evil.example', FALLBACK],
  ['leading space', ' /dashboard', FALLBACK],
  // refused: control characters anywhere (parsers drop tabs and newlines: /\t/x is //x)
  ['a tab between slashes', '/\t/evil.example', FALLBACK],
  ['a newline between slashes', '/\n/evil.example', FALLBACK],
  ['a carriage return', '/dashboard\r', FALLBACK],
  ['NUL', '/dashboard\u0000', FALLBACK],
  ['unit separator U+001F', '/\u001f/evil.example', FALLBACK],
  ['DEL', '/dashboard\u007f', FALLBACK],
  ['C1 control U+0085', '/dash\u0085board', FALLBACK],
  ['line separator U+2028', '/dash\u2028board', FALLBACK],
  ['too long', `/${'a'.repeat(2048)}`, FALLBACK],
];

describe('safeNext', () => {
  it.each(cases)('%s', (_what, next, expected) => {
    expect(safeNext(next)).toBe(expected);
  });

  it('falls back to the given default', () => {
    expect(safeNext('//evil.example', '/admin')).toBe('/admin');
  });

  it('never throws, whatever it is given', () => {
    const odd: unknown[] = [{}, Symbol('x'), 10n, () => '/x', new String('/x'), '/%', '/%zz', '/\uD800', `/${'%'.repeat(3000)}`];
    for (const next of odd) expect(() => safeNext(next)).not.toThrow();
  });

  it('what it answers is itself accepted unchanged (the router gets what was checked)', () => {
    for (const [, next] of cases) {
      const out = safeNext(next);
      expect(safeNext(out)).toBe(out);
    }
  });
});

describe('ROUTE_ID', () => {
  it('accepts slugs only', () => {
    expect(ROUTE_ID.test('initial-assessment')).toBe(true);
    expect(ROUTE_ID.test('../x')).toBe(false);
  });
});
