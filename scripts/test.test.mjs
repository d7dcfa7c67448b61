import { describe, expect, it } from 'vitest';
import { balanceFiles, countTests, e2eFileSeconds, e2eShards, E2E_NEW_FILE_SECONDS, E2E_SECONDS, prefixLines, stepBatches, stepLanes } from './test.mjs';

describe('countTests', () => {
  it('reads Vitest summaries', () => {
    expect(countTests('\x1b[2m      Tests \x1b[22m \x1b[1m\x1b[32m34 passed\x1b[39m\x1b[22m (34)\n')).toEqual({ passed: 34, failed: 0 });
    expect(countTests('      Tests  3 failed | 31 passed (34)\n')).toEqual({ passed: 31, failed: 3 });
  });
  it('reads Playwright summaries', () => {
    expect(countTests('  ✓  1 tests/e2e/a.spec.ts:3:1 › x (2.1s)\n\n  9 passed (41.2s)\n')).toEqual({ passed: 9, failed: 0 });
    expect(countTests('  1 failed\n    tests/e2e/a.spec.ts:3:1 › x\n  8 passed (40s)\n')).toEqual({ passed: 8, failed: 1 });
  });
  it('ignores unrelated lines', () => {
    expect(countTests('Test Files  4 passed (4)\nall 5 passed checks\n')).toEqual({ passed: 0, failed: 0 });
  });
});

describe('e2eShards', () => {
  const files = ['tests/e2e/guards.spec.ts', 'tests/e2e/auth.spec.ts', 'tests/e2e/forms-keyboard.spec.ts', 'tests/e2e/errors.spec.ts'];

  it('splits the e2e step into two Playwright runs by default, each on its own ports and dist, with whole files of about equal time', () => {
    const [first, second] = e2eShards({}, files);
    // which files go where follows the recorded times (balanceFiles, tested below with a table of its own)
    const [one, two] = balanceFiles(files, 2);
    expect(first).toEqual({
      label: 'e2e 1/2', build: null,
      cmd: `node scripts/with-emulators.mjs --functions --seed --preview --mail -- npx playwright test ${one.files.join(' ')}`,
      env: { PORT_OFFSET: '0', DIST_DIR: 'dist' },
      seconds: one.files.reduce((sum, file) => sum + E2E_SECONDS[file.split('/').pop()], 0),
    });
    expect(second.cmd).toBe(`node scripts/with-emulators.mjs --functions --seed --preview --mail -- npx playwright test ${two.files.join(' ')}`);
    expect([...one.files, ...two.files].sort()).toEqual([...files].sort());
    expect(second.env).toEqual({ PORT_OFFSET: '50', DIST_DIR: 'dist-shard-2' });
    // the second shard's build talks to its own emulators
    expect(second.build).toEqual({
      cmd: 'npx vite build',
      env: { PORT_OFFSET: '50', DIST_DIR: 'dist-shard-2', VITE_FIREBASE_PROJECT_ID: 'demo-test', VITE_FIRESTORE_EMULATOR_PORT: '8130', VITE_AUTH_EMULATOR_PORT: '9149', VITE_FUNCTIONS_EMULATOR_PORT: '5051' },
    });
  });

  it('starts from this run\'s PORT_OFFSET and DIST_DIR, and takes the shard count and port step', () => {
    const shards = e2eShards({ PORT_OFFSET: '900', DIST_DIR: 'dist-900', E2E_SHARDS: '3', E2E_SHARD_PORT_STEP: '20' }, files);
    expect(shards.map((shard) => [shard.label, shard.env.PORT_OFFSET, shard.env.DIST_DIR])).toEqual([
      ['e2e 1/3', '900', 'dist-900'], ['e2e 2/3', '920', 'dist-900-shard-2'], ['e2e 3/3', '940', 'dist-900-shard-3'],
    ]);
    expect(new Set(shards.map((shard) => shard.cmd)).size).toBe(3);
  });

  it('runs one unsharded e2e when asked, or when ports are named one by one (every shard would share them)', () => {
    const plain = [{ label: 'e2e', build: null, cmd: 'npm run -s test:e2e', env: {} }];
    expect(e2eShards({ E2E_SHARDS: '1' })).toEqual(plain);
    expect(e2eShards({ PORT_FIRESTORE: '8999' })).toEqual(plain);
  });

  it('refuses a bad shard count and an offset landing on a port browsers refuse', () => {
    expect(() => e2eShards({ E2E_SHARDS: 'two' })).toThrow(/E2E_SHARDS/);
    expect(() => e2eShards({ E2E_SHARD_PORT_STEP: '2000' }, files)).toThrow(/10080/);
  });

  it('never starts a shard without files', () => {
    expect(e2eShards({ E2E_SHARDS: '3' }, ['tests/e2e/auth.spec.ts', 'tests/e2e/errors.spec.ts']).map((shard) => shard.label)).toEqual(['e2e 1/2', 'e2e 2/2']);
  });
});

describe('balanceFiles', () => {
  it('gives every file to exactly one list, longest first to the lightest list', () => {
    const seconds = { 'a.spec.ts': 100, 'b.spec.ts': 90, 'c.spec.ts': 60, 'd.spec.ts': 40, 'e.spec.ts': 10 };
    const lists = balanceFiles(Object.keys(seconds).map((name) => `tests/e2e/${name}`), 2, seconds);
    // in file order a+b (190) would face c+d+e (110); balanced: a+d+e (150) beside b+c (150)
    expect(lists).toEqual([
      { files: ['tests/e2e/a.spec.ts', 'tests/e2e/d.spec.ts', 'tests/e2e/e.spec.ts'], seconds: 150 },
      { files: ['tests/e2e/b.spec.ts', 'tests/e2e/c.spec.ts'], seconds: 150 },
    ]);
  });

  it('counts a file without a recorded time as a two-case file', () => {
    const lists = balanceFiles(['tests/e2e/new.spec.ts', 'tests/e2e/old.spec.ts'], 2, { 'old.spec.ts': 5 });
    expect(lists.map((list) => list.seconds).sort((a, b) => a - b)).toEqual([5, E2E_NEW_FILE_SECONDS]);
  });

  it('keeps the recorded split of the committed e2e files within a minute of even', () => {
    const lists = balanceFiles(Object.keys(E2E_SECONDS), 2);
    expect(Math.abs(lists[0].seconds - lists[1].seconds)).toBeLessThan(60);
  });
});

describe('e2eFileSeconds', () => {
  it('sums the list reporter\'s case times per file, shard prefixes and colours aside', () => {
    const output = [
      '[e2e 1/2]   \x1b[32m✓\x1b[39m  17 tests/e2e/form-builder-keyboard.spec.ts:55:1 › builds by keyboard (1.3m)',
      '[e2e 1/2]   ✓  18 tests/e2e/form-builder-keyboard.spec.ts:331:1 › quick arrow presses (16.4s)',
      '[e2e 2/2]   ✘  11 tests/e2e/guards.spec.ts:27:1 › an administrator reaches every page (1.1m)',
      '[e2e 2/2]     tests/e2e/guards.spec.ts:27:1 › an administrator reaches every page',
      '[e2e 2/2]   ✓  12 tests/e2e/errors.spec.ts:4:1 › not found (800ms)',
      '  9 passed (41.2s)',
    ].join('\n');
    expect(e2eFileSeconds(output)).toEqual({ 'form-builder-keyboard.spec.ts': 94, 'guards.spec.ts': 66, 'errors.spec.ts': 1 });
  });
});

describe('stepBatches', () => {
  it('runs consecutive steps of one `together` side by side and the rest alone, in order', () => {
    const batches = stepBatches([{ name: 'lint', together: 'checks' }, { name: 'typecheck', together: 'checks' }, { name: 'unit' }, { name: 'build' }, { name: 'forms', together: 'checks' }]);
    expect(batches.map((batch) => batch.map((step) => step.name))).toEqual([['lint', 'typecheck'], ['unit'], ['build'], ['forms']]);
  });
});

describe('stepLanes', () => {
  it('keeps steps of one lane in order in one list and puts every other step in a list of its own', () => {
    const lanes = stepLanes([{ name: 'emulators', lane: 'stacks' }, { name: 'e2e' }, { name: 'e2e-dev', lane: 'stacks' }, { name: 'other' }]);
    expect(lanes.map((lane) => lane.map((step) => step.name))).toEqual([['emulators', 'e2e-dev'], ['e2e'], ['other']]);
  });
});

describe('prefixLines', () => {
  it('prefixes whole lines and carries the unfinished one to the next chunk', () => {
    const first = prefixLines('[e2e 1/2] ', '', 'one\ntw');
    expect(first).toEqual({ out: '[e2e 1/2] one\n', pending: 'tw' });
    expect(prefixLines('[e2e 1/2] ', first.pending, 'o\n')).toEqual({ out: '[e2e 1/2] two\n', pending: '' });
  });
});
