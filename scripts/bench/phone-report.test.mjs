import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import os from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { connect } from 'node:http2';
import { chooseEncoding, globToRegExp, hostingHeaders, selfSignedCertificate, serveLikeHosting } from './hosting-server.mjs';
import {
  FIRST_VISIT_KEY,
  formatPhoneTable,
  median,
  PHONE_PAGES,
  PREFETCH_MARK,
  phoneSection,
  phoneTargets,
  prefetchedScriptKB,
  runFigures,
  WORKER_VISIT_KEY,
  wireFigures,
  workerRunFigures,
} from './phone-report.mjs';
import { phoneBenchEnv } from './phone-run.mjs';

/** A Lighthouse result cut down to what the bench reads. */
const lhr = (score, lcp, tbt, scriptBytes, path = '/dashboard/forms/PTSD') => ({
  finalDisplayedUrl: `http://127.0.0.1:1234${path}`,
  categories: { performance: { score } },
  audits: {
    'largest-contentful-paint': { numericValue: lcp },
    'total-blocking-time': { numericValue: tbt },
    'resource-summary': { details: { items: [{ resourceType: 'total', transferSize: 999_999 }, { resourceType: 'script', transferSize: scriptBytes }] } },
  },
});

describe('phone figures', () => {
  it('reads score, LCP, TBT, JavaScript KB and the page it ended on from a Lighthouse result', () => {
    expect(runFigures(lhr(0.914, 2312.6, 187.4, 256_000))).toEqual({ score: 91, lcpMs: 2313, tbtMs: 187, jsKB: 250, jsPrefetchKB: 0, finalPath: '/dashboard/forms/PTSD', runtimeError: null });
  });

  it("counts the scripts asked for once the app's idle prefetch began (its mark) apart", () => {
    const result = lhr(0.97, 2164, 76, 270_643);
    result.audits['user-timings'] = { details: { items: [{ name: 'other', timingType: 'Mark', startTime: 10 }, { name: 'wellness:idle-prefetch', timingType: 'Mark', startTime: 1200.5 }] } };
    result.audits['network-requests'] = { details: { items: [
      { resourceType: 'Script', networkRequestTime: 50, transferSize: 80_000 },
      { resourceType: 'Script', networkRequestTime: 1201, transferSize: 10_240 },
      { resourceType: 'Script', networkRequestTime: 1210, transferSize: 7_680 },
      { resourceType: 'Fetch', networkRequestTime: 1300, transferSize: 5_000 },
    ] } };
    expect(prefetchedScriptKB(result)).toBe(17.5);
    expect(runFigures(result)).toMatchObject({ jsKB: 264.3, jsPrefetchKB: 17.5 });
    // no mark (a page that prefetched nothing, or a build without it): nothing counted apart
    delete result.audits['user-timings'];
    expect(prefetchedScriptKB(result)).toBe(0);
  });

  it('looks for the mark the app sets (src/app/prefetch-policy.ts)', () => {
    const app = readFileSync(new URL('../../src/app/prefetch-policy.ts', import.meta.url), 'utf8');
    expect(app).toContain(`export const PREFETCH_MARK = '${PREFETCH_MARK}';`);
  });

  it('keeps a missing figure as null, never zero', () => {
    const figures = runFigures({ requestedUrl: 'http://x/login', audits: {}, categories: {}, runtimeError: { message: 'NO_FCP' } });
    expect(figures).toMatchObject({ score: null, lcpMs: null, tbtMs: null, jsKB: null, finalPath: '/login', runtimeError: 'NO_FCP' });
  });

  it('takes the middle of odd counts, the lower middle of even ones, and ignores gaps', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([40, 10, 30, 20])).toBe(20);
    expect(median([null, 5, undefined])).toBe(5);
    expect(median([])).toBeNull();
  });

  it('summarises each page by the median of each figure over its runs', () => {
    const section = phoneSection({
      '/dashboard/forms/PTSD (fresh)': [runFigures(lhr(0.8, 3000, 400, 400_000)), runFigures(lhr(0.9, 2000, 150, 400_000)), runFigures(lhr(0.85, 2500, 300, 400_000))],
    });
    expect(section['/dashboard/forms/PTSD (fresh)']).toEqual({ score: 85, lcpMs: 2500, tbtMs: 300, jsKB: 390.6, jsPrefetchKB: 0, runs: 3, finalPaths: ['/dashboard/forms/PTSD'] });
    expect(formatPhoneTable(section)).toMatch(/\/dashboard\/forms\/PTSD \(fresh\)\s+85\s+2500\s+300\s+390\.6\s+0\s+3/);
  });

  it('meets the targets only when every page is at or inside every threshold', () => {
    const good = phoneSection({ '/dashboard/forms/PTSD (fresh)': [runFigures(lhr(0.9, 2500, 200, 250 * 1024))] });
    expect(phoneTargets(good).map((t) => t.met)).toEqual([true, true, true, true]);
    const slow = phoneSection({
      '/dashboard/forms/PTSD (fresh)': [runFigures(lhr(0.89, 2501, 201, 251 * 1024))],
      '/login': [runFigures(lhr(0.95, 1000, 0, 100_000, '/login'))],
    });
    const verdicts = phoneTargets(slow);
    expect(verdicts.map((t) => t.met)).toEqual([false, false, false, false]);
    expect(verdicts[0].detail).toContain('/login 95');
  });

  it("judges the route's JavaScript with the idle prefetch in, and says what of it the prefetch brought", () => {
    const section = { '/dashboard/forms/PTSD (fresh)': { score: 97, lcpMs: 2164, tbtMs: 76, jsKB: 264.2, jsPrefetchKB: 17.5, runs: 3, finalPaths: ['/dashboard/forms/PTSD'] } };
    const js = phoneTargets(section)[3];
    expect(js.met).toBe(false);
    expect(js.detail).toBe("/dashboard/forms/PTSD (fresh) 264.2 (/dashboard/forms/PTSD (fresh): 246.7 the route's own, 17.5 the idle prefetch of the next page's code)");
  });

  it('flags a page that ended somewhere else (a guard sent it on) as measured wrongly', () => {
    const section = phoneSection({ '/dashboard': [runFigures(lhr(0.99, 900, 0, 90_000, '/login'))] });
    expect(phoneTargets(section).at(-1)).toMatchObject({ met: false, detail: '/dashboard ended at /login' });
  });

  it('measures every page the issue names, signed in where it must be', () => {
    expect(Object.values(PHONE_PAGES).map((p) => `${p.path}:${p.signedIn}:${p.cache}`)).toEqual([
      '/:false:fresh', '/login:false:fresh', '/:true:fresh', '/dashboard:true:fresh', '/dashboard/forms/PTSD:true:fresh', '/dashboard/forms/PTSD:true:warm',
      '/dashboard/forms/PTSD:true:first-visit', '/dashboard/forms/PTSD:true:service-worker',
    ]);
  });

  it('builds and runs on its own ports and dist', () => {
    const env = phoneBenchEnv({});
    expect(env.stack).toEqual({ PORT_OFFSET: '1750', DIST_DIR: 'dist-bench-phone' });
    expect(env.build.VITE_FIREBASE_PROJECT_ID).toBe('demo-test');
    expect(phoneBenchEnv({ BENCH_PORT_OFFSET: '1800' }).stack.PORT_OFFSET).toBe('1800');
    // Auth and Firestore through their proxies two ports above each emulator's, over TLS; Functions direct
    expect(env.build.VITE_FIRESTORE_EMULATOR_PORT).toBe(String(8080 + 1750 + 2));
    expect(env.build.VITE_AUTH_EMULATOR_PORT).toBe(String(9099 + 1750 + 2));
    expect(env.build.VITE_EMULATOR_TLS).toBe('true');
    expect(env.build.VITE_FUNCTIONS_EMULATOR_PORT).toBe(String(5001 + 1750));
  });
});

describe('the service worker’s pair', () => {
  const ORIGIN = 'https://127.0.0.1:4000';
  const T = 1_764_400_000; // seconds since 1970, as the protocol gives wallTime
  /** One request's events: asked at `at` s after the navigation, answered by the worker or over the wire with `bytes`. */
  const request = (id, url, at, { bytes = 0, fromServiceWorker = false, worker = false, type = 'Script' } = {}) => [
    { kind: 'request', id, url, type, wallTime: T + at, worker },
    { kind: 'response', id, fromServiceWorker },
    { kind: 'finished', id, bytes },
  ];

  it('counts the app’s bytes over the network apart from the data’s and from what the worker answered', () => {
    const events = [
      ...request('1', `${ORIGIN}/dashboard/forms/PTSD`, 0, { bytes: 800, fromServiceWorker: true, type: 'Document' }),
      ...request('2', `${ORIGIN}/assets/index-a.js`, 0.1, { bytes: 90_000, fromServiceWorker: true }),
      ...request('3', `${ORIGIN}/build-id.json`, 0.2, { bytes: 1_024 }),
      ...request('4', 'https://127.0.0.1:9000/google.firestore.v1.Firestore/Listen', 0.3, { bytes: 10_240 }),
      ...request('5', 'data:image/png;base64,AAAA', 0.3, { bytes: 50 }),
    ];
    expect(wireFigures(events, ORIGIN)).toEqual({ appNetworkKB: 1, appOverNetwork: ['/build-id.json'], dataNetworkKB: 10, servedByWorker: 2, precacheStartMs: null, precacheKB: 0 });
  });

  it('times the precache (the worker’s own downloads) from the page’s navigation', () => {
    const events = [
      ...request('1', `${ORIGIN}/dashboard/forms/PTSD`, 0, { bytes: 2_048, type: 'Document' }),
      ...request('w1', `${ORIGIN}/assets/a.js`, 2.35, { bytes: 51_200, worker: true }),
      ...request('w2', `${ORIGIN}/assets/b.js`, 2.4, { bytes: 51_200, worker: true }),
    ];
    expect(wireFigures(events, ORIGIN)).toMatchObject({ appNetworkKB: 2, precacheStartMs: 2350, precacheKB: 100 });
  });

  it('adds the first paint to Lighthouse’s figures, and medians the wire figures of the pair only', () => {
    const result = lhr(0.99, 800, 0, 0);
    result.audits['first-contentful-paint'] = { numericValue: 612.4 };
    const figures = workerRunFigures(result, request('1', `${ORIGIN}/dashboard/forms/PTSD`, 0, { bytes: 1_024, type: 'Document' }), ORIGIN);
    expect(figures).toMatchObject({ lcpMs: 800, fcpMs: 612, appNetworkKB: 1, servedByWorker: 0 });
    const section = phoneSection({ [WORKER_VISIT_KEY]: [figures], '/login': [runFigures(lhr(0.95, 1000, 0, 100_000, '/login'))] });
    expect(section[WORKER_VISIT_KEY]).toMatchObject({ fcpMs: 612, appNetworkKB: 1, appOverNetwork: ['/dashboard/forms/PTSD'], precacheStartMs: null });
    expect(section['/login']).not.toHaveProperty('appNetworkKB');
    expect(formatPhoneTable(section)).toMatch(/Service worker[^\n]*\n.*\n\/dashboard\/forms\/PTSD \(service worker\)\s+800\s+612\s+1\s/);
  });

  it('judges the repeat visit (LCP ≤ 1 s, ≤ 5 KB of the app) and the first visit’s precache after its first paint', () => {
    const base = { score: 99, tbtMs: 0, jsKB: 0, jsPrefetchKB: 0, runs: 1, dataNetworkKB: 12, precacheKB: 0 };
    const section = {
      [WORKER_VISIT_KEY]: { ...base, lcpMs: 900, fcpMs: 500, appNetworkKB: 0.4, appOverNetwork: ['/build-id.json'], servedByWorker: 60, precacheStartMs: null, finalPaths: ['/dashboard/forms/PTSD'] },
      [FIRST_VISIT_KEY]: { ...base, lcpMs: 2400, fcpMs: 1800, appNetworkKB: 250, servedByWorker: 0, precacheStartMs: 2600, precacheKB: 900, finalPaths: ['/dashboard/forms/PTSD'] },
    };
    const verdicts = phoneTargets(section).filter((t) => /service worker|first visit/.test(t.target));
    expect(verdicts.map((t) => t.met)).toEqual([true, true, true]);
    const worse = {
      [WORKER_VISIT_KEY]: { ...section[WORKER_VISIT_KEY], lcpMs: 1001, appNetworkKB: 5.1 },
      [FIRST_VISIT_KEY]: { ...section[FIRST_VISIT_KEY], precacheStartMs: 1700 },
    };
    expect(phoneTargets(worse).filter((t) => /service worker|first visit/.test(t.target)).map((t) => t.met)).toEqual([false, false, false]);
    // not measured: said so, never a pass
    expect(phoneTargets({ [FIRST_VISIT_KEY]: { ...section[FIRST_VISIT_KEY], precacheStartMs: null } }).at(-1)).toMatchObject({ met: null });
  });
});

describe('the Hosting-like server', () => {
  const hosting = {
    headers: [
      { source: '/assets/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
      { source: '**/*.@(json|html)', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
      { source: '**', headers: [{ key: 'X-Frame-Options', value: 'DENY' }] },
    ],
  };

  it('matches firebase.json globs as Hosting does', () => {
    expect(globToRegExp('/assets/**').test('/assets/app-1.js')).toBe(true);
    expect(globToRegExp('/**/*.@(json|html)').test('/index.html')).toBe(true);
    expect(globToRegExp('/**/*.@(json|html)').test('/a/b/build-id.json')).toBe(true);
    expect(globToRegExp('/**/*.@(json|html)').test('/assets/app.js')).toBe(false);
    // alternatives are globs too (the no-cache rule of the page, the worker and the manifest)
    const noCache = globToRegExp('/**/@(*.json|*.html|*.webmanifest|service-worker.js)');
    for (const path of ['/build-id.json', '/index.html', '/manifest.webmanifest', '/service-worker.js']) expect(noCache.test(path)).toBe(true);
    for (const path of ['/assets/app.js', '/service-worker.js.map', '/service-workerXjs']) expect(noCache.test(path)).toBe(false);
  });

  it('gives each path the headers of every rule that matches it', () => {
    expect(hostingHeaders(hosting, '/assets/app-1.js')).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Frame-Options': 'DENY' });
    expect(hostingHeaders(hosting, '/index.html')).toEqual({ 'Cache-Control': 'no-cache', 'X-Frame-Options': 'DENY' });
  });

  it('prefers Brotli, then gzip, else sends the file as it is', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip;q=1.0')).toBe('gzip');
    expect(chooseEncoding('')).toBeNull();
  });

  it('serves files compressed with their cache headers, and the app for any other path', async () => {
    const dir = mkdtempSync(join(os.tmpdir(), 'hosting-'));
    const json = join(dir, 'firebase.json');
    writeFileSync(json, JSON.stringify({ hosting }));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'app.js'), 'console.log("app");'.repeat(50));
    const server = await serveLikeHosting(dir, { firebaseJson: json });
    try {
      const script = await fetch(`${server.url}/assets/app.js`, { headers: { 'Accept-Encoding': 'br' } });
      expect(script.headers.get('content-encoding')).toBe('br');
      expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // fetch decodes the body: the raw bytes are checked through node:http below
      expect(await script.text()).toBe('console.log("app");'.repeat(50));
      const page = await fetch(`${server.url}/dashboard/forms/PTSD`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(await page.text()).toContain('<title>app</title>');
      // a repeat request with the page's ETag: 304, no body, as Hosting answers it
      const etag = page.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await fetch(`${server.url}/dashboard/forms/PTSD`, { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      const changed = await fetch(`${server.url}/dashboard/forms/PTSD`, { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': '"an-older-build"' } });
      expect(changed.status).toBe(200);
      const raw = await new Promise((resolve, reject) => {
        request(`${server.url}/assets/app.js`, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
        }).on('error', reject).end();
      });
      expect(raw.encoding).toBe('gzip');
      expect(raw.body.length).toBeLessThan(200);
      expect(gunzipSync(raw.body).toString()).toBe('console.log("app");'.repeat(50));
    } finally {
      await server.close();
    }
  });

  it('speaks HTTP/2 over TLS, as Hosting does, when given a certificate', async () => {
    const dir = mkdtempSync(join(os.tmpdir(), 'hosting-h2-'));
    const json = join(dir, 'firebase.json');
    writeFileSync(json, JSON.stringify({ hosting }));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
    const server = await serveLikeHosting(dir, { firebaseJson: json, tls: selfSignedCertificate() });
    try {
      expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const session = connect(server.url, { rejectUnauthorized: false });
      const { status, body } = await new Promise((resolve, reject) => {
        const stream = session.request({ ':path': '/dashboard' });
        let text = '';
        let answer = 0;
        stream.on('response', (headers) => (answer = headers[':status']));
        stream.on('data', (chunk) => (text += chunk));
        stream.on('end', () => resolve({ status: answer, body: text }));
        stream.on('error', reject);
        stream.end();
      });
      session.close();
      expect(status).toBe(200);
      expect(body).toContain('<title>app</title>');
    } finally {
      await server.close();
    }
  });
});
