#!/usr/bin/env node
// `npm test`: every check, in order of cost, stopping at the first failure.
//   node scripts/test.mjs                 all steps
//   node scripts/test.mjs unit e2e        only the named steps
// Ends with one line "tests: N passed, N failed" summing the test runners' counts.
// The e2e step runs as E2E_SHARDS (default 2) Playwright shards in parallel, each on its own
// emulator stack (PORT_OFFSET + n × E2E_SHARD_PORT_STEP) and build dir (DIST_DIR-shard-n).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium, NO_CHROMIUM_MESSAGE } from './chromium.mjs';
import { appEmulatorEnv, PORT_VARIABLES, readPorts } from './stack/hosts.mjs';

const TEST_PROJECT = 'demo-test';
// The build talks to the emulators on the ports this run uses (PORT_* / PORT_OFFSET).
const buildEnv = { VITE_FIREBASE_PROJECT_ID: TEST_PROJECT, ...appEmulatorEnv() };

const steps = [
  { name: 'lint', cmd: 'npx eslint . --max-warnings=0' },
  { name: 'imports', cmd: 'node ../shared/tools/check-imports.mjs', when: () => existsSync('../shared/tools/check-imports.mjs') },
  { name: 'typecheck', cmd: 'npm run -s typecheck' },
  { name: 'forms', cmd: 'npm run -s forms -- check' },
  { name: 'unit', cmd: 'npx vitest run' },
  { name: 'build', cmd: 'npx vite build', env: buildEnv },
  { name: 'budget', cmd: `node scripts/bundle-budget.mjs --dist ${process.env.DIST_DIR || 'dist'}`, when: () => existsSync('scripts/bundle-budget.mjs') },
  { name: 'emulators', cmd: 'npm run -s test:emulators' },
  { name: 'e2e', cmd: 'npm run -s test:e2e', needsChromium: true, sharded: true },
];

const E2E_COMMAND = 'node scripts/with-emulators.mjs --functions --seed --preview -- npx playwright test';

/**
 * Pure: the e2e step as shards, each with its own ports and build dir. Shard 1 uses this run's
 * ports and the build step's dist; shard n builds its own dist first (the build holds the
 * emulator ports). One shard (E2E_SHARDS=1, or ports named one by one with PORT_*, which every
 * shard would share) is the plain `npm run -s test:e2e`.
 * @param {Record<string, string | undefined>} env
 * @returns {{label: string, build: {cmd: string, env: Record<string, string>} | null, cmd: string, env: Record<string, string>}[]}
 */
export function e2eShards(env) {
  const wanted = env.E2E_SHARDS?.trim() ? Number(env.E2E_SHARDS) : 2;
  if (!Number.isInteger(wanted) || wanted < 1 || wanted > 8) throw new Error(`E2E_SHARDS=${JSON.stringify(env.E2E_SHARDS)}: use a whole number from 1 to 8.`);
  const namedPorts = Object.values(PORT_VARIABLES).some((name) => env[name]?.trim());
  const shards = namedPorts ? 1 : wanted;
  if (shards === 1) return [{ label: 'e2e', build: null, cmd: 'npm run -s test:e2e', env: {} }];
  const base = env.PORT_OFFSET?.trim() ? Number(env.PORT_OFFSET) : 0;
  const stepSize = env.E2E_SHARD_PORT_STEP?.trim() ? Number(env.E2E_SHARD_PORT_STEP) : 50;
  const dist = env.DIST_DIR || 'dist';
  return Array.from({ length: shards }, (_, index) => {
    const offset = String(base + index * stepSize);
    const distDir = index === 0 ? dist : `${dist}-shard-${index + 1}`;
    const shardEnv = { PORT_OFFSET: offset, DIST_DIR: distDir };
    // throws a readable error when an offset lands on a port browsers refuse
    const ports = readPorts({ PORT_OFFSET: offset });
    return {
      label: `e2e ${index + 1}/${shards}`,
      build: index === 0 ? null : { cmd: 'npx vite build', env: { ...shardEnv, VITE_FIREBASE_PROJECT_ID: TEST_PROJECT, ...appEmulatorEnv(ports) } },
      cmd: `${E2E_COMMAND} --shard=${index + 1}/${shards}`,
      env: shardEnv,
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

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const started = Date.now();
  const totals = { passed: 0, failed: 0 };
  const report = [];
  let ok = true;
  for (const step of steps) {
    if (wanted.length && !wanted.includes(step.name)) continue;
    if (step.when && !step.when()) continue;
    if (step.needsChromium && !findChromium()) {
      console.error(`\n✗ ${step.name}: ${NO_CHROMIUM_MESSAGE}`);
      ok = false;
      report.push(`✗ ${step.name} (no Chromium)`);
      break;
    }
    const t = Date.now();
    let code;
    let counts;
    if (step.sharded) {
      const shards = e2eShards(process.env);
      console.log(`\n━━ ${step.name}: ${shards.length > 1 ? `${shards.length} shards in parallel: ${shards.map((shard) => `${shard.cmd} (PORT_OFFSET=${shard.env.PORT_OFFSET}, DIST_DIR=${shard.env.DIST_DIR})`).join('; ')}` : step.cmd}`);
      ({ code, counts } = await runShards(shards));
    } else {
      console.log(`\n━━ ${step.name}: ${step.cmd}`);
      const result = await run(step);
      code = result.code;
      counts = countTests(result.output);
    }
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    const secs = ((Date.now() - t) / 1000).toFixed(1);
    report.push(`${code === 0 ? '✓' : '✗'} ${step.name} (${secs} s)`);
    if (code !== 0) {
      ok = false;
      if (counts.failed === 0) totals.failed += 1; // a step that failed outside a test runner still fails
      break;
    }
  }
  console.log(`\n${report.join('\n')}\nTotal ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
  process.exit(ok ? 0 : 1);
}
