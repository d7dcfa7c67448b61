/** The renderer's targets, checked against a bench report. Reported, never asserted. */

const fmt = (n) => (n >= 100 ? Math.round(n) : Math.round(n * 10) / 10);

/** How far over a limit a figure is, in words ("21.4 ms, 5.4 ms (34%) over 16 ms"). */
function overBy(value, limit, unit) {
  if (value <= limit) return `${fmt(value)} ${unit}, within ${limit} ${unit}`;
  return `${fmt(value)} ${unit}, ${fmt(value - limit)} ${unit} (${Math.round(((value - limit) / limit) * 100)}%) over ${limit} ${unit}`;
}

const ok = (figures) => figures && !figures.error && typeof figures.keyP95Ms === 'number';

/** How close the engine's typing must come to the plain-HTML floor's: key work p95 within this multiple. */
export const FLOOR_MULTIPLE = 1.3;

/**
 * The engine's key work p95 over the plain-HTML floor's at one size (2 decimals), or null when
 * either is missing: both measured in the same run, so the machine's load divides out.
 */
export function keyWorkVsFloor(figures) {
  const engine = figures?.engine;
  const floor = figures?.['html-floor'];
  if (!engine || engine.error || !floor || floor.error) return null;
  if (typeof engine.keyWorkP95Ms !== 'number' || typeof floor.keyWorkP95Ms !== 'number' || floor.keyWorkP95Ms <= 0) return null;
  return Math.round((engine.keyWorkP95Ms / floor.keyWorkP95Ms) * 100) / 100;
}

/**
 * One entry per target: met true/false, or null when the figures are missing (a renderer failed
 * or was not run), with the figures that decided it.
 */
export function targetReport(report) {
  const at300 = report.sizes?.['300'] ?? {};
  const engine = at300.engine;
  const targets = [];
  const add = (target, met, detail) => targets.push({ target, met, detail });

  if (ok(engine)) {
    add('300 fields: typing p95 <= 16 ms', engine.keyP95Ms <= 16, `engine ${overBy(engine.keyP95Ms, 16, 'ms')}; work part ${fmt(engine.keyWorkP95Ms)} ms`);
  } else add('300 fields: typing p95 <= 16 ms', null, engine?.error ?? 'engine not measured');

  const floorTarget = `300 fields: typing key work p95 within ${FLOOR_MULTIPLE}x of the plain-HTML floor`;
  const vsFloor = keyWorkVsFloor(at300);
  if (vsFloor !== null) {
    add(floorTarget, vsFloor <= FLOOR_MULTIPLE, `engine ${fmt(engine.keyWorkP95Ms)} ms / html-floor ${fmt(at300['html-floor'].keyWorkP95Ms)} ms = ${vsFloor}x`);
  } else add(floorTarget, null, engine?.error ?? at300['html-floor']?.error ?? `${ok(engine) ? 'html-floor' : 'engine'} not measured`);

  const rjsf = at300['rjsf-stock'];
  if (ok(engine) && ok(rjsf)) {
    const x = rjsf.keyP95Ms / engine.keyP95Ms;
    add('300 fields: typing p95 at least 5x faster than rjsf-stock', x >= 5, `rjsf-stock ${fmt(rjsf.keyP95Ms)} ms / engine ${fmt(engine.keyP95Ms)} ms = ${fmt(x)}x`);
  } else add('300 fields: typing p95 at least 5x faster than rjsf-stock', null, 'not measured');

  for (const peer of ['surveyjs', 'jsonforms']) {
    const figures = at300[peer];
    if (ok(engine) && ok(figures)) {
      add(`300 fields: typing p95 faster than ${peer}`, engine.keyP95Ms < figures.keyP95Ms, `${peer} ${fmt(figures.keyP95Ms)} ms vs engine ${fmt(engine.keyP95Ms)} ms`);
    } else add(`300 fields: typing p95 faster than ${peer}`, null, 'not measured');
  }

  // as members open it (engine-steps: the first step) and with all 21 questions on one page (engine)
  for (const [renderer, how] of [['engine-steps', 'first step, as members open it'], ['engine', 'all 21 questions on one page']]) {
    const pcl5 = report.forms?.pcl5?.[renderer];
    const target = `PCL-5 mount <= 30 ms (${how})`;
    if (pcl5 && !pcl5.error) add(target, pcl5.mountMs <= 30, `${renderer} ${overBy(pcl5.mountMs, 30, 'ms')} in a fresh page; ${fmt(pcl5.warmMountMs)} ms warm`);
    else add(target, null, pcl5?.error ?? 'not measured');
  }

  // a long intake form: judged only when a run measured it (full runs, or --sizes naming 1000)
  const at1000 = report.sizes?.['1000']?.engine;
  if (at1000) {
    const target = '1000 fields: typing key work p95 <= 16 ms (one frame)';
    if (ok(at1000) && typeof at1000.keyWorkP95Ms === 'number') {
      add(target, at1000.keyWorkP95Ms <= 16, `engine work ${overBy(at1000.keyWorkP95Ms, 16, 'ms')}; latency p95 ${fmt(at1000.keyP95Ms)} ms; mount ${fmt(at1000.mountMs)} ms, heap ${fmt(at1000.heapMB)} MB`);
    } else add(target, null, at1000.error ?? 'no key work figure');
  }

  const server = report['engine-node']?.forms?.pcl5;
  if (server) {
    add('PCL-5 server validate + score <= 1 ms', server.p95Us <= 1000, `median ${fmt(server.medianUs)} µs, p95 ${fmt(server.p95Us)} µs`);
  } else add('PCL-5 server validate + score <= 1 ms', null, 'not measured');
  return targets;
}
