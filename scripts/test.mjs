#!/usr/bin/env node
// `npm test`: every check, in order of cost, stopping at the first failure.
//   node scripts/test.mjs                 all steps
//   node scripts/test.mjs unit e2e        only the named steps
// Ends with one line "tests: N passed, N failed" summing the test runners' counts.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium, NO_CHROMIUM_MESSAGE } from './chromium.mjs';
import { appEmulatorEnv } from './stack/hosts.mjs';

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
  { name: 'e2e', cmd: 'npm run -s test:e2e', needsChromium: true },
];

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

function run(step) {
  return new Promise((resolve) => {
    const child = spawn(step.cmd, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...step.env } });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
      process.stdout.write(d);
    });
    child.stderr.on('data', (d) => {
      output += d;
      process.stderr.write(d);
    });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
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
    console.log(`\n━━ ${step.name}: ${step.cmd}`);
    const t = Date.now();
    const { code, output } = await run(step);
    const counts = countTests(output);
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
