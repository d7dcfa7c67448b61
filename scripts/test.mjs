#!/usr/bin/env node
// `npm test`: every check, in order of cost, stopping at the first failure.
//   node scripts/test.mjs                 all steps
//   node scripts/test.mjs unit e2e        only the named steps
// Ends with one line "tests: N passed, N failed" summing the test runners' counts.
// lint, imports, typecheck and forms run side by side (each is one single-threaded process; nothing
// else runs yet). The e2e step runs as E2E_SHARDS (default 2) Playwright processes in parallel, each
// on its own emulator stack (PORT_OFFSET + n × E2E_SHARD_PORT_STEP) and build dir (DIST_DIR-shard-n),
// each given whole spec files chosen so that their recorded times are about equal (E2E_SECONDS);
// beside them run the emulator tests, then the dev server's e2e, each on ports of its own.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { findChromium, NO_CHROMIUM_MESSAGE } from './chromium.mjs';
import { appEmulatorEnv, PORT_VARIABLES, readPorts } from './stack/hosts.mjs';

const TEST_PROJECT = 'demo-test';
// The build talks to the emulators on the ports this run uses (PORT_* / PORT_OFFSET).
const buildEnv = { VITE_FIREBASE_PROJECT_ID: TEST_PROJECT, ...appEmulatorEnv() };

// The emulator tests and the dev server's e2e (tests/e2e-dev) on ports of their own, clear of the
// e2e shards' (a stack left over from one step never blocks the next). The e2e shards take PORT_OFFSET + n × E2E_SHARD_PORT_STEP for n below E2E_SHARDS (at most
// MAX_E2E_SHARDS): these start past the last one a run could use, and step over +200
// and +400, whose Auth ports are the default stack's Eventarc (9299) and Cloud Tasks (9499) ports.
export const MAX_E2E_SHARDS = 4;
const BASE_PORT_OFFSET = Number(process.env.PORT_OFFSET) || 0;
const LANE_PORT_OFFSET = BASE_PORT_OFFSET + MAX_E2E_SHARDS * (Number(process.env.E2E_SHARD_PORT_STEP) || 50) + 50;
const EMULATORS_PORT_OFFSET = String(LANE_PORT_OFFSET);
const E2E_DEV_PORT_OFFSET = String(LANE_PORT_OFFSET + 50);

// Steps with the same `together` run side by side (consecutive in this list); within that, steps
// with the same `lane` run one after another. The emulator tests and the dev server's e2e run after
// the unit step and before the e2e shards, not beside them: the shards keep both cores busy, and a
// lane beside them made the whole run longer (e2e 770 s alone, 1,180 s with the lane).
const steps = [
  { name: 'lint', cmd: 'npx eslint . --max-warnings=0', together: 'checks' },
  { name: 'imports', cmd: 'node ../shared/tools/check-imports.mjs', when: () => existsSync('../shared/tools/check-imports.mjs'), together: 'checks' },
  { name: 'typecheck', cmd: 'npm run -s typecheck', together: 'checks' },
  { name: 'forms', cmd: 'npm run -s forms -- check', together: 'checks' },
  { name: 'unit', cmd: 'npx vitest run' },
  { name: 'build', cmd: 'npx vite build', env: buildEnv },
  { name: 'budget', cmd: `node scripts/bundle-budget.mjs --dist ${process.env.DIST_DIR || 'dist'}`, when: () => existsSync('scripts/bundle-budget.mjs') },
  { name: 'emulators', cmd: 'npm run -s test:emulators', env: { PORT_OFFSET: EMULATORS_PORT_OFFSET } },
  // `npm run dev`'s own stack (fresh emulators and demo data, nothing saved) and Vite's dev server;
  // fails on a test, and on anything the dev server prints to stderr
  { name: 'e2e-dev', cmd: 'node scripts/dev.mjs --fresh -- npx playwright test -c tests/e2e-dev/playwright.config.ts', env: { PORT_OFFSET: E2E_DEV_PORT_OFFSET }, needsChromium: true },
  { name: 'e2e', cmd: 'npm run -s test:e2e', needsChromium: true, sharded: true },
];

const E2E_COMMAND = 'node scripts/with-emulators.mjs --functions --seed --preview --mail -- npx playwright test';

// Seconds each e2e spec file takes on CI's 2 cores with two shards side by side (the clean-clone CI
// run of 2026-11-29: the "e2e seconds per file" line `npm test` prints after the e2e step).
// Playwright's own --shard cuts the files in alphabetical order by test count, so the two slowest
// files landed together: these times balance the shards instead. Refresh them from that line.
export const E2E_SECONDS = {
  'public-a11y.spec.ts': 114,
  'forms-keyboard.spec.ts': 112,
  'form-builder-keyboard.spec.ts': 90,
  'guards.spec.ts': 85,
  'offline.spec.ts': 84,
  'form-builder-draft.spec.ts': 76,
  'assessments.spec.ts': 55,
  'shop.spec.ts': 50,
  'form-builder-mouse.spec.ts': 49,
  'flag-alerts.spec.ts': 43,
  'courses-member.spec.ts': 41,
  'member-record.spec.ts': 39,
  'blog.spec.ts': 35,
  'courses-admin.spec.ts': 34,
  'form-builder-preview.spec.ts': 34,
  'second-factor.spec.ts': 32,
  'auth.spec.ts': 30,
  'media.spec.ts': 30,
  'offline-update.spec.ts': 30,
  'members-admin.spec.ts': 27,
  'assignments.spec.ts': 26,
  'delete-account.spec.ts': 26,
  'sessions.spec.ts': 26,
  'errors.spec.ts': 26,
  'reviewer-triage.spec.ts': 25,
  'member-mail.spec.ts': 24,
  'resources.spec.ts': 24,
  'idle-sign-out.spec.ts': 23,
  'signout-storage.spec.ts': 23,
  'form-versions-builder.spec.ts': 18,
  'form-responses.spec.ts': 17,
  'orders-admin.spec.ts': 15,
  'form-builder-choice-kinds.spec.ts': 14,
  'form-builder-checks.spec.ts': 13,
  'form-versions-member.spec.ts': 13,
  'deployments.spec.ts': 9,
  'my-data.spec.ts': 8,
};
/** a spec file not yet in E2E_SECONDS: about a two-case file (as of 2026-11-29) */
export const E2E_NEW_FILE_SECONDS = 25;
const E2E_DIR = 'tests/e2e';

/** The e2e spec files (paths from the repository root, sorted), as Playwright's testMatch finds them. */
export function e2eSpecFiles(dir = E2E_DIR) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(spec|test)\.[cm]?[jt]sx?$/.test(file))
    .map((file) => `${dir}/${file}`)
    .sort();
}

/**
 * Pure: `files` in `count` lists of about equal recorded seconds: the longest first, each to the list
 * with the least so far (files stay whole: a file's cases share its setup). Each list sorted.
 * @param {string[]} files
 * @param {number} count
 * @param {Record<string, number>} seconds by file name (without the folder)
 */
export function balanceFiles(files, count, seconds = E2E_SECONDS) {
  const cost = (file) => seconds[file.split('/').pop()] ?? E2E_NEW_FILE_SECONDS;
  const lists = Array.from({ length: count }, () => ({ files: [], total: 0 }));
  const longestFirst = [...files].sort((a, b) => cost(b) - cost(a) || a.localeCompare(b));
  for (const file of longestFirst) {
    const lightest = lists.reduce((min, list) => (list.total < min.total ? list : min));
    lightest.files.push(file);
    lightest.total += cost(file);
  }
  return lists.map((list) => ({ files: list.files.sort(), seconds: list.total }));
}

/** Pure: seconds per spec file from Playwright's list reporter ("✓  3 tests/e2e/a.spec.ts:12:1 › … (1.2m)"). */
export function e2eFileSeconds(output) {
  // eslint-disable-next-line no-control-regex -- removing the runners' ANSI colour codes
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  const totals = {};
  for (const match of plain.matchAll(/(?:✓|✘|ok|x)\s+\d+ (?:\[[^\]]+\] › )?(?:tests\/e2e\/)?(\S+?\.(?:spec|test)\.[cm]?[jt]sx?):\d+:\d+ › .*\((\d+(?:\.\d+)?)(ms|s|m)\)\s*$/gm)) {
    const [, file, amount, unit] = match;
    const secs = Number(amount) * (unit === 'm' ? 60 : unit === 'ms' ? 0.001 : 1);
    const name = file.split('/').pop();
    totals[name] = (totals[name] ?? 0) + secs;
  }
  return Object.fromEntries(Object.entries(totals).map(([name, secs]) => [name, Math.round(secs)]).sort((a, b) => b[1] - a[1]));
}

/**
 * Pure: the e2e step as shards, each with its own ports and build dir and its share of the spec
 * files (balanceFiles). Shard 1 uses this run's ports and the build step's dist; shard n builds its
 * own dist first (the build holds the emulator ports). One shard (E2E_SHARDS=1, or ports named one
 * by one with PORT_*, which every shard would share) is the plain `npm run -s test:e2e`.
 * @param {Record<string, string | undefined>} env
 * @param {string[]} [files] the spec files (default: those under tests/e2e)
 * @returns {{label: string, build: {cmd: string, env: Record<string, string>} | null, cmd: string, env: Record<string, string>, seconds?: number}[]}
 */
export function e2eShards(env, files = undefined) {
  const wanted = env.E2E_SHARDS?.trim() ? Number(env.E2E_SHARDS) : 2;
  if (!Number.isInteger(wanted) || wanted < 1 || wanted > MAX_E2E_SHARDS) throw new Error(`E2E_SHARDS=${JSON.stringify(env.E2E_SHARDS)}: use a whole number from 1 to ${MAX_E2E_SHARDS}.`);
  const namedPorts = Object.values(PORT_VARIABLES).some((name) => env[name]?.trim());
  const shards = namedPorts ? 1 : wanted;
  if (shards === 1) return [{ label: 'e2e', build: null, cmd: 'npm run -s test:e2e', env: {} }];
  const base = env.PORT_OFFSET?.trim() ? Number(env.PORT_OFFSET) : 0;
  const stepSize = env.E2E_SHARD_PORT_STEP?.trim() ? Number(env.E2E_SHARD_PORT_STEP) : 50;
  const dist = env.DIST_DIR || 'dist';
  const lists = balanceFiles(files ?? e2eSpecFiles(), shards).filter((list) => list.files.length);
  return lists.map((list, index) => {
    const offset = String(base + index * stepSize);
    const distDir = index === 0 ? dist : `${dist}-shard-${index + 1}`;
    const shardEnv = { PORT_OFFSET: offset, DIST_DIR: distDir };
    // throws a readable error when an offset lands on a port browsers refuse
    const ports = readPorts({ PORT_OFFSET: offset });
    return {
      label: `e2e ${index + 1}/${lists.length}`,
      build: index === 0 ? null : { cmd: 'npx vite build', env: { ...shardEnv, VITE_FIREBASE_PROJECT_ID: TEST_PROJECT, ...appEmulatorEnv(ports) } },
      cmd: `${E2E_COMMAND} ${list.files.join(' ')}`,
      env: shardEnv,
      seconds: list.seconds,
    };
  });
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !steps.some((s) => s.name === w));
if (unknown.length) {
  console.error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${steps.map((s) => s.name).join(', ')}`);
  process.exit(2);
}

/** Pure: test counts in a runner's output (Vitest's "Tests  12 passed | 1 failed", Playwright's "  12 passed"). */
export function countTests(output) {
  // eslint-disable-next-line no-control-regex -- removing the runners' ANSI colour codes
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  let passed = 0;
  let failed = 0;
  for (const line of plain.split('\n')) {
    const vitest = line.match(/^\s*Tests\s+(.*)$/);
    const source = vitest ? vitest[1] : /^\s+\d+ (passed|failed)( \(|$)/.test(line) ? line : null;
    if (!source) continue;
    passed += Number(source.match(/(\d+) passed/)?.[1] ?? 0);
    failed += Number(source.match(/(\d+) failed/)?.[1] ?? 0);
  }
  return { passed, failed };
}

/** Pure: `text` with `prefix` before every line; `pending` is the unfinished last line carried between chunks. */
export function prefixLines(prefix, pending, text) {
  const lines = (pending + text).split('\n');
  const rest = lines.pop();
  return { out: lines.map((line) => `${prefix}${line}\n`).join(''), pending: rest };
}

/** Runs one command, echoing its output (each line prefixed when `prefix` is given). */
function run(step, prefix = '') {
  return new Promise((resolve) => {
    const child = spawn(step.cmd, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...step.env } });
    let output = '';
    const echo = (stream) => {
      let pending = '';
      return {
        data: (d) => {
          output += d;
          if (!prefix) return void stream.write(d);
          const lines = prefixLines(prefix, pending, String(d));
          pending = lines.pending;
          stream.write(lines.out);
        },
        end: () => pending && stream.write(`${prefix}${pending}\n`),
      };
    };
    const out = echo(process.stdout);
    const err = echo(process.stderr);
    child.stdout.on('data', out.data);
    child.stderr.on('data', err.data);
    child.on('close', (code) => {
      out.end();
      err.end();
      resolve({ code: code ?? 1, output });
    });
  });
}

/** The e2e shards in parallel (each builds first when it needs its own dist): the combined code, output and a line per shard. */
async function runShards(shards) {
  const results = await Promise.all(shards.map(async (shard) => {
    const started = Date.now();
    const prefix = shards.length > 1 ? `[${shard.label}] ` : '';
    if (shard.build) {
      const built = await run(shard.build, prefix);
      if (built.code !== 0) return { ...built, counts: { passed: 0, failed: 1 }, line: `✗ ${shard.label}: build failed` };
    }
    const result = await run(shard, prefix);
    const counts = countTests(result.output);
    const secs = ((Date.now() - started) / 1000).toFixed(1);
    return { ...result, counts, line: `${result.code === 0 ? '✓' : '✗'} ${shard.label}: ${counts.passed} passed, ${counts.failed} failed (${secs} s)` };
  }));
  if (shards.length > 1) console.log(`\n${results.map((result) => result.line).join('\n')}`);
  return {
    code: results.some((result) => result.code !== 0) ? 1 : 0,
    output: results.map((result) => result.output).join('\n'),
    counts: results.reduce((sum, result) => ({ passed: sum.passed + result.counts.passed, failed: sum.failed + result.counts.failed }), { passed: 0, failed: 0 }),
  };
}

/** Pure: the steps in runs: consecutive steps with the same `together` share one run (side by side). */
export function stepBatches(list) {
  const batches = [];
  for (const step of list) {
    const last = batches.at(-1);
    if (last && step.together && last[0].together === step.together) last.push(step);
    else batches.push([step]);
  }
  return batches;
}

/** Pure: a batch's steps in lanes: steps sharing a `lane` in one list (in order), every other step alone. */
export function stepLanes(batch) {
  const lanes = [];
  const byName = new Map();
  for (const step of batch) {
    const lane = step.lane ? byName.get(step.lane) : undefined;
    if (lane) lane.push(step);
    else {
      const fresh = [step];
      lanes.push(fresh);
      if (step.lane) byName.set(step.lane, fresh);
    }
  }
  return lanes;
}

/** One step (or the e2e shards), timed: its code, test counts and report line. */
async function runStep(step, prefix = '') {
  const t = Date.now();
  let code;
  let counts;
  if (step.sharded) {
    const shards = e2eShards(process.env);
    const plan = shards.map((shard) => `${shard.label} (PORT_OFFSET=${shard.env.PORT_OFFSET}, DIST_DIR=${shard.env.DIST_DIR}, ~${shard.seconds} s recorded): ${shard.cmd}`);
    console.log(`\n━━ ${step.name}: ${shards.length > 1 ? `${shards.length} shards in parallel:\n   ${plan.join('\n   ')}` : step.cmd}`);
    const result = await runShards(shards);
    ({ code, counts } = result);
    const perFile = e2eFileSeconds(result.output);
    if (Object.keys(perFile).length) console.log(`e2e seconds per file (for E2E_SECONDS in scripts/test.mjs): ${JSON.stringify(perFile)}`);
  } else {
    console.log(`${prefix ? '' : '\n'}━━ ${step.name}: ${step.cmd}`);
    const result = await run(step, prefix);
    code = result.code;
    counts = countTests(result.output);
  }
  const secs = ((Date.now() - t) / 1000).toFixed(1);
  return { code, counts, line: `${code === 0 ? '✓' : '✗'} ${step.name} (${secs} s)` };
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const started = Date.now();
  const totals = { passed: 0, failed: 0 };
  const report = [];
  let ok = true;
  const chosen = steps.filter((step) => (!wanted.length || wanted.includes(step.name)) && (!step.when || step.when()));
  for (const batch of stepBatches(chosen)) {
    const missing = batch.find((step) => step.needsChromium && !findChromium());
    if (missing) {
      console.error(`\n✗ ${missing.name}: ${NO_CHROMIUM_MESSAGE}`);
      ok = false;
      report.push(`✗ ${missing.name} (no Chromium)`);
      break;
    }
    if (batch.length > 1) console.log(`\n━━ side by side: ${batch.map((step) => step.name).join(', ')}`);
    // a lane stops at its first failure; the other lanes finish what they are running
    const laneResults = await Promise.all(stepLanes(batch).map(async (lane) => {
      const done = [];
      for (const step of lane) {
        const result = await runStep(step, batch.length > 1 ? `[${step.name}] ` : '');
        done.push(result);
        if (result.code !== 0) break;
      }
      return done;
    }));
    for (const { code, counts, line } of laneResults.flat()) {
      totals.passed += counts.passed;
      totals.failed += counts.failed;
      report.push(line);
      if (code !== 0) {
        ok = false;
        if (counts.failed === 0) totals.failed += 1; // a step that failed outside a test runner still fails
      }
    }
    if (!ok) break;
  }
  console.log(`\n${report.join('\n')}\nTotal ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
  process.exit(ok ? 0 : 1);
}
