import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// The unit step (`npx vitest run`). Vitest reads this file instead of vite.config.ts; the app's
// plugins, aliases and build settings come from there, the test settings from here.

/** The test files under `dir` whose path matches `pattern` (paths relative to the repository). */
function testsUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => !file.split('/').includes('node_modules') && pattern.test(file))
    .map((file) => `${dir}/${file}`);
}

// A file that mocks a module or stubs a global needs a fresh module graph: mocks are not undone
// between files that share a worker, and modules its imports load early keep the real versions.
const MOCKS = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|hoisted)\(/;

const NODE_TESTS = ['engine/**/*.test.ts', 'model/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}', 'functions/src/**/*.test.ts'];
const APP_TESTS = ['src/**/*.test.{ts,tsx}'];
const appTestsWithMocks = testsUnder('src', /\.test\.tsx?$/).filter((file) => MOCKS.test(readFileSync(file, 'utf8')));
const nodeTestsWithMocks = [
  ...testsUnder('engine', /\.test\.ts$/),
  ...testsUnder('model', /\.test\.ts$/),
  ...testsUnder('scripts', /\.test\.(ts|mjs)$/),
  ...testsUnder('functions/src', /\.test\.ts$/),
].filter((file) => MOCKS.test(readFileSync(file, 'utf8')));

export default defineConfig((env) => ({
  ...viteConfig(env),
  test: {
    // a guard against hangs, not a speed check: jsdom suites on 2 busy cores (CI) can take seconds each
    testTimeout: 20_000,
    // Vitest's default for `run` is one worker less than the cores: ONE worker on CI's 2 cores,
    // the other core idle but for transforms. Both cores run test files.
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    projects: [
      {
        // Only the app's tests need a DOM. Files that mock nothing share a worker, its window and its
        // loaded modules (isolate: false): a fresh jsdom and a fresh import of React, RJSF and the
        // engine per file was most of the unit step (CPU for 50 such files 106 s -> 15 s). Testing
        // Library unmounts after every test; storage and stores are the tests' own to reset.
        extends: true,
        test: { name: 'app', environment: 'jsdom', include: APP_TESTS, exclude: ['**/node_modules/**', ...appTestsWithMocks], setupFiles: ['./src/test-setup.ts'], css: false, isolate: false },
      },
      // the files that mock modules or stub globals: each its own worker, window and modules (they
      // cannot share: a module one file mocks stays mocked for the next). Worker threads start
      // faster than the default child processes (these 87 files: 166 s -> 144 s on 2 cores).
      ...(appTestsWithMocks.length
        ? [{ extends: true as const, test: { name: 'app-mocks', environment: 'jsdom' as const, include: appTestsWithMocks, setupFiles: ['./src/test-setup.ts'], css: false, pool: 'threads' as const } }]
        : []),
      {
        // Engine, scripts and functions tests: pure code in plain Node. Files share a worker and its
        // loaded modules (isolate: false): no new process and no fresh import of the engine, ajv and
        // the forms per file (CPU for these 80 files 120 s -> 68 s on the 2-core machine).
        extends: true,
        test: { name: 'node', environment: 'node', include: NODE_TESTS, exclude: ['**/node_modules/**', ...nodeTestsWithMocks], isolate: false },
      },
      // the few pure-code files that mock (found by MOCKS above): isolated as before
      ...(nodeTestsWithMocks.length ? [{ extends: true as const, test: { name: 'node-mocks', environment: 'node' as const, include: nodeTestsWithMocks } }] : []),
    ],
  },
}));
