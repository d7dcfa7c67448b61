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
const WORKSPACE_STUB = '\0bench-no-form-builder-workspace';

/**
 * `bench:assessment-form` -> src/form-renderer/index.ts, or a stub exporting no AssessmentForm
 * when the renderer does not exist yet or BENCH_SKIP_ENGINE=1 (so the peers can be measured alone);
 * with BENCH_SKIP_ENGINE=1 the builder's FormBuilderWorkspace is a stub too.
 */
function assessmentFormEntry(): Plugin {
  return {
    name: 'bench-assessment-form',
    resolveId(id) {
      // the builder bench finds the workspace with import.meta.glob (nothing when it does not exist)
      if (process.env.BENCH_SKIP_ENGINE && id.endsWith('/FormBuilderWorkspace.tsx')) return WORKSPACE_STUB;
      if (id !== 'bench:assessment-form') return null;
      return existsSync(formRenderer) && !process.env.BENCH_SKIP_ENGINE ? formRenderer : STUB;
    },
    load(id) {
      if (id === WORKSPACE_STUB) return 'export const FormBuilderWorkspace = undefined;';
      return id === STUB ? 'export const AssessmentForm = undefined;' : null;
    },
  };
}

/**
 * The bench pages, one per kind of bench: `index.html` (renderers) and `builder.html` (builders).
 * They exist only in this build, never as .html files in the repository: the app's dev server
 * scans every .html file under the project root for dependencies to pre-bundle, and would
 * otherwise crawl the bench and its peer libraries (and fail on `bench:assessment-form`).
 */
const PAGES: Record<string, { title: string; script: string }> = {
  'index.html': { title: 'Form renderer benchmark', script: './main.tsx' },
  'builder.html': { title: 'Form builder benchmark', script: './builder-main.tsx' },
};

export const pageHtml = ({ title, script }: { title: string; script: string }) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <link rel="icon" href="data:," />
  </head>
  <body>
    <div id="bench-root"></div>
    <script type="module" src="${script}"></script>
  </body>
</html>
`;

function benchPages(): Plugin {
  const pages = new Map(Object.entries(PAGES).map(([file, page]) => [`${here}${file}`, pageHtml(page)]));
  return {
    name: 'bench-pages',
    resolveId: (id) => (pages.has(id) ? id : null),
    load: (id) => pages.get(id) ?? null,
  };
}

export default defineConfig((env) => {
  const base = (typeof appConfig === 'function' ? appConfig(env) : appConfig) as UserConfig;
  const { test: _test, plugins = [], ...app } = base as UserConfig & { test?: unknown };
  // the app's service worker and web app manifest are the app's, not the bench pages': left out
  const pagePlugins = plugins.flat().filter((plugin) => !(plugin && 'name' in plugin && plugin.name.startsWith('vite-plugin-pwa')));
  return mergeConfig({ ...app, plugins: pagePlugins }, {
    root: here,
    base: './',
    logLevel: 'warn',
    plugins: [benchPages(), assessmentFormEntry()],
    build: {
      outDir: `${here}dist`,
      emptyOutDir: true,
      sourcemap: false,
      manifest: false,
      chunkSizeWarningLimit: 4096,
      rollupOptions: { input: Object.keys(PAGES).map((file) => `${here}${file}`) },
    },
  });
});
