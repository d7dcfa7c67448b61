/**
 * Drives the built bench pages in headless Chromium (Debian's `chromium`, via Playwright) and
 * measures one renderer on one form size: mount, typing, rating clicks, JS heap.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs';
import { lostKeys, median, quantile } from './stats.mjs';

/** Debian's Chromium (or CHROME_PATH) with the project's flags; a clear error when there is none. */
export async function launchChromium() {
  const executablePath = findChromium();
  if (!executablePath) {
    throw new Error('No Chromium found for the bench. Install Debian\'s: `apt-get install -y chromium` (as root), or set CHROME_PATH to a Chrome/Chromium binary.');
  }
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  return { browser, executablePath, version: browser.version() };
}

/**
 * A laptop-sized viewport. (At phone width SurveyJS turns rating items into drop-downs, so the
 * same click could not be measured on every renderer.)
 */
export const VIEWPORT = { width: 1280, height: 800 };
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const FRAME_MS = 1000 / 60;

/**
 * A pause of a random part of a frame before each interaction. Without it every key would land
 * just after the previous paint (the driver waits for that paint) and always wait almost a whole
 * frame; a member's keys land anywhere in a frame. Seeded, so runs are comparable.
 */
export function framePhases(seed = 42) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return new Promise((resolve) => setTimeout(resolve, (state / 2 ** 31) * FRAME_MS));
  };
}

/** A fresh browser context per page load: contexts never share a renderer process, so heaps are separate. */
async function openPage(browser, url) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(url);
  const available = await page.evaluate(async () => (await window.__bench).available);
  return { context, page, errors, available };
}

const call = (page, method, ...args) =>
  page.evaluate(async ([m, a]) => (await window.__bench)[m](...a), [method, args]);

/** MB of JavaScript heap in use after two forced collections (the renderer and builder benches). */
export async function heapAfterGc(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize / (1024 * 1024);
}

/**
 * Run `step` up to `count` times after `warmup` uncounted runs, stopping early once `budgetMs` is
 * spent and at least `min` were counted (quick runs cap the slow peers' long tails this way).
 */
export async function repeat({ count, warmup = 0, budgetMs = Infinity, min = 1 }, step) {
  const samples = [];
  const started = Date.now();
  for (let i = 0; i < warmup + count; i++) {
    const sample = await step(i);
    if (i >= warmup) samples.push(sample);
    if (samples.length >= min && Date.now() - started > budgetMs) break;
  }
  return samples;
}

/** Real key presses into the middle text field (the first `warmup` not counted): samples, and how many characters the field lost. */
async function measureTyping(page, { keys, warmup, phaseBudgetMs }) {
  if (!(await call(page, 'markText'))) throw new Error('text field not found');
  await page.locator('[data-bench="text"]').click();
  await call(page, 'arm');
  let typed = '';
  const randomPhase = framePhases();
  const samples = await repeat({ count: keys, warmup, budgetMs: phaseBudgetMs, min: 10 }, async (i) => {
    const key = LETTERS[i % LETTERS.length];
    await randomPhase();
    await page.keyboard.press(key);
    typed += key;
    const sample = await call(page, 'take');
    if (!sample) throw new Error(`key ${i + 1} fired no input event`);
    return sample;
  });
  // a renderer may drop keys under load (a controlled input overwritten by a stale value): that
  // is reported with the figures, not hidden; a field that kept nothing means the bench is broken
  const value = (await call(page, 'textValue')) ?? '';
  const lost = lostKeys(typed, value);
  if (lost === typed.length) throw new Error(`typed text did not arrive (field shows "${value.slice(-20)}")`);
  return { samples, lost, typed: typed.length };
}

/** Real clicks on the middle rating item, choosing a different value each time. */
async function measureClicks(page, { clicks, warmup, phaseBudgetMs }) {
  let value = 0;
  const randomPhase = framePhases(7);
  const samples = await repeat({ count: clicks, warmup: Math.min(warmup, 2), budgetMs: phaseBudgetMs, min: 5 }, async (i) => {
    value = (i + 1) % 5;
    if (!(await call(page, 'markRating', value))) throw new Error(`rating option ${value} not found`);
    // a real mouse click at the option's centre (locator.click() would wait for animation frames
    // to check the target is stable, and so land at the same point of every frame)
    const option = page.locator('[data-bench="rating"]');
    await option.scrollIntoViewIfNeeded();
    const box = await option.boundingBox();
    if (!box) throw new Error(`rating option ${value} is not on screen`);
    await randomPhase();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const sample = await call(page, 'take');
    if (!sample) throw new Error(`click ${i + 1} fired no click event`);
    return sample;
  });
  const shown = await call(page, 'ratingValue');
  if (shown !== value) throw new Error(`the rating item shows ${shown} after choosing ${value}`);
  return samples;
}

/**
 * Measure one renderer at one size. Each mount is in a fresh page (a member opening the form);
 * the last page is also typed into, clicked and weighed. Resolves to the figures, or { error }.
 */
export async function measureRenderer(browser, baseUrl, renderer, size, plan, onProgress = () => {}) {
  const url = `${baseUrl}?renderer=${encodeURIComponent(renderer)}&form=${encodeURIComponent(size)}`;
  let last = null;
  try {
    const mounts = await repeat({ count: plan.mounts, budgetMs: plan.phaseBudgetMs, min: 1 }, async (rep) => {
      if (last) await last.context.close();
      last = await openPage(browser, url);
      if (!last.available) throw new Error('not available');
      onProgress(`mount ${rep + 1}/${plan.mounts}`);
      return call(last.page, 'mount');
    });
    const { context, page } = last;
    const heapMB = await heapAfterGc(context, page);
    const fields = await call(page, 'fieldCount');
    // opening a second form in the same visit: the library's code is parsed and compiled by now
    const warmMounts = await repeat({ count: plan.warmMounts, budgetMs: plan.phaseBudgetMs, min: 1 }, () => call(page, 'remount'));
    const probes = await page.evaluate(async () => (await window.__bench).probes);
    onProgress('typing');
    const typing = probes.textField ? await measureTyping(page, plan) : { samples: [], lost: 0, typed: 0 };
    const keys = typing.samples;
    onProgress('clicking');
    // a first step without a rating item (the PCL-5's) has nothing to click
    const clicks = probes.ratingField ? await measureClicks(page, plan) : [];
    if (last.errors.length) throw new Error(last.errors[0]);
    const latency = (samples) => samples.map((s) => s.latencyMs);
    const work = (samples) => samples.map((s) => s.workMs);
    return {
      mountMs: median(mounts),
      warmMountMs: median(warmMounts),
      keyP50Ms: median(latency(keys)),
      keyP95Ms: quantile(latency(keys), 0.95),
      clickP95Ms: quantile(latency(clicks), 0.95),
      heapMB,
      keyWorkP95Ms: quantile(work(keys), 0.95),
      clickWorkP95Ms: quantile(work(clicks), 0.95),
      ...(typing.lost ? { lostKeys: `${typing.lost} of ${typing.typed}` } : {}),
      inputs: fields,
      samples: { mounts: mounts.length, warmMounts: warmMounts.length, keys: keys.length, clicks: clicks.length },
    };
  } catch (error) {
    if (last && !last.available) return { error: 'not available: src/form-renderer has no AssessmentForm' };
    const pageError = last?.errors[0];
    return { error: String(error?.message ?? error).split('\n')[0] + (pageError ? ` (page: ${pageError})` : '') };
  } finally {
    await last?.context.close();
  }
}
