import { defineConfig } from '@playwright/test';
import baseConfig from '../../playwright.config';
import { PORTS, url } from '../../scripts/stack/hosts.mjs';

// The app as `npm run dev` serves it: the Vite dev server (source modules, pre-bundled
// dependencies, workers served module by module) against the emulators and demo data that
// `scripts/dev.mjs --fresh -- …` started. Browser, timeouts and retries as the e2e tests'.
export default defineConfig({
  ...baseConfig,
  testDir: '.',
  outputDir: `../../test-results/e2e-dev-${PORTS.vite}`,
  workers: 1,
  use: { ...baseConfig.use, baseURL: url(PORTS.vite, '') },
});
