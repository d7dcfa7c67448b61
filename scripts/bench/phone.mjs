#!/usr/bin/env node
/**
 * The phone bench's measuring half (phone-run.mjs starts the stack and calls it): serves the build
 * as Firebase Hosting does (hosting-server.mjs), then runs Lighthouse's mobile profile (a simulated
 * mid-range phone: 4× CPU slowdown, slow 4G) on each page of PHONE_PAGES, RUNS times, in Debian's
 * Chromium driven by puppeteer-core (Lighthouse's own). Signed-in pages keep the browser's storage
 * (the Firebase session in IndexedDB); "fresh" runs empty the HTTP cache first, "warm" ones load
 * the page once before. The app reaches Auth and Firestore through emulator-proxy.mjs (HTTP/2
 * over TLS and compressed, as Google's servers answer). Writes the raw figures of every run as JSON to --out.
 *   node scripts/bench/phone.mjs --dist dist-bench-phone --out /tmp/phone.json [--runs 3]
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { findChromium } from '../chromium.mjs';
import { HOST, PORTS } from '../stack/hosts.mjs';
import { proxyPort, serveEmulatorLikeGoogle } from './emulator-proxy.mjs';
import { selfSignedCertificate, serveLikeHosting } from './hosting-server.mjs';
import { PHONE_PAGES, runFigures } from './phone-report.mjs';

const { values: args } = parseArgs({
  options: { dist: { type: 'string' }, out: { type: 'string' }, runs: { type: 'string', default: '3' }, pages: { type: 'string' }, 'keep-reports': { type: 'string' } },
});
if (!args.dist || !args.out) throw new Error('usage: phone.mjs --dist DIR --out FILE [--runs N] [--pages key,key]');
const RUNS = Number(args.runs);
const MEMBER = { email: 'member1@demo.test', password: 'Member-demo-2026!' };
const log = (message) => process.stderr.write(`[phone] ${message}\n`);

// HTTP/2 over TLS as Hosting serves, with a self-signed certificate the bench's browser trusts
const tls = selfSignedCertificate();
const server = await serveLikeHosting(args.dist, { tls });
// Auth and Firestore as Google's servers answer: HTTP/2 over TLS, compressed (the build talks to these ports: phone-run.mjs)
const emulators = await Promise.all(['auth', 'firestore'].map((name) =>
  serveEmulatorLikeGoogle({ port: proxyPort(PORTS[name]), target: { host: HOST, port: PORTS[name] }, tls })));
const executablePath = findChromium();
const browser = await puppeteer.launch({
  executablePath,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', `--ignore-certificate-errors-spki-list=${tls.spki}`, '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
const version = await browser.version();
log(`${version}; app served like Hosting at ${server.url}`);

/** Signs the member in through the app's own form (the session then lives in IndexedDB). */
async function signIn(page) {
  await page.goto(`${server.url}/login`, { waitUntil: 'load' });
  await page.waitForSelector('input[name=email]');
  await page.type('input[name=email]', MEMBER.email);
  await page.type('input[name=password]', MEMBER.password);
  await Promise.all([page.waitForFunction(() => !location.pathname.startsWith('/login'), { timeout: 60_000 }), page.click('button[type=submit]')]);
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 }).catch(() => {});
}

async function signOut(page) {
  // the visitor's runs start from empty storage: Lighthouse's own storage reset
  const cdp = await page.createCDPSession();
  await cdp.send('Storage.clearDataForOrigin', { origin: server.url, storageTypes: 'all' });
  await cdp.detach();
}

async function emptyHttpCache(page) {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

const results = {};
const wanted = args.pages ? args.pages.split(',') : Object.keys(PHONE_PAGES);
try {
  let signedIn = false;
  for (const key of wanted) {
    const spec = PHONE_PAGES[key];
    if (!spec) throw new Error(`unknown page ${key} (one of ${Object.keys(PHONE_PAGES).join(', ')})`);
    const setup = await browser.newPage();
    if (spec.signedIn && !signedIn) {
      await signIn(setup);
      signedIn = true;
    }
    if (!spec.signedIn && signedIn) {
      await signOut(setup);
      signedIn = false;
    }
    await setup.close();
    results[key] = [];
    for (let run = 1; run <= RUNS; run++) {
      // a new tab per run: a tab that loaded the app keeps its scripts in memory, which emptying
      // the HTTP cache does not reach (a "fresh" run then counted 0 bytes for them)
      const page = await browser.newPage();
      if (spec.cache === 'warm') {
        // Firestore's listen channel never lets the network go idle: the load event, then a pause
        await page.goto(`${server.url}${spec.path}`, { waitUntil: 'load' });
        await new Promise((done) => setTimeout(done, 3_000));
        await page.goto('about:blank');
      } else {
        await emptyHttpCache(page);
      }
      // Lighthouse's storage reset would sign the member out: signed-in pages keep storage.
      // Firestore's listen channel keeps a request open for as long as a page listens: without a cap,
      // every page that reads data waits out Lighthouse's 45 s for a quiet network. 15 s is long
      // after everything these pages draw has drawn (and after the idle preloads).
      const flags = { output: 'json', logLevel: 'error', disableStorageReset: true, onlyCategories: ['performance'], maxWaitForLoad: 15_000 };
      const started = Date.now();
      const result = await lighthouse(`${server.url}${spec.path}`, flags, undefined, page);
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${spec.path}`);
      const figures = runFigures(lhr);
      if (args['keep-reports']) writeFileSync(`${args['keep-reports']}/${key.replace(/[^a-z0-9]+/gi, '_')}-${run}.json`, JSON.stringify(lhr));
      results[key].push(figures);
      log(`${key} run ${run}/${RUNS}: score ${figures.score}, LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms, JS ${figures.jsKB} KB (${figures.jsPrefetchKB} of it the idle prefetch), final ${figures.finalPath} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
  await Promise.all(emulators.map((proxy) => proxy.close()));
}
writeFileSync(args.out, JSON.stringify({ chromium: version, runs: RUNS, results }, null, 2));
