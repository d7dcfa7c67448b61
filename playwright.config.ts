import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, NO_CHROMIUM_MESSAGE } from './scripts/chromium.mjs';
import { PORTS, url } from './scripts/stack/hosts.mjs';

const executablePath = findChromium();
if (!executablePath) throw new Error(NO_CHROMIUM_MESSAGE);

// The app under test is the production build served by `vite preview`, against the emulators
// that scripts/with-emulators.mjs started (project demo-test, demo accounts seeded).
export default defineConfig({
  testDir: 'tests/e2e',
  // a run on other ports (PORT_OFFSET) keeps its traces apart from the default run's
  outputDir: process.env.PORT_OFFSET ? `test-results/offset-${process.env.PORT_OFFSET}` : 'test-results',
  fullyParallel: false,
  workers: 1,
  // CI (two shards on two busy cores) retries a failed case once: a case that fails twice fails
  // the run, and the report names every retried case as flaky, for the next session to fix
  retries: process.env.CI ? 1 : 0,
  // every case drives the real stack; CI runs two shards side by side on two cores, which can
  // double a 40 s case (forms-keyboard's Indian head walk took 66 s and failed a submission)
  timeout: 90_000,
  // a first page of an area loads its chunk and Firebase: over 10 s at times on two busy cores
  expect: { timeout: 20_000 },
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? url(PORTS.preview, ''),
    browserName: 'chromium',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
