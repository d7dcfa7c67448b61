#!/usr/bin/env node
/**
 * `npm run bench [-- --quick] [-- --json FILE] [--sizes 20,300] [--renderers engine,surveyjs] [--skip-node] [--skip-browser]`
 * `npm run bench -- --builder [--builders engine,formio-builder] [--sizes 300]`   the builder bench alone
 * `npm run bench -- --reviewer [--responses 10000] [--members 500]`   the reviewer workspace at scale alone (its own emulator stack, seeded with that many first)
 * `npm run bench -- --phone [--runs 3] [--pages KEY,KEY]`   Lighthouse's mobile profile on the app's pages (its own stack)
 * `npm run bench -- --mail [--emails 1000] [--samples 20]`   1,000 queued emails to the local inbox, and submission → alert (its own stack)
 * `npm run bench -- --load [--members 500] [--seconds 60] [--in-flight 16]`   members submitting at once through submitResponse (its own stack)
 * `npm run bench -- --help`   these lines
 *
 * Builds the bench pages in production mode, serves them, drives headless Chromium over the
 * generated forms (and the PCL-5) with every renderer, times the engine in Node, measures the
 * FormBuilder against SurveyJS Creator and the Form.io builder, then prints a table per size and
 * writes the same figures as JSON. Targets are reported, never asserted. Each kind a run measured
 * (renderer, builder, reviewer, phone) is rewritten in bench/RESULTS.md's generated sections
 * unless `--no-results`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launchChromium, measureRenderer } from './browser.mjs';
import { BUILDER_VIEWPORT, measureBuilder } from './builder-driver.mjs';
import { BUILDERS, builderMethods, builderSection, builderTargets, formatBuilderTable } from './builder-report.mjs';
import { findChromium } from '../chromium.mjs';
import { serveStatic } from './serve.mjs';
import { formatNodeTable, formatTable } from './stats.mjs';
import { keyWorkVsFloor, targetReport } from './targets.mjs';
import { installedVersions, runErrors, surveyVersionProblem, usesSurveyJs } from './peer-check.mjs';
import { runReviewerBench } from './reviewer-run.mjs';
import { formatReviewerTable, reviewerSection, reviewerTargets } from './reviewer-report.mjs';
import { runPhoneBench } from './phone-run.mjs';
import { formatMailTable, mailTargets, runMailBench } from './mail-run.mjs';
import { runLoadBench } from './load-run.mjs';
import { formatLoadTable, loadHeld, loadTargets } from './load-report.mjs';
import { formatPhoneTable, phoneSection, phoneTargets } from './phone-report.mjs';
import { resultKinds, updateResults } from './results-file.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const RENDERERS = ['engine', 'rjsf-stock', 'surveyjs', 'jsonforms', 'engine-steps', 'html-floor'];
const SIZES = ['20', '100', '300', '1000'];
const BUILDER_SIZES = ['20', '100', '300'];
// sizes the builder also runs when named in --sizes (a long intake form), never by default
const BUILDER_EXTRA_SIZES = ['1000'];

/**
 * Full: 5 cold mounts (fresh pages), 5 warm, 60 keys and 25 clicks after warm-up, 20 000 Node runs.
 * Quick: 1 + 1 mounts and up to 30 keys / 10 clicks, each phase cut at 1.5 s (at least 10 keys and
 * 5 clicks), 10 000 Node runs: all four sizes in under 3 minutes on 2 cores.
 */
const PLANS = {
  full: { mounts: 5, warmMounts: 5, keys: 60, clicks: 25, warmup: 5, phaseBudgetMs: 90_000, nodeRuns: 20_000 },
  quick: { mounts: 1, warmMounts: 1, keys: 30, clicks: 10, warmup: 3, phaseBudgetMs: 1_500, nodeRuns: 10_000 },
};

/**
 * The builder bench. Full: at 300 questions (the targets' size) 5 cold mounts (at most 15 s of
 * them), 30 title keys and 30 moves each followed by undo (or a move back) after 2 warm-up rounds,
 * each phase cut once its budget is spent and 10 keys or 5 rounds of moves are counted (a peer's
 * drag takes a second or more); at 100 questions a lighter pass. Quick: the light pass at 20, 100
 * and 300. Either stays within about 5 minutes on 2 busy cores; `--sizes 20,100,300` adds sizes
 * to a full run.
 */
const BUILDER_PLANS = {
  full: { mounts: 5, mountBudgetMs: 15_000, keys: 30, moves: 30, warmup: 2, keyBudgetMs: 15_000, moveBudgetMs: 35_000, minSamples: 10, minMoves: 5 },
  light: { mounts: 2, mountBudgetMs: 8_000, keys: 15, moves: 10, warmup: 1, keyBudgetMs: 6_000, moveBudgetMs: 12_000, minSamples: 5, minMoves: 3 },
};
const builderPlanFor = (size) => (!args.quick && (size === '300' || size === 'grids-300') ? BUILDER_PLANS.full : BUILDER_PLANS.light);

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    json: { type: 'string' },
    sizes: { type: 'string' },
    renderers: { type: 'string' },
    'skip-node': { type: 'boolean', default: false },
    'skip-browser': { type: 'boolean', default: false },
    builder: { type: 'boolean', default: false },
    builders: { type: 'string' },
    'skip-builder': { type: 'boolean', default: false },
    reviewer: { type: 'boolean', default: false },
    responses: { type: 'string', default: '10000' },
    phone: { type: 'boolean', default: false },
    mail: { type: 'boolean', default: false },
    emails: { type: 'string', default: '1000' },
    samples: { type: 'string', default: '20' },
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
    'no-results': { type: 'boolean', default: false },
    load: { type: 'boolean', default: false },
    members: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '60' },
    'in-flight': { type: 'string', default: '16' },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  // the usage lines of this file's opening comment
  const usage = readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\n').filter((line) => line.startsWith(' * `npm run bench'));
  process.stdout.write(`${usage.map((line) => line.slice(3)).join('\n')}\n\nFull details: bench/RESULTS.md and scripts/bench/README.md\n`);
  process.exit(0);
}
const plan = args.quick ? PLANS.quick : PLANS.full;
const sizes = args.sizes ? args.sizes.split(',') : SIZES;
// quick runs leave out the html-floor reference row to stay within ~3 minutes on 2 cores
const renderers = args.renderers ? args.renderers.split(',') : RENDERERS.filter((r) => !args.quick || r !== 'html-floor');
for (const r of renderers) if (!RENDERERS.includes(r)) throw new Error(`unknown renderer ${r} (one of ${RENDERERS.join(', ')})`);
// --builder runs the builder bench alone; a full run includes it unless --skip-builder
const onlyBuilder = args.builder;
const builders = args.builders ? args.builders.split(',') : BUILDERS;
for (const b of builders) if (!BUILDERS.includes(b)) throw new Error(`unknown builder ${b} (one of ${BUILDERS.join(', ')})`);
const builderSizes = args.sizes ? sizes.filter((size) => BUILDER_SIZES.includes(size) || BUILDER_EXTRA_SIZES.includes(size)) : args.quick ? BUILDER_SIZES : ['100', '300'];
const runBuilders = !args['skip-builder'] && !args['skip-browser'] && builderSizes.length > 0;
/** The form of Likert grids and sliders (scripts/bench/grids-sliders.ts): at 300 questions, or at the run's largest size below that. */
const gridFormOf = (list) => {
  const fitting = list.map(Number).filter((n) => Number.isInteger(n) && n >= 20 && n <= 300 && n % 10 === 0);
  return fitting.length > 0 ? `grids-${Math.max(...fitting)}` : null;
};
const gridForm = gridFormOf(sizes);
const builderGridForm = gridFormOf(builderSizes);

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)}s`;
const log = (message) => process.stderr.write(`[bench ${elapsed()}] ${message}\n`);

function machine() {
  return {
    cpus: os.availableParallelism?.() ?? os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    memoryGB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadAverageAtStart: os.loadavg().map((l) => Math.round(l * 100) / 100),
  };
}

/** Vite production build of bench/ (the engine's renderer built as the app builds it). */
async function buildPages() {
  const { build } = await import('vite');
  const configFile = resolve(ROOT, 'bench/vite.config.ts');
  try {
    await build({ configFile, mode: 'production', logLevel: 'warn' });
    return null;
  } catch (error) {
    // a broken renderer must not stop the peers being measured: rebuild without it and say why
    log(`build with the engine's renderer failed (${String(error.message).split('\n')[0]}); building the peers alone`);
    process.env.BENCH_SKIP_ENGINE = '1';
    await build({ configFile, mode: 'production', logLevel: 'warn' });
    return `build failed: ${String(error.message).split('\n')[0]}`;
  }
}

/** Bundle scripts/bench/engine-node.ts with esbuild and run it in its own Node process. */
async function runEngineNode() {
  const { build } = await import('esbuild');
  const outfile = resolve(ROOT, 'node_modules/.cache/bench/engine-node.mjs');
  await build({ entryPoints: [resolve(ROOT, 'scripts/bench/engine-node.ts')], bundle: true, platform: 'node', format: 'esm', outfile, logLevel: 'warning' });
  const child = spawnSync(process.execPath, [outfile, String(plan.nodeRuns)], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`engine-node failed: ${child.stderr}`);
  return JSON.parse(child.stdout);
}

/** Every renderer over every form, in one browser. */
async function measureRenderers(browser, url) {
  const forms = [...sizes, 'pcl5', ...(gridForm ? [gridForm] : [])];
  const results = {};
  let done = 0;
  const total = forms.length * renderers.length;
  for (const form of forms) {
    results[form] = {};
    for (const renderer of renderers) {
      done++;
      const label = `[${done}/${total}] ${form === 'pcl5' ? 'PCL-5' : form.startsWith('grids-') ? `${form.slice(6)} fields of grids and sliders` : `${form} fields`} · ${renderer}`;
      if (renderer.startsWith('engine') && buildError) {
        results[form][renderer] = { error: buildError };
        continue;
      }
      const t = Date.now();
      const figures = await measureRenderer(browser, url, renderer, form, plan, (step) => log(`${label} · ${step}`));
      results[form][renderer] = figures;
      log(`${label} · ${figures.error ? `error: ${figures.error}` : `done in ${((Date.now() - t) / 1000).toFixed(1)}s`}`);
    }
  }
  return results;
}

/** Every builder over every builder size (largest first: 300 is the one the targets read). */
async function measureBuilders(browser, url) {
  const results = {};
  const order = [...[...builderSizes].sort((a, b) => Number(b) - Number(a)), ...(builderGridForm ? [builderGridForm] : [])];
  let done = 0;
  const total = order.length * builders.length;
  for (const size of order) {
    results[size] = {};
    for (const builder of builders) {
      done++;
      const label = `[builder ${done}/${total}] ${size} questions · ${builder}`;
      if (builder === 'engine' && buildError) {
        results[size][builder] = { error: buildError };
        continue;
      }
      const t = Date.now();
      const figures = await measureBuilder(browser, url, builder, size, builderPlanFor(size), (step) => log(`${label} · ${step}`));
      results[size][builder] = figures;
      const failed = figures.error ?? Object.entries(figures.errors ?? {}).map(([what, why]) => `${what}: ${why}`).join('; ');
      log(`${label} · ${failed ? `error: ${failed}` : `done in ${((Date.now() - t) / 1000).toFixed(1)}s`}`);
    }
  }
  // in size order in the report
  return Object.fromEntries([...builderSizes, ...(builderGridForm ? [builderGridForm] : [])].map((size) => [size, results[size]]));
}

let buildError = null;

/** bench/RESULTS.md's generated sections for the kinds this run measured (results-file.mjs). */
function writeResults(report) {
  const kinds = resultKinds(report);
  if (args['no-results'] || kinds.length === 0) return;
  const file = resolve(ROOT, 'bench/RESULTS.md');
  writeFileSync(file, updateResults(existsSync(file) ? readFileSync(file, 'utf8') : '', report));
  log(`wrote the ${kinds.join(', ')} results into bench/RESULTS.md`);
}

async function runBrowser() {
  log('building the bench pages (vite build, production)…');
  buildError = await buildPages();
  const server = await serveStatic(resolve(ROOT, 'bench/dist'));
  const { browser, executablePath, version } = await launchChromium();
  log(`Chromium ${version} (${executablePath})`);
  try {
    const results = onlyBuilder ? {} : await measureRenderers(browser, server.url);
    const builderResults = runBuilders ? await measureBuilders(browser, server.url) : null;
    return { chromium: version, results, builderResults };
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * A bench part on its own stack (reviewer, phone): times it, then prints its table, the target
 * verdicts and the machine's load, and writes the report to --json.
 */
async function standaloneMain(mode, measure) {
  const report = { date: new Date().toISOString(), machine: machine(), mode };
  log(`${mode} run on ${report.machine.cpus} cores, load ${report.machine.loadAverageAtStart.join(' ')}`);
  const { chromium, section, targets, table } = await measure();
  report.machine.chromium = chromium;
  report[mode] = section;
  report.machine.loadAverageAtEnd = os.loadavg().map((l) => Math.round(l * 100) / 100);
  report.targets = targets(section);
  report.durationS = Math.round((Date.now() - started) / 1000);
  const verdicts = ['Targets', ...report.targets.map((t) => `- ${t.met === null ? '?' : t.met ? 'met' : 'MISSED'}: ${t.target} (${t.detail})`)].join('\n');
  const load = `load average ${report.machine.loadAverageAtStart.join(' ')} at the start, ${report.machine.loadAverageAtEnd.join(' ')} at the end (${report.machine.cpus} cores)`;
  process.stdout.write(`\n${table(section)}\n\n${verdicts}\n\n${mode} run took ${report.durationS}s; ${load}\n`);
  if (args.json) {
    mkdirSync(dirname(resolve(args.json)), { recursive: true });
    writeFileSync(resolve(args.json), `${JSON.stringify(report, null, 2)}\n`);
    log(`wrote ${args.json}`);
  }
  writeResults(report);
  return report;
}

/** `--reviewer`: the reviewer workspace at scale, on its own stack (reviewer-run.mjs). */
const reviewerMain = () =>
  standaloneMain('reviewer', async () => {
    const responses = Number(args.responses);
    const members = Number(args.members);
    // the scale seed's own limits (scripts/stack/scaleArgs.mjs)
    if (!Number.isInteger(responses) || responses < 1 || responses > 200_000) throw new Error(`--responses ${args.responses}: a whole number of responses from 1 to 200000`);
    if (!Number.isInteger(members) || members < 1 || members > 100_000) throw new Error(`--members ${args.members}: a whole number of members from 1 to 100000`);
    const { chromium, seed, figures } = await runReviewerBench({ responses, members, log });
    return { chromium, section: reviewerSection(figures, seed), targets: reviewerTargets, table: formatReviewerTable };
  });

/** `--phone`: Lighthouse's mobile profile on the app's pages, on their own stack (phone-run.mjs). */
const phoneMain = () =>
  standaloneMain('phone', async () => {
    const runs = Number(args.runs);
    if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs ${args.runs}: a whole number of runs per page, 1 or more`);
    const { chromium, results } = await runPhoneBench({ runs, pages: args.pages, log });
    return { chromium, section: phoneSection(results), targets: phoneTargets, table: formatPhoneTable };
  });

/** `--mail`: the outbox's throughput and the alert's latency, on their own stack (mail-run.mjs). */
const mailMain = () =>
  standaloneMain('mail', async () => {
    const section = await runMailBench({ emails: Number(args.emails), samples: Number(args.samples), log });
    return { chromium: null, section, targets: mailTargets, table: formatMailTable };
  });

/**
 * `--load`: members submitting at once through the callable, on their own stack (load-run.mjs);
 * a submission lost or stored twice, or a flag missing from the triage queue, fails the run.
 */
async function loadMain() {
  const members = Number(args.members);
  const seconds = Number(args.seconds);
  if (!Number.isInteger(members) || members < 1 || members > 5000) throw new Error(`--members ${args.members}: a whole number of members from 1 to 5000`);
  if (!Number.isFinite(seconds) || seconds < 1 || seconds > 600) throw new Error(`--seconds ${args.seconds}: from 1 to 600 seconds`);
  const report = await standaloneMain('load', async () => {
    const inFlight = Number(args['in-flight']);
    if (!Number.isInteger(inFlight) || inFlight < 1 || inFlight > 1000) throw new Error(`--in-flight ${args['in-flight']}: a whole number of calls from 1 to 1000`);
    const section = await runLoadBench({ members, seconds, inFlight, log });
    return { chromium: null, section, targets: loadTargets, table: formatLoadTable };
  });
  if (!loadHeld(report.load)) throw new Error('the stack did not hold: see the targets above');
}

async function main() {
  if (args.load) return loadMain();
  if (args.reviewer) return reviewerMain();
  if (args.mail) return mailMain();
  if (args.phone) return phoneMain();
  const report = { date: new Date().toISOString(), machine: machine(), mode: `${args.quick ? 'quick' : 'full'}${onlyBuilder ? ' (builder only)' : ''}`, plan, sizes: {}, forms: {} };
  if (!args['skip-browser'] && !findChromium()) {
    throw new Error('No Chromium found for the bench. Install Debian\'s: `apt-get install -y chromium` (as root), or set CHROME_PATH to a Chrome/Chromium binary.');
  }
  // SurveyJS refuses mixed versions at run time: refuse them here, before anything is measured
  if (!args['skip-browser'] && usesSurveyJs(onlyBuilder ? [] : renderers, runBuilders ? builders : [])) {
    const versions = installedVersions(ROOT);
    const problem = surveyVersionProblem(versions);
    if (problem) throw new Error(problem);
    report.machine.surveyjs = Object.values(versions)[0];
  }
  log(`${report.mode} run on ${report.machine.cpus} cores (${report.machine.cpuModel}), load ${report.machine.loadAverageAtStart.join(' ')}`);
  if (!args['skip-node'] && !onlyBuilder) {
    log(`engine-node: validateResponse + score, ${plan.nodeRuns} runs per form…`);
    report['engine-node'] = await runEngineNode();
  }
  if (!args['skip-browser']) {
    const { chromium, results, builderResults } = await runBrowser();
    report.machine.chromium = chromium;
    for (const [form, figures] of Object.entries(results)) {
      if (form === 'pcl5' || form.startsWith('grids-')) report.forms[form] = figures;
      else report.sizes[form] = figures;
    }
    // the engine's key work p95 over the plain-HTML floor's, in the same run
    for (const figures of Object.values(report.sizes)) {
      const vsFloor = keyWorkVsFloor(figures);
      if (vsFloor !== null) figures.engine.keyWorkVsFloor = vsFloor;
    }
    if (builderResults) {
      report.builder = builderSection(builderResults);
      report.builderPlans = Object.fromEntries(builderSizes.map((size) => [size, builderPlanFor(size)]));
      report.machine.builderViewport = `${BUILDER_VIEWPORT.width}x${BUILDER_VIEWPORT.height}`;
    }
  }
  report.machine.loadAverageAtEnd = os.loadavg().map((l) => Math.round(l * 100) / 100);
  report.targets = [...(onlyBuilder ? [] : targetReport(report)), ...(report.builder ? builderTargets(report) : [])];
  report.durationS = Math.round((Date.now() - started) / 1000);

  const out = [];
  for (const [size, figures] of Object.entries(report.sizes)) out.push(formatTable(`${size} fields`, figures));
  if (report.forms.pcl5) out.push(formatTable('PCL-5 (schemas/forms/ptsd.json, 21 questions on one page)', report.forms.pcl5));
  if (gridForm && report.forms[gridForm]) out.push(formatTable(`${gridForm.slice(6)} fields of Likert grids and sliders (scripts/bench/grids-sliders.ts)`, report.forms[gridForm]));
  if (report['engine-node']) out.push(formatNodeTable(report['engine-node']));
  if (report.builder) {
    for (const [size, figures] of Object.entries(report.builder)) out.push(formatBuilderTable(`Builder, ${size} questions`, figures));
    out.push(['How each builder was driven', ...Object.entries(builderMethods(report.builder)).map(([name, how]) => `- ${name}: title: ${how.title}; move: ${how.move}; undo: ${how.undo}`)].join('\n'));
  }
  out.push(['Targets', ...report.targets.map((t) => `- ${t.met === null ? '?' : t.met ? 'met' : 'MISSED'}: ${t.target} (${t.detail})`)].join('\n'));
  const load = `load average ${report.machine.loadAverageAtStart.join(' ')} at the start, ${report.machine.loadAverageAtEnd.join(' ')} at the end (${report.machine.cpus} cores)`;
  process.stdout.write(`\n${out.join('\n\n')}\n\n${report.mode} run took ${report.durationS}s; ${load}\n`);
  if (args.json) {
    mkdirSync(dirname(resolve(args.json)), { recursive: true });
    writeFileSync(resolve(args.json), `${JSON.stringify(report, null, 2)}\n`);
    log(`wrote ${args.json}`);
  }
  writeResults(report);
  // a peer, builder or the engine that errored fails the run, loudly, after its figures are out
  const errors = runErrors(report);
  if (errors.length) throw new Error(`${errors.length} part${errors.length === 1 ? '' : 's'} of the run failed:\n${errors.map((e) => `  - ${e}`).join('\n')}`);
}

main().catch((error) => {
  process.stderr.write(`bench failed: ${error.message}\n`);
  process.exit(1);
});
