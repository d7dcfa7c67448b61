/**
 * The reviewer bench's Playwright driver: signs in as the demo administrator on the production
 * build (served by `vite preview` against emulators holding the scale seed) and measures
 * - the responses page /admin/form-responses/:id: first rows shown (in-app navigation, the way
 *   an administrator arrives from the forms list, and a full page load), documents read;
 * - scrolling its virtualised list once "Load more" has brought in `scrollRows` rows: frame times;
 * - the CSV export of every response (10 000): click to download (median of `loads` exports after
 *   a warm-up one), rows in the file;
 * - the member record /admin/member/:id of the member with 200 responses: time to the timeline
 *   and the documents read to open it (counted on the wire, firestore-reads.mjs);
 * - the triage queue /admin: first flagged response shown (in-app navigation and a full page
 *   load) and the documents read.
 * Routes and accessible names are those of src/features/members (the member record) and
 * src/features/reviews (form responses).
 */
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { addReadCounter } from './firestore-reads.mjs';
import { median, quantile } from './stats.mjs';

export const REVIEWER_VIEWPORT = { width: 1280, height: 800 };
const ROW = 'tr[data-testid^="response-row-"]';
const TIMELINE = 'ol[aria-label="Responses and notes, newest first"] > li';
const TRIAGE_ROW = 'ol.triage-list > li.triage-row';

/** Marks, on `window.__firstSeen[selector]`, the page time each watched selector first matched (then the next frame: painted). */
function watchFirstSeen(selectors) {
  window.__firstSeen = {};
  const check = () => {
    for (const selector of selectors) {
      if (window.__firstSeen[selector] === undefined && document.querySelector(selector)) {
        window.__firstSeen[selector] = null;
        requestAnimationFrame(() => { window.__firstSeen[selector] = performance.now(); });
      }
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

/** In the page: navigate within the app (as a link does) and resolve with ms until `selector` is painted. */
async function navigateInApp([path, selector]) {
  const started = performance.now();
  window.__firstSeen[selector] = undefined;
  history.pushState(null, '', path);
  dispatchEvent(new PopStateEvent('popstate'));
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    const seen = window.__firstSeen[selector];
    if (typeof seen === 'number') return seen - started;
    if (performance.now() - started > 60_000) throw new Error(`${selector} not shown within 60 s of opening ${path}`);
  }
}

/** Until no document has arrived for `quietMs` (or `maxMs` passed). */
async function readsSettled(page, quietMs = 1_500, maxMs = 20_000) {
  const started = Date.now();
  for (;;) {
    const idle = await page.evaluate(() => performance.now() - window.__benchReads.last);
    if (idle >= quietMs || Date.now() - started > maxMs) break;
    await page.waitForTimeout(250);
  }
  return page.evaluate(() => ({ total: window.__benchReads.total, aggregations: window.__benchReads.aggregations, byCollection: { ...window.__benchReads.byCollection } }));
}

/** The SMS codes the Auth emulator issued to `phoneNumber` (it sends no texts: it keeps them), oldest first. */
async function smsCodes(phoneNumber) {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: the reviewer bench runs inside with-emulators.');
  const response = await fetch(`http://${host}/emulator/v1/projects/${process.env.GCLOUD_PROJECT ?? 'demo-test'}/verificationCodes`);
  const { verificationCodes = [] } = await response.json();
  return verificationCodes.filter((entry) => entry.phoneNumber === phoneNumber).map((entry) => entry.code);
}

/** The second factor's code step, as the administrator does it: "Text me a code", the code the emulator issued, Confirm. */
async function enterSecondFactor(page, phoneNumber) {
  await page.getByRole('heading', { name: 'Enter your code' }).waitFor({ timeout: 90_000 });
  const before = (await smsCodes(phoneNumber)).length;
  await page.getByRole('button', { name: /Text me a code|Send a new code/ }).click();
  const started = Date.now();
  let codes = await smsCodes(phoneNumber);
  while (codes.length <= before) {
    if (Date.now() - started > 60_000) throw new Error(`no SMS code for ${phoneNumber} from the Auth emulator within 60 s`);
    await page.waitForTimeout(250);
    codes = await smsCodes(phoneNumber);
  }
  await page.getByLabel('6-digit code').fill(codes.at(-1));
  await page.getByRole('button', { name: 'Confirm' }).click();
}

async function signIn(page, baseUrl, account) {
  await page.goto(`${baseUrl}/login`);
  try {
    await page.getByLabel('Email').waitFor({ timeout: 90_000 });
  } catch {
    throw new Error(`no sign-in form at ${page.url()}: the page says "${(await page.locator('body').innerText()).replace(/\s+/g, ' ').slice(0, 300)}"`);
  }
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // the demo administrator has an SMS second factor
  if (account.secondFactorPhone) await enterSecondFactor(page, account.secondFactorPhone);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
}

/** Frame times while the window scrolls `pxPerFrame` each frame from top to bottom (at most `maxFrames`), and the most rows drawn at once. */
async function scrollFrames(page, pxPerFrame, maxFrames) {
  return page.evaluate(async ([step, limit, rowSelector]) => {
    window.scrollTo(0, 0);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const frames = [];
    let mostRows = 0;
    let last = performance.now();
    for (let frame = 0; frame < limit; frame++) {
      window.scrollBy(0, step);
      const now = await new Promise((resolve) => requestAnimationFrame(resolve));
      frames.push(now - last);
      last = now;
      mostRows = Math.max(mostRows, document.querySelectorAll(rowSelector).length);
      if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2) break;
    }
    return { frames, mostRows, scrolledPx: window.scrollY };
  }, [pxPerFrame, maxFrames, ROW]);
}

const round = (value) => (value === null || value === undefined ? null : Math.round(value * 10) / 10);

/**
 * Runs every measurement; a failing one is recorded as `errors[what]` and the rest still run.
 * @param {{ browser: import('@playwright/test').Browser, baseUrl: string, admin: {email: string, password: string}, formId: string, memberId: string, expectedResponses: number, scrollRows?: number, loads?: number, log?: (line: string) => void }} options
 * `scrollRows`: rows brought in before scrolling (the list is virtualised from 150)
 * `only`: the steps to run (firstRows, scroll, csvExport, memberRecord, triageQueue; all when absent), for A/B runs
 */
export async function measureReviewer({ browser, baseUrl, admin, formId, memberId, expectedResponses, scrollRows = 500, loads = 3, only = null, log = () => {} }) {
  const context = await browser.newContext({ viewport: REVIEWER_VIEWPORT, acceptDownloads: true });
  await addReadCounter(context);
  await context.addInitScript(watchFirstSeen, [ROW, TIMELINE, TRIAGE_ROW]);
  const page = await context.newPage();
  const figures = { formId, memberId, errors: {} };
  const responsesPath = `/admin/form-responses/${formId}`;
  const attempt = async (what, run) => {
    if (only && !only.includes(what)) return;
    try {
      await run();
    } catch (error) {
      figures.errors[what] = String(error.message).split('\n')[0];
      log(`${what}: ${figures.errors[what]}`);
    }
  };
  try {
    log('signing in as the administrator…');
    await signIn(page, baseUrl, admin);
    await page.goto(`${baseUrl}/admin/forms`);
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
    await readsSettled(page);

    await attempt('firstRows', async () => {
      log(`first rows of ${responsesPath} (in-app navigation)…`);
      await page.evaluate(() => window.__benchReads.reset());
      figures.firstRowsInAppMs = round(await page.evaluate(navigateInApp, [responsesPath, ROW]));
      figures.responsesPageReads = await readsSettled(page);
      const loadTimes = [];
      for (let i = 0; i < loads; i++) {
        await page.goto(`${baseUrl}${responsesPath}`, { waitUntil: 'commit' });
        await page.waitForFunction((selector) => typeof window.__firstSeen?.[selector] === 'number', ROW, { timeout: 60_000, polling: 50 });
        loadTimes.push(await page.evaluate((selector) => window.__firstSeen[selector], ROW));
      }
      figures.firstRowsPageLoadMs = round(median(loadTimes));
      figures.firstRowsPageLoadRunsMs = loadTimes.map(round);
      log(`  in-app ${figures.firstRowsInAppMs} ms, page load ${figures.firstRowsPageLoadMs} ms`);
    });

    await attempt('scroll', async () => {
      // on the responses page already after the firstRows step; not when run alone (--only scroll)
      if (new URL(page.url()).pathname !== responsesPath) {
        await page.goto(`${baseUrl}${responsesPath}`);
        await page.locator(ROW).first().waitFor({ timeout: 60_000 });
      }
      log(`loading ${scrollRows} rows with "Load more"…`);
      // "1,000 of 10,000 shown": the page's count line (role=status)
      const shown = () => page.evaluate(() => document.querySelector('.fr-count')?.textContent ?? '');
      // the button's own click, once it is there and enabled: the bench measures scrolling, not the
      // pointer (Playwright's click waits for the button to hold still, and at the end of a long
      // virtualised list rows drawn for the first time are measured and move it for a while)
      const clickLoadMore = () => page.waitForFunction(() => {
        const button = [...document.querySelectorAll('.fr-more button')].find((b) => b.textContent?.trim() === 'Load more');
        if (!button || button.disabled) return false;
        button.click();
        return true;
      }, null, { timeout: 180_000, polling: 50 });
      let rows = 0;
      for (let click = 0; click < 1000; click++) {
        const text = await shown();
        rows = Number((text.match(/^([\d,]+)/)?.[1] ?? '0').replace(/,/g, ''));
        const total = Number((text.match(/of ([\d,]+)/)?.[1] ?? 'NaN').replace(/,/g, ''));
        if (rows >= scrollRows || rows >= total) break;
        await clickLoadMore();
        await page.waitForFunction((before) => {
          const now = document.querySelector('.fr-count')?.textContent ?? '';
          // more rows shown (not only the count arriving: "50 shown" -> "50 of 10,000 shown")
          return now.match(/^[\d,]+/)?.[0] !== before.match(/^[\d,]+/)?.[0];
        }, text, { timeout: 180_000 });
      }
      log(`  ${rows} rows loaded; scrolling…`);
      const { frames, mostRows, scrolledPx } = await scrollFrames(page, 120, 1200);
      figures.scroll = {
        rowsLoaded: rows,
        frames: frames.length,
        scrolledPx: Math.round(scrolledPx),
        frameP50Ms: round(quantile(frames, 0.5)),
        frameP95Ms: round(quantile(frames, 0.95)),
        frameMaxMs: round(Math.max(...frames)),
        // a frame over 2 × 16.7 ms showed at least one dropped frame
        longFrames: frames.filter((ms) => ms > 33.4).length,
        mostRowsDrawn: mostRows,
      };
      log(`  frame p50 ${figures.scroll.frameP50Ms} ms, p95 ${figures.scroll.frameP95Ms} ms, ${figures.scroll.longFrames} long frames, at most ${mostRows} rows drawn`);
    });

    await attempt('csvExport', async () => {
      log(`CSV export of every response to ${formId}…`);
      const button = page.getByRole('button', { name: 'Download CSV' });
      // the median of `loads` exports, each on a freshly loaded page (nothing cached but the app's
      // code), after one more that is reported apart: the emulator's first pass over 10 000 just-seeded
      // documents runs its Java code cold, and the export's function starts cold (3.6-4.4 s, then
      // 2-2.5 s), costs of the stand-ins, not of the app or of Firestore
      const runs = [];
      let last = null;
      let warmupMs = null;
      for (let run = 0; run <= loads; run++) {
        await page.goto(`${baseUrl}${responsesPath}`);
        // this step reports no reads: the counter would scan every megabyte the export reads
        await page.evaluate(() => (window.__benchReads.paused = true));
        await page.locator(ROW).first().waitFor({ timeout: 60_000 });
        await page.waitForFunction(() => {
          const found = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Download CSV');
          return found && !found.disabled;
        }, null, { timeout: 60_000 });
        const started = Date.now();
        const [download] = await Promise.all([page.waitForEvent('download', { timeout: 900_000 }), button.click()]);
        const path = await download.path();
        if (run === 0) warmupMs = Date.now() - started;
        else runs.push(Date.now() - started);
        last = { path, fileName: download.suggestedFilename() };
      }
      const exportMs = Math.round(median(runs));
      const text = await readFile(last.path, 'utf8');
      const parsed = Papa.parse(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
      figures.csv = { exportMs, exportRunsMs: runs, warmupMs, rows: parsed.data.length - 1, columns: parsed.data[0]?.length ?? 0, bytes: Buffer.byteLength(text), bom: text.startsWith('\uFEFF'), expectedRows: expectedResponses, fileName: last.fileName };
      log(`  ${exportMs} ms (median of ${runs.join(', ')}; warm-up ${warmupMs}) for ${figures.csv.rows} rows × ${figures.csv.columns} columns (${Math.round(figures.csv.bytes / 1024)} KB)`);
    });

    await attempt('memberRecord', async () => {
      log(`member record ${memberId}…`);
      await page.goto(`${baseUrl}/admin/forms`);
      await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
      await readsSettled(page);
      await page.evaluate(() => window.__benchReads.reset());
      figures.memberRecordTimelineMs = round(await page.evaluate(navigateInApp, [`/admin/member/${memberId}`, TIMELINE]));
      figures.memberRecordReads = await readsSettled(page, 2_000, 30_000);
      figures.memberRecordTimelineEntries = await page.locator(TIMELINE).count();
      log(`  timeline in ${figures.memberRecordTimelineMs} ms; ${figures.memberRecordReads.total} documents read (+${figures.memberRecordReads.aggregations} counts)`);
    });

    await attempt('triageQueue', async () => {
      log('triage queue /admin (in-app navigation)…');
      await page.goto(`${baseUrl}/admin/forms`);
      await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
      await readsSettled(page);
      await page.evaluate(() => window.__benchReads.reset());
      figures.triageFirstRowsInAppMs = round(await page.evaluate(navigateInApp, ['/admin', TRIAGE_ROW]));
      figures.triageQueueReads = await readsSettled(page);
      figures.triageRowsShown = await page.locator(TRIAGE_ROW).count();
      const loadTimes = [];
      for (let i = 0; i < loads; i++) {
        await page.goto(`${baseUrl}/admin`, { waitUntil: 'commit' });
        await page.waitForFunction((selector) => typeof window.__firstSeen?.[selector] === 'number', TRIAGE_ROW, { timeout: 60_000, polling: 50 });
        loadTimes.push(await page.evaluate((selector) => window.__firstSeen[selector], TRIAGE_ROW));
      }
      figures.triageFirstRowsPageLoadMs = round(median(loadTimes));
      figures.triageFirstRowsPageLoadRunsMs = loadTimes.map(round);
      log(`  in-app ${figures.triageFirstRowsInAppMs} ms, page load ${figures.triageFirstRowsPageLoadMs} ms; ${figures.triageRowsShown} rows; ${figures.triageQueueReads.total} documents read (+${figures.triageQueueReads.aggregations} counts)`);
    });
  } finally {
    await context.close();
  }
  return figures;
}
