// @vitest-environment node
/**
 * The security headers Firebase Hosting serves with every page (firebase.json), and the page
 * itself (index.html) holding nothing inline that the Content-Security-Policy would have to allow.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');
const hosting = (JSON.parse(read('../../firebase.json')) as { hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] } }).hosting;

/** The headers served for every path (the `**` entry), by lower-case name. */
const headers = new Map((hosting.headers.find((entry) => entry.source === '**')?.headers ?? []).map((h) => [h.key.toLowerCase(), h.value]));
const csp = new Map(
  (headers.get('content-security-policy') ?? '')
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .filter((parts) => parts[0])
    .map(([name, ...sources]) => [name!, sources]),
);

const SITE = 'https://wellness.example';
/** Pure: whether a CSP source list lets the page at SITE reach `url` (the subset of CSP this policy uses). */
function allows(directive: string, url: string): boolean {
  const sources = csp.get(directive) ?? csp.get('default-src') ?? [];
  const target = new URL(url);
  return sources.some((source) => {
    if (source === "'self'") return target.origin === SITE;
    if (/^[a-z]+:$/.test(source)) return target.protocol === source;
    const wild = /^(https|wss):\/\/\*\.(.+)$/.exec(source);
    if (wild) return target.protocol === `${wild[1]}:` && target.hostname.endsWith(`.${wild[2]}`);
    if (!/^https:\/\/[^*]+$/.test(source)) return false;
    // a source with a path ending in / allows that folder only (CSP's path matching)
    const allowed = new URL(source);
    return target.origin === allowed.origin && (allowed.pathname === '/' || target.pathname.startsWith(allowed.pathname));
  });
}

describe('hosting headers', () => {
  it('serves the security headers with every path', () => {
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('permissions-policy')).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
    expect(csp.size).toBeGreaterThan(0);
  });

  it('the page cannot be framed, and nothing falls back to anything wider than this site', () => {
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    // only the two video players videoSource builds embed URLs for (email/password sign-in needs no
    // Auth iframe), and reCAPTCHA Enterprise's frame for App Check
    expect(csp.get('frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']);
  });

  it('allows no inline code, and eval only for scripts', () => {
    for (const [name, sources] of csp) {
      expect(sources, name).not.toContain("'unsafe-inline'");
      expect(sources, name).not.toContain('*');
      expect(sources, name).not.toContain('http:');
      // The engine's validator (ajv) compiles each form's JSON Schema to a function in the
      // browser, so scripts need 'unsafe-eval'; nothing else does.
      if (name !== 'script-src') expect(sources, name).not.toContain("'unsafe-eval'");
    }
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-eval'", 'https://www.googletagmanager.com', 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
    expect(csp.get('style-src')).toEqual(["'self'"]);
  });

  it('allows exactly what the app loads: Firebase, and the analytics tag (loaded only after consent)', () => {
    for (const url of [
      'https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword',
      'https://securetoken.googleapis.com/v1/token',
      'https://firestore.googleapis.com/google.firestore.v1.Firestore/Listen/channel',
      'https://europe-west2-wellness-prod.cloudfunctions.net/submitResponse',
      'https://firebase.googleapis.com/v1alpha/projects/-/apps/1/webConfig',
      'https://region1.google-analytics.com/g/collect',
      `${SITE}/build-id.json`,
    ]) {
      expect(allows('connect-src', url), url).toBe(true);
    }
    expect(allows('script-src', 'https://www.googletagmanager.com/gtag/js?id=G-1')).toBe(true);
    expect(allows('script-src', `${SITE}/assets/index.js`)).toBe(true);
    // App Check's reCAPTCHA Enterprise: its script, frame and token exchange, and nothing else of those hosts
    expect(allows('script-src', 'https://www.google.com/recaptcha/enterprise.js?render=site-key')).toBe(true);
    expect(allows('script-src', 'https://www.gstatic.com/recaptcha/releases/abc/recaptcha__en.js')).toBe(true);
    expect(allows('frame-src', 'https://www.google.com/recaptcha/enterprise/anchor?k=site-key')).toBe(true);
    expect(allows('connect-src', 'https://content-firebaseappcheck.googleapis.com/v1/projects/p/apps/a:exchangeRecaptchaEnterpriseToken')).toBe(true);
    expect(allows('script-src', 'https://www.google.com/complete/search?client=chrome')).toBe(false);
    expect(allows('frame-src', 'https://www.google.com/maps/embed')).toBe(false);
    expect(allows('img-src', 'data:image/png;base64,AAAA')).toBe(true); // drawn signatures
    for (const url of ['https://evil.example/x.js', 'https://apis.google.com/js/api.js', 'http://www.googletagmanager.com/gtag/js']) {
      expect(allows('script-src', url), url).toBe(false);
    }
    expect(allows('connect-src', 'https://evil.example/steal')).toBe(false);
    expect(allows('connect-src', 'wss://x.firebaseio.com')).toBe(false); // no Realtime Database
    expect(allows('frame-src', 'https://wellness-prod.firebaseapp.com/__/auth/iframe')).toBe(false);
    expect(allows('frame-src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe(true);
    expect(allows('frame-src', 'https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(false);
    // chapter video and caption files on any https host; never plain http
    expect(allows('media-src', 'https://cdn.example.org/box-breathing.mp4')).toBe(true);
    expect(allows('media-src', 'http://cdn.example.org/box-breathing.mp4')).toBe(false);
  });
});

describe('index.html', () => {
  const html = read('../../index.html');

  it('holds no inline script, style or event handler for the policy to allow', () => {
    expect(html).not.toMatch(/<style[\s>]/i);
    expect(html).not.toMatch(/\sstyle\s*=/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    for (const script of html.match(/<script\b[^>]*>/gi) ?? []) expect(script).toMatch(/\ssrc=/);
  });
});
