import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { buildIdPlugin } from './scripts/build-id-plugin.ts';
import { committedValidatorsPlugin } from './scripts/committed-validators-plugin.ts';
import { markdownOnDemandPlugin } from './scripts/markdown-on-demand-plugin.ts';
import { offlinePlugin } from './scripts/offline-plugin.ts';
import { PORTS } from './scripts/stack/hosts.mjs';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const engine = here('./engine/index.ts');
const model = here('./model/index.ts');

// react-router's package exports point every bundler at its development build; production
// builds use its production files instead (about a third smaller, no dev warnings).
const routerProduction = [
  { find: /^react-router$/, replacement: here('./node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: here('./node_modules/react-router/dist/production/dom-export.mjs') },
];

// Firestore's SDK carries re2js (~250 KB) for regexes in pipelines, which this app never runs.
const withoutRe2js = [{ find: /^re2js$/, replacement: here('./src/data/re2js-stub.ts') }];

// In the app (dev server and build, not the unit tests) ajv's compiler loads on demand: the engine's
// compilers module is swapped for its browser stand-in (engine/validate/schema-compilers.browser.ts).
// Web workers too: the dev server serves a worker's modules through `plugins`, but a build bundles
// workers with `worker.plugins` only, so the swap is listed there as well and a worker runs the
// same stand-in in both (it calls loadSchemaCompilers itself: its engine is a copy of its own).
const compilersModule = here('./engine/validate/schema-compilers.ts');
const browserSchemaCompilers = (): Plugin => ({
  name: 'wellness-browser-schema-compilers',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!importer || !source.endsWith('schema-compilers.ts')) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved?.id === compilersModule ? here('./engine/validate/schema-compilers.browser.ts') : null;
  },
});

export default defineConfig(({ command, mode }) => ({
  plugins: [react(), buildIdPlugin(), committedValidatorsPlugin(), ...(mode === 'test' ? [] : [browserSchemaCompilers(), markdownOnDemandPlugin(), offlinePlugin()])],
  worker: { plugins: () => (mode === 'test' ? [] : [browserSchemaCompilers()]) },
  resolve: { alias: [{ find: '@engine', replacement: engine }, { find: '@model', replacement: model }, ...(command === 'build' ? [...routerProduction, ...withoutRe2js] : [])] },
  // Pre-bundle what lazily loaded pages import, so the dev server does not discover them on first
  // sign-in and reload the page mid-session.
  optimizeDeps: {
    // Scan the app's page only: any other .html under the root (bench pages, test reports) would
    // be crawled too, and a bench import the app cannot resolve fails the scan at start.
    entries: ['index.html'],
    // (and what the committed forms' validators compiled at build time import: ajv's runtime helpers)
    include: ['firebase/app', 'firebase/auth', 'firebase/firestore', 'firebase/functions', '@rjsf/core', '@rjsf/utils', 'ajv/dist/2020.js', 'ajv-formats', 'ajv/dist/runtime/ucs2length', 'ajv-formats/dist/formats', 'idb'],
  },
  // `scripts/dev.mjs --fresh` pre-bundles into a cache of its own (the shared one may be in use);
  // a run with a command (tests) watches no files: an edit meanwhile would restart or hot-update it
  cacheDir: process.env.DEV_VITE_CACHE_DIR || undefined,
  server: { port: PORTS.vite, strictPort: true, host: '127.0.0.1', ...(process.env.DEV_VITE_NO_WATCH ? { watch: null } : {}) },
  preview: { port: PORTS.preview, strictPort: true, host: '127.0.0.1' },
  // DIST_DIR: a second build beside dist/ (parallel e2e runs on other ports); preview serves it too.
  build: {
    sourcemap: true,
    target: 'es2022',
    manifest: true,
    outDir: process.env.DIST_DIR || 'dist',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A signed-in page's session reads the profile (users.ts); an assessment opened directly
          // reads its form (published-forms.ts) at the same moment. One chunk for both: the form's
          // read does not wait for a chunk of its own behind the renderer's ~120 KB on a slow link.
          groups: [{ name: 'member-reads', test: /src[\\/]data[\\/](users|published-forms)\.ts$/, includeDependenciesRecursively: false }],
        },
      },
    },
  },
}));
