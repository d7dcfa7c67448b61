import { describe, expect, it } from 'vitest';
import { countTests, e2eShards, prefixLines } from './test.mjs';

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
  it('splits the e2e step into two Playwright shards by default, each on its own ports and dist', () => {
    const [first, second] = e2eShards({});
    expect(first).toEqual({
      label: 'e2e 1/2', build: null,
      cmd: 'node scripts/with-emulators.mjs --functions --seed --preview -- npx playwright test --shard=1/2',
      env: { PORT_OFFSET: '0', DIST_DIR: 'dist' },
    });
    expect(second.cmd).toMatch(/--shard=2\/2$/);
    expect(second.env).toEqual({ PORT_OFFSET: '50', DIST_DIR: 'dist-shard-2' });
    // the second shard's build talks to its own emulators
    expect(second.build).toEqual({
      cmd: 'npx vite build',
      env: { PORT_OFFSET: '50', DIST_DIR: 'dist-shard-2', VITE_FIREBASE_PROJECT_ID: 'demo-test', VITE_FIRESTORE_EMULATOR_PORT: '8130', VITE_AUTH_EMULATOR_PORT: '9149', VITE_FUNCTIONS_EMULATOR_PORT: '5051' },
    });
  });

  it('starts from this run\'s PORT_OFFSET and DIST_DIR, and takes the shard count and port step', () => {
    const shards = e2eShards({ PORT_OFFSET: '900', DIST_DIR: 'dist-900', E2E_SHARDS: '3', E2E_SHARD_PORT_STEP: '20' });
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
    expect(() => e2eShards({ E2E_SHARD_PORT_STEP: '2000' })).toThrow(/10080/);
  });
});

describe('prefixLines', () => {
  it('prefixes whole lines and carries the unfinished one to the next chunk', () => {
    const first = prefixLines('[e2e 1/2] ', '', 'one\ntw');
    expect(first).toEqual({ out: '[e2e 1/2] one\n', pending: 'tw' });
    expect(prefixLines('[e2e 1/2] ', first.pending, 'o\n')).toEqual({ out: '[e2e 1/2] two\n', pending: '' });
  });
});
