/**
 * Drives the builder bench page (bench/builder-main.tsx) in headless Chromium: mounts a builder on
 * a generated form, then makes real input — keys in the title box of the selected question, a
 * keyboard or mouse move of it, the undo shortcut — and collects the page's timings.
 */
import { framePhases, repeat, VIEWPORT } from './browser.mjs';
import { median, quantile } from './stats.mjs';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * A fresh browser context per page load. Nothing leaves the machine: requests for anything but
 * the bench's own server (CDN scripts, web fonts, icons) are answered 404 at once, so no figure
 * waits on a network time-out; they are listed in the results.
 */
async function openBuilderPage(browser, url, baseUrl, blocked) {
  const context = await browser.newContext({ viewport: VIEWPORT });
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

/** Drag the marked handle to the marked question's lower (`below`) or upper part, with the mouse. */
async function drag(page, below) {
  // builders show a question's drag handle while the pointer is over the question
  await page.locator('[data-bench="drag-from"]').hover();
  const from = await page.locator('[data-bench="drag"]').boundingBox();
  const to = await page.locator('[data-bench="drop"]').boundingBox();
  if (!from || !to) throw new Error('drag handle or drop target not on screen');
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  const end = { x: to.x + to.width / 2, y: to.y + to.height * (below ? 0.8 : 0.2) };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  // a few steps, as a hand moves: builders start a drag after a small movement and track the pointer
  const steps = 6;
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(start.x + ((end.x - start.x) * i) / steps, start.y + ((end.y - start.y) * i) / steps);
    await page.waitForTimeout(20);
  }
  return () => page.mouse.up();
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
    if (!(await call(page, 'markDrag', field, next))) throw new Error('no drag handle for the question');
    const release = await drag(page, true);
    return timed(page, phase, () => call(page, 'expectOrder', next, field, dropped), release);
  };
  const moveBack = async () => {
    if (!(await call(page, 'markDrag', field, next))) throw new Error('no drag handle for the question');
    const release = await drag(page, false);
    return timed(page, phase, () => call(page, 'expectOrder', field, next, dropped), release);
  };
  const undo = async () => {
    if (await call(page, 'markUndo')) await page.focus('[data-bench="undo"]');
    else if (keyboard) await page.focus('[data-bench="move"]');
    return timed(page, phase, () => call(page, 'expectOrder', field, next, startKey(info.undo.key)), () => page.keyboard.press(`Control+${info.undo.key}`));
  };

  if (!(await call(page, 'probeFirst'))) throw new Error(`${field} does not start above ${next}`);
  await repeat({ count: plan.moves, warmup: plan.warmup, budgetMs: plan.phaseBudgetMs, min: plan.minSamples }, async (i) => {
    const counted = i >= plan.warmup;
    const down = await moveDown();
    if (counted) moves.push(down);
    const back = hasUndo ? await undo() : await moveBack();
    if (counted) (hasUndo ? undos : moves).push(back);
  });
  return { moves, undos };
}

/** Real keys typed at the end of the selected question's title box. */
async function measureTitle(page, plan) {
  const before = await call(page, 'openTitle');
  const box = page.locator('[data-bench="title"]');
  await box.focus();
  await page.keyboard.press('Control+End');
  const phase = framePhases(42);
  let typed = '';
  const samples = await repeat({ count: plan.keys, warmup: plan.warmup, budgetMs: plan.phaseBudgetMs, min: plan.minSamples }, async (i) => {
    const key = LETTERS[i % LETTERS.length];
    typed += key;
    return timed(page, phase, () => call(page, 'expectTitle', typed, key), () => page.keyboard.press(key));
  });
  const value = await box.inputValue();
  if (value !== before + typed) throw new Error(`the title box shows "${value.slice(-30)}", not what was typed`);
  await call(page, 'closeTitle');
  return samples;
}

const p50 = (samples, key = 'latencyMs') => median(samples.map((s) => s[key]));
const p95 = (samples, key = 'latencyMs') => quantile(samples.map((s) => s[key]), 0.95);
const firstLine = (error) => String(error?.message ?? error).split('\n')[0];

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
        title: `typing in the property editor's title; done when shown in: ${info.titleViews.join(' and ')}`,
        move: info.move.kind === 'n/a' ? 'n/a' : info.move.how,
        undo: info.undo.kind === 'n/a' ? 'n/a' : info.undo.how,
      },
      notApplicable: {},
      errors: {},
      samples: { mounts: mounts.length, titleKeys: 0, moves: 0, undos: 0 },
    };
    if (info.move.kind === 'n/a') figures.notApplicable.move = info.move.reason;
    if (info.undo.kind === 'n/a') figures.notApplicable.undo = info.undo.reason;

    if (info.move.kind !== 'n/a') {
      onProgress('moving');
      try {
        const { moves, undos } = await measureMoves(page, info, plan);
        Object.assign(figures, { moveP50Ms: p50(moves), moveP95Ms: p95(moves), moveWorkP95Ms: p95(moves, 'workMs') });
        if (undos.length) Object.assign(figures, { undoP50Ms: p50(undos), undoP95Ms: p95(undos), undoWorkP95Ms: p95(undos, 'workMs') });
        Object.assign(figures.samples, { moves: moves.length, undos: undos.length });
      } catch (error) {
        figures.errors.move = firstLine(error);
      }
    }
    onProgress('typing a title');
    try {
      const keys = await measureTitle(page, plan);
      Object.assign(figures, { titleKeyP50Ms: p50(keys), titleKeyP95Ms: p95(keys), titleKeyWorkP95Ms: p95(keys, 'workMs'), titleKeyUpdateP95Ms: p95(keys, 'updateMs') });
      figures.samples.titleKeys = keys.length;
    } catch (error) {
      figures.errors.title = firstLine(error);
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
