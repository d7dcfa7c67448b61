/**
 * Drives the builder bench page (bench/builder-main.tsx) in headless Chromium: mounts a builder on
 * a generated form, then makes real input — keys in the title box of the selected question, a
 * keyboard or mouse move of it, the undo shortcut — and collects the page's timings.
 */
import { framePhases, heapAfterGc, repeat } from './browser.mjs';
import { viewsMissing } from './builder-report.mjs';
import { median, quantile } from './stats.mjs';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * A 1440×900 laptop screen for every builder: wide enough for the engine's workspace to show its
 * live preview beside the canvas (LAYOUT_QUERIES.wide), so a title keystroke counts only once the
 * canvas and the always-visible preview both show it, as the target says.
 */
export const BUILDER_VIEWPORT = viewportFrom(process.env.BENCH_BUILDER_VIEWPORT) ?? { width: 1440, height: 900 };

/** `BENCH_BUILDER_VIEWPORT=1280x800`: another screen (e.g. the tab layout, where the preview is hidden while typing). */
function viewportFrom(text) {
  const match = /^(\d+)x(\d+)$/.exec(text ?? '');
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}

/**
 * A fresh browser context per page load. Nothing leaves the machine: requests for anything but
 * the bench's own server (CDN scripts, web fonts, icons) are answered 404 at once, so no figure
 * waits on a network time-out; they are listed in the results.
 */
async function openBuilderPage(browser, url, baseUrl, blocked) {
  const context = await browser.newContext({ viewport: BUILDER_VIEWPORT });
  await context.route((u) => !u.href.startsWith(baseUrl), (route) => {
    blocked.add(route.request().url().replace(/^https?:\/\//, '').split('?')[0]);
    return route.fulfill({ status: 404, body: '' });
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  const available = await page.evaluate(async () => (await window.__builderBench).available);
  return { context, page, errors, available };
}

const call = (page, method, ...args) =>
  page.evaluate(async ([m, a]) => (await window.__builderBench)[m](...a), [method, args]);

/** One timed interaction: arm the page, wait a random part of a frame, do the input, collect the timing. */
async function timed(page, randomPhase, arm, input) {
  await arm();
  await randomPhase();
  await input();
  return call(page, 'take');
}

/**
 * Drag the marked handle of `field` to `target`'s lower (`below`) or upper part, with the mouse, as
 * a hand does: press, move a little (builders start a drag after a small movement, and some then
 * reshape the canvas), then on to where the target is now, in steps, and on a little further until
 * the builder shows the drop landing on the right side of it. Resolves to the release.
 */
async function drag(page, field, target, below) {
  // builders show a question's drag handle while the pointer is over the question
  await page.locator('[data-bench="drag-from"]').hover();
  const from = await page.locator('[data-bench="drag"]').boundingBox();
  if (!from) throw new Error('drag handle not on screen');
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  let at = start;
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  const moveTo = async (to, steps) => {
    const from = at;
    for (let i = 1; i <= steps; i++) {
      at = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
      await page.mouse.move(at.x, at.y);
      await page.waitForTimeout(20);
    }
  };
  await moveTo({ x: at.x, y: at.y + (below ? 12 : -12) }, 3);
  const picked = at;
  // the drop point, or null when the target has left the screen (the builder scrolled under the
  // drag: chasing it to the edge would make it scroll on)
  const dropPoint = async (part) => {
    const box = await page.locator('[data-bench="drop"]').boundingBox();
    const point = box && { x: box.x + box.width / 2, y: box.y + box.height * (below ? part : 1 - part) };
    return point && point.y > 60 && point.y < BUILDER_VIEWPORT.height - 100 ? point : null;
  };
  // the canvas may move under the drag: follow the target until the drop shows on its right side
  for (const part of [0.75, 0.75, 0.85, 0.95, 0.6, 0.5, null]) {
    if (await call(page, 'dropShown', field, target, below)) return () => page.mouse.up();
    const point = part === null ? null : await dropPoint(part);
    if (!point) break;
    await moveTo(point, at === picked ? 5 : 2);
    await page.waitForTimeout(30);
  }
  // not landing where it should: cancel (Escape, for builders that have it), put it back where it
  // was picked up, and say so
  if (process.env.BENCH_DEBUG) await page.screenshot({ path: `${process.env.BENCH_DEBUG}/astray-${Date.now()}.png` });
  await page.keyboard.press('Escape');
  await moveTo(start, 4);
  await page.mouse.up();
  return null;
}

/** A drag that lands, in up to 3 attempts (a builder may scroll or reshape the canvas under one). */
async function dragThatLands(page, field, target, below) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    if (!(await call(page, 'markDrag', field, target))) throw new Error('no drag handle for the question');
    const release = await drag(page, field, target, below);
    if (release) return release;
    await page.waitForTimeout(500);
  }
  throw new Error(`the builder never showed the drop ${below ? 'below' : 'above'} ${target} (3 attempts)`);
}

/**
 * Moves of the probe question below its neighbour, each followed by undo (when the builder has
 * one) or by moving it back (then both moves count as move samples).
 */
async function measureMoves(page, info, plan) {
  const { field, next } = info.probes;
  const phase = framePhases(11);
  const moves = [];
  const undos = [];
  const keyboard = info.move.kind === 'keyboard';
  const hasUndo = info.undo.kind === 'keyboard';
  const startKey = (key) => ({ events: ['keydown'], key });
  const dropped = { events: ['pointerup', 'mouseup'] };

  const moveDown = async () => {
    if (keyboard) {
      if (!(await call(page, 'markMove'))) throw new Error('no Move down control for the question');
      await page.focus('[data-bench="move"]');
      return timed(page, phase, () => call(page, 'expectOrder', next, field, startKey(info.move.key.toLowerCase())), () => page.keyboard.press(info.move.key));
    }
    const release = await dragThatLands(page, field, next, true);
    return timed(page, phase, () => call(page, 'expectOrder', next, field, dropped), release);
  };
  const moveBack = async () => {
    const release = await dragThatLands(page, field, next, false);
    return timed(page, phase, () => call(page, 'expectOrder', field, next, dropped), release);
  };
  const undo = async () => {
    if (await call(page, 'markUndo')) await page.focus('[data-bench="undo"]');
    else if (keyboard) await page.focus('[data-bench="move"]');
    return timed(page, phase, () => call(page, 'expectOrder', field, next, startKey(info.undo.key)), () => page.keyboard.press(`Control+${info.undo.key}`));
  };

  if (!(await call(page, 'probeFirst'))) throw new Error(`${field} does not start above ${next}`);
  const step = async (what, run) => {
    try {
      return await run();
    } catch (error) {
      if (process.env.BENCH_DEBUG) await page.screenshot({ path: `${process.env.BENCH_DEBUG}/${what.replace(/\W+/g, '-')}.png` });
      throw new Error(`${what}: ${firstLine(error)}`);
    }
  };
  let stopped = null;
  try {
    await repeat({ count: plan.moves, warmup: plan.warmup, budgetMs: plan.moveBudgetMs, min: plan.minMoves }, async (i) => {
      const counted = i >= plan.warmup;
      const down = await step(`move ${i + 1}`, moveDown);
      if (counted) moves.push(down);
      const back = hasUndo ? await step(`undo ${i + 1}`, undo) : await step(`move back ${i + 1}`, moveBack);
      if (counted) (hasUndo ? undos : moves).push(back);
    });
  } catch (error) {
    // a drag that went astray ends the phase; what was timed before it still counts
    if (moves.length < KEEP_AT_LEAST) throw error;
    stopped = `stopped after ${moves.length} moves: ${firstLine(error)}`;
  }
  return { moves, undos, stopped };
}

/** A phase cut short by an error keeps its samples when it has at least this many. */
const KEEP_AT_LEAST = 5;

/**
 * Real keys typed at the end of the selected question's title box. Each key is done when every
 * title view shows the new title; a view that never shows it (a builder's bug) is reported and the
 * keys are timed by the other views, so one broken view does not hide the rest.
 */
async function measureTitle(page, plan, views) {
  const before = await call(page, 'openTitle');
  const box = page.locator('[data-bench="title"]');
  // let the builder finish what selecting started (SurveyJS Creator scrolls and focuses a moment later)
  await page.waitForTimeout(500);
  const focusBox = async () => {
    if (await box.evaluate((element) => element === document.activeElement)) return;
    await box.focus();
    await page.keyboard.press('Control+End');
  };
  const phase = framePhases(42);
  let typed = '';
  const missed = {};
  let shownIn = views;
  const samples = [];
  let stopped = null;
  const typeOne = async (i) => {
    const key = LETTERS[i % LETTERS.length];
    typed += key;
    try {
      await focusBox();
      const sample = await timed(page, phase, () => call(page, 'expectTitle', typed, key, shownIn), () => page.keyboard.press(key));
      if (i >= plan.warmup) samples.push(sample);
    } catch (error) {
      const missing = viewsMissing(String(error?.message));
      if (i > 0 || !missing.length || missing.length === shownIn.length) throw error;
      for (const view of missing) missed[view] = firstLine(error).replace(/^.*?(the builder never showed)/, '$1');
      shownIn = shownIn.filter((v) => !missing.includes(v));
      // this key was lost to the wait; the next ones are timed by the views that work
    }
  };
  try {
    await repeat({ count: plan.keys, warmup: plan.warmup, budgetMs: plan.keyBudgetMs, min: plan.minSamples }, typeOne);
    const value = await box.inputValue();
    if (value !== before + typed) throw new Error(`the title box shows "${value.slice(-30)}", not what was typed`);
  } catch (error) {
    if (samples.length < KEEP_AT_LEAST) throw error;
    stopped = `stopped after ${samples.length} keys: ${firstLine(error)}`;
  }
  await call(page, 'closeTitle');
  return { samples, shownIn, missed, stopped };
}

/**
 * The floor under a title key: the same keys, timed the same way, in a plain text box the page
 * puts over the builder (nothing listens to it). What is left of a builder's keystroke above it
 * is the builder's own.
 */
async function measureFloor(page, plan) {
  await call(page, 'openFloor');
  const box = page.locator('[data-bench="floor"]');
  await box.focus();
  await page.keyboard.press('End');
  const phase = framePhases(7);
  let typed = '';
  const samples = [];
  await repeat({ count: plan.keys, warmup: plan.warmup, budgetMs: plan.keyBudgetMs, min: plan.minSamples }, async (i) => {
    const key = LETTERS[i % LETTERS.length];
    typed += key;
    const sample = await timed(page, phase, () => call(page, 'expectFloor', typed, key), () => page.keyboard.press(key));
    if (i >= plan.warmup) samples.push(sample);
  });
  await call(page, 'closeFloor');
  return samples;
}

const p50 = (samples, key = 'latencyMs') => median(samples.map((s) => s[key]));
const p95 = (samples, key = 'latencyMs') => quantile(samples.map((s) => s[key]), 0.95);
const firstLine = (error) => String(error?.message ?? error).split('\n')[0].replace(/^page\.evaluate: Error: /, '');
const titleHow = (views) => `typing at the end of the title in the property editor; done when shown in: ${views.join(' and ')}`;

/**
 * Measure one builder at one size: cold mounts (a fresh page each, as an administrator opening the
 * builder), then on the last page moves (+ undo), then title keys. A phase that fails is reported
 * with its error; the others still count. Resolves to the figures, or { error } when none could be taken.
 */
export async function measureBuilder(browser, baseUrl, builder, size, plan, onProgress = () => {}) {
  const url = `${baseUrl}builder.html?builder=${encodeURIComponent(builder)}&form=${encodeURIComponent(size)}`;
  const blocked = new Set();
  let last = null;
  try {
    const mounts = await repeat({ count: plan.mounts, budgetMs: plan.mountBudgetMs, min: 1 }, async (rep) => {
      if (last) await last.context.close();
      last = await openBuilderPage(browser, url, baseUrl, blocked);
      if (!last.available) throw new Error('not available');
      onProgress(`mount ${rep + 1}/${plan.mounts}`);
      return call(last.page, 'mount');
    });
    const { page } = last;
    const info = await page.evaluate(async () => {
      const b = await window.__builderBench;
      return { probes: b.probes, total: b.total, move: b.move, undo: b.undo, titleViews: b.titleViews };
    });
    const figures = {
      mountMs: median(mounts),
      titleKeyP50Ms: null, titleKeyP95Ms: null, moveP50Ms: null, moveP95Ms: null, undoP50Ms: null, undoP95Ms: null,
      how: {
        title: titleHow(info.titleViews),
        move: info.move.kind === 'n/a' ? 'n/a' : info.move.how,
        undo: info.undo.kind === 'n/a' ? 'n/a' : info.undo.how,
      },
      notApplicable: {},
      errors: {},
      samples: { mounts: mounts.length, titleKeys: 0, moves: 0, undos: 0, floorKeys: 0 },
    };
    if (info.move.kind === 'n/a') figures.notApplicable.move = info.move.reason;
    if (info.undo.kind === 'n/a') figures.notApplicable.undo = info.undo.reason;
    // the heap the mounted builder holds, before any edit adds undo history
    figures.heapMB = Math.round((await heapAfterGc(last.context, page)) * 10) / 10;

    if (info.move.kind !== 'n/a') {
      onProgress('moving');
      try {
        const { moves, undos, stopped } = await measureMoves(page, info, plan);
        if (stopped) figures.stopped = { ...figures.stopped, move: stopped };
        Object.assign(figures, { moveP50Ms: p50(moves), moveP95Ms: p95(moves), moveWorkP95Ms: p95(moves, 'workMs') });
        if (undos.length) Object.assign(figures, { undoP50Ms: p50(undos), undoP95Ms: p95(undos), undoWorkP95Ms: p95(undos, 'workMs') });
        Object.assign(figures.samples, { moves: moves.length, undos: undos.length });
      } catch (error) {
        figures.errors.move = firstLine(error);
      }
    }
    onProgress('typing a title');
    try {
      const { samples: keys, shownIn, missed, stopped } = await measureTitle(page, plan, info.titleViews);
      if (stopped) figures.stopped = { ...figures.stopped, title: stopped };
      Object.assign(figures, { titleKeyP50Ms: p50(keys), titleKeyP95Ms: p95(keys), titleKeyWorkP95Ms: p95(keys, 'workMs'), titleKeyUpdateP95Ms: p95(keys, 'updateMs') });
      figures.samples.titleKeys = keys.length;
      figures.how.title = titleHow(shownIn);
      if (Object.keys(missed).length) figures.titleViewsMissed = missed;
    } catch (error) {
      if (process.env.BENCH_DEBUG) await page.screenshot({ path: `${process.env.BENCH_DEBUG}/title.png` });
      figures.errors.title = firstLine(error);
    }
    onProgress('typing in a plain text box (the floor)');
    try {
      const floor = await measureFloor(page, plan);
      Object.assign(figures, { floorKeyP50Ms: p50(floor), floorKeyP95Ms: p95(floor), floorKeyWorkP95Ms: p95(floor, 'workMs') });
      figures.samples.floorKeys = floor.length;
    } catch (error) {
      figures.errors.floor = firstLine(error);
    }
    if (last.errors.length) figures.pageErrors = [...new Set(last.errors)].slice(0, 3);
    if (blocked.size) figures.blockedRequests = [...blocked].sort();
    if (!Object.keys(figures.errors).length) delete figures.errors;
    return figures;
  } catch (error) {
    if (last && !last.available) return { error: 'not available: src/features/form-builder has no FormBuilderWorkspace yet' };
    const pageError = last?.errors[0];
    return { error: firstLine(error) + (pageError ? ` (page: ${pageError})` : '') };
  } finally {
    await last?.context.close();
  }
}
