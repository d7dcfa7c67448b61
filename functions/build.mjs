// Bundles functions/src into lib/index.js with the engine inside (so the deployed code validates
// and scores with exactly the browser's engine). firebase-functions and firebase-admin stay
// external: Cloud Functions installs them from package.json.
import * as esbuild from 'esbuild';
import { fileURLToPath } from 'node:url';

const here = (relative) => fileURLToPath(new URL(relative, import.meta.url));

/** Resolves the app-wide `@engine` alias to engine/index.ts (as tsconfig and Vite do). */
const engineAlias = {
  name: 'engine-alias',
  setup(build) {
    build.onResolve({ filter: /^@engine$/ }, () => ({ path: here('../engine/index.ts') }));
  },
};

/** @type {esbuild.BuildOptions} */
export const buildOptions = {
  entryPoints: [here('src/index.ts')],
  outfile: here('lib/index.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  keepNames: true,
  logLevel: 'warning',
  external: ['firebase-functions', 'firebase-functions/*', 'firebase-admin', 'firebase-admin/*'],
  plugins: [engineAlias],
};

/** One build; resolves with esbuild's result (errors throw). */
export const buildFunctions = () => esbuild.build(buildOptions);

/** Rebuilds on every change under functions/src or engine/; returns the esbuild context. */
export async function watchFunctions() {
  const context = await esbuild.context(buildOptions);
  await context.watch();
  return context;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--watch')) {
    await watchFunctions();
    console.log('functions: watching src/ and engine/ for changes');
  } else {
    const started = performance.now();
    await buildFunctions();
    console.log(`functions: built lib/index.js in ${Math.round(performance.now() - started)} ms`);
  }
}
