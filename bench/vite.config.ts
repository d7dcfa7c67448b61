/**
 * Production build of the bench pages: the app's own Vite config (same plugins, `@engine` alias,
 * target) with bench/ as the root, so `engine` is built exactly as the app builds it.
 */
import { defineConfig, mergeConfig, type Plugin, type UserConfig } from 'vite';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import appConfig from '../vite.config.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const formRenderer = fileURLToPath(new URL('../src/form-renderer/index.ts', import.meta.url));
const STUB = '\0bench-no-assessment-form';

/**
 * `bench:assessment-form` -> src/form-renderer/index.ts, or a stub exporting no AssessmentForm
 * when the renderer does not exist yet or BENCH_SKIP_ENGINE=1 (so the peers can be measured alone).
 */
function assessmentFormEntry(): Plugin {
  return {
    name: 'bench-assessment-form',
    resolveId(id) {
      if (id !== 'bench:assessment-form') return null;
      return existsSync(formRenderer) && !process.env.BENCH_SKIP_ENGINE ? formRenderer : STUB;
    },
    load(id) {
      return id === STUB ? 'export const AssessmentForm = undefined;' : null;
    },
  };
}

export default defineConfig((env) => {
  const base = (typeof appConfig === 'function' ? appConfig(env) : appConfig) as UserConfig;
  const { test: _test, ...app } = base as UserConfig & { test?: unknown };
  return mergeConfig(app, {
    root: here,
    base: './',
    logLevel: 'warn',
    plugins: [assessmentFormEntry()],
    build: {
      outDir: `${here}dist`,
      emptyOutDir: true,
      sourcemap: false,
      manifest: false,
      chunkSizeWarningLimit: 4096,
      rollupOptions: { input: `${here}index.html` },
    },
  });
});
