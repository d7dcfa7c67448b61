#!/usr/bin/env node
/**
 * The phone bench's measuring half (phone-run.mjs starts the stack and calls it): serves the build
 * as Firebase Hosting does (hosting-server.mjs), then runs Lighthouse's mobile profile (a simulated
 * mid-range phone: 4× CPU slowdown, slow 4G) on each page of PHONE_PAGES, RUNS times, in Debian's
 * Chromium driven by puppeteer-core (Lighthouse's own). Signed-in pages keep the browser's storage
 * (the Firebase session in IndexedDB); "fresh" runs empty the HTTP cache first, "warm" ones load
 * the page once before. The app reaches Auth and Firestore through emulator-proxy.mjs (HTTP/2
 * over TLS and compressed, as Google's servers answer). The service worker's pair (phone-report.mjs):
 * a "first visit" with no worker and no caches, and a visit the worker installed by a visit before
 * answers, both with the profile applied to the browser and the wire recorded (what came over the
 * network, what the worker answered, when its precache began). Writes the raw figures of every run as JSON to --out.
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
import { PHONE_PAGES, runFigures, workerRunFigures } from './phone-report.mjs';

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

/** A device the app's service worker has never reached: no worker, no caches (the member's session stays). */
async function removeServiceWorker(page) {
  const cdp = await page.createCDPSession();
  await cdp.send('Storage.clearDataForOrigin', { origin: server.url, storageTypes: 'service_workers,cache_storage' });
  await cdp.detach();
}

/** A visit before: the page loads, its service worker installs (the precache) and takes charge. */
async function installServiceWorker(page, path) {
  await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.goto('about:blank');
}

/**
 * Records the wire during a visit (phone-report.mjs's WireEvent): the page's requests, whether the
 * service worker answered them and the bytes that came over the network, and the worker's own
 * requests (a worker that starts meanwhile is followed too). Answers the events and the stop.
 */
async function recordWire(page) {
  const events = [];
  const sessions = [];
  const follow = async (session, worker) => {
    const id = (requestId) => (worker ? `worker:${requestId}` : requestId);
    session.on('Network.requestWillBeSent', (e) => events.push({ kind: 'request', id: id(e.requestId), url: e.request.url, type: e.type, wallTime: e.wallTime, worker }));
    session.on('Network.responseReceived', (e) => events.push({ kind: 'response', id: id(e.requestId), fromServiceWorker: e.response.fromServiceWorker === true }));
    session.on('Network.loadingFinished', (e) => events.push({ kind: 'finished', id: id(e.requestId), bytes: e.encodedDataLength }));
    await session.send('Network.enable');
    sessions.push(session);
  };
  const onTarget = (target) => {
    if (target.type() === 'service_worker') void target.createCDPSession().then((session) => follow(session, true), () => undefined);
  };
  browser.on('targetcreated', onTarget);
  for (const target of browser.targets()) onTarget(target);
  await follow(await page.createCDPSession(), false);
  return {
    events,
    stop: async () => {
      browser.off('targetcreated', onTarget);
      await Promise.all(sessions.map((session) => session.detach().catch(() => undefined)));
    },
  };
}

// Lighthouse's wait for a quiet page can still be polling a page when its run ends on the 15 s cap
// (the applied profile slows that poll): its last evaluate then fails on the closed tab. That
// belongs to a finished run: said, not fatal. Anything else still ends the bench.
process.on('unhandledRejection', (error) => {
  if (/Target closed/.test(String(error?.message))) log(`a finished run's late poll failed: ${error.message}`);
  else throw error;
});

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
      if (spec.cache === 'first-visit') {
        await removeServiceWorker(page);
        await emptyHttpCache(page);
      } else if (spec.cache === 'service-worker') {
        await installServiceWorker(page, spec.path);
        await emptyHttpCache(page); // what is not the worker's comes over the network
      } else if (spec.cache === 'warm') {
        // Firestore's listen channel never lets the network go idle: the load event, then a pause
        await page.goto(`${server.url}${spec.path}`, { waitUntil: 'load' });
        await new Promise((done) => setTimeout(done, 3_000));
        await page.goto('about:blank');
      } else {
        // a cold device: nothing in the HTTP cache, and no service worker a page before installed
        await removeServiceWorker(page);
        await emptyHttpCache(page);
      }
      // Lighthouse's storage reset would sign the member out: signed-in pages keep storage.
      // Firestore's listen channel keeps a request open for as long as a page listens: without a cap,
      // every page that reads data waits out Lighthouse's 45 s for a quiet network. 15 s is long
      // after everything these pages draw has drawn (and after the idle preloads).
      // The service worker's pair: the profile applied to the browser (answers from the device are
      // not network downloads, which the simulated profile would make of them), the wire recorded.
      const withWorker = spec.cache === 'first-visit' || spec.cache === 'service-worker';
      const flags = { output: 'json', logLevel: 'error', disableStorageReset: true, onlyCategories: ['performance'], maxWaitForLoad: 15_000, ...(withWorker ? { throttlingMethod: 'devtools' } : {}) };
      const started = Date.now();
      const wire = withWorker ? await recordWire(page) : null;
      const result = await lighthouse(`${server.url}${spec.path}`, flags, undefined, page).finally(() => wire?.stop());
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${spec.path}`);
      const figures = wire ? workerRunFigures(lhr, wire.events, server.url) : runFigures(lhr);
      if (args['keep-reports']) writeFileSync(`${args['keep-reports']}/${key.replace(/[^a-z0-9]+/gi, '_')}-${run}.json`, JSON.stringify(lhr));
      results[key].push(figures);
      const wireNote = wire ? `; app ${figures.appNetworkKB} KB over the network, ${figures.servedByWorker} answered by the worker, data ${figures.dataNetworkKB} KB, precache from ${figures.precacheStartMs} ms (${figures.precacheKB} KB)` : '';
      log(`${key} run ${run}/${RUNS}: score ${figures.score}, LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms, JS ${figures.jsKB} KB (${figures.jsPrefetchKB} of it the idle prefetch)${wireNote}, final ${figures.finalPath} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
  await Promise.all(emulators.map((proxy) => proxy.close()));
}
writeFileSync(args.out, JSON.stringify({ chromium: version, runs: RUNS, results }, null, 2));
