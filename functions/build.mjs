// Bundles functions/src into lib/index.js with the engine inside (so the deployed code validates
// and scores with exactly the browser's engine). firebase-functions and firebase-admin stay
// external: Cloud Functions installs them from package.json.
import * as esbuild from 'esbuild';
import { fileURLToPath } from 'node:url';

const here = (relative) => fileURLToPath(new URL(relative, import.meta.url));

/** Resolves the app-wide `@engine` and `@model` aliases to their entries (as tsconfig and Vite do). */
const engineAlias = {
  name: 'engine-alias',
  setup(build) {
    build.onResolve({ filter: /^@engine$/ }, () => ({ path: here('../engine/index.ts') }));
    build.onResolve({ filter: /^@model$/ }, () => ({ path: here('../model/index.ts') }));
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
  external: ['firebase-functions', 'firebase-functions/*', 'firebase-admin', 'firebase-admin/*', 'stripe'],
  plugins: [engineAlias],
};

/** One build; resolves with the names the bundle exports (the deployed functions). */
export async function buildFunctions() {
  await esbuild.build(buildOptions);
  return exportedNames();
}

/** Names exported by src/index.ts (esbuild lists exports only for ESM output, so ask it that way). */
export async function exportedNames() {
  const { metafile } = await esbuild.build({
    entryPoints: buildOptions.entryPoints, bundle: false, format: 'esm', write: false, metafile: true, outdir: here('lib'), logLevel: 'silent',
  });
  return Object.values(metafile.outputs).flatMap((output) => output.exports ?? []);
}

/** Rebuilds on every change under functions/src, engine/ or model/; returns the esbuild context. */
export async function watchFunctions() {
  const context = await esbuild.context(buildOptions);
  await context.watch();
  return context;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--watch')) {
    await watchFunctions();
    console.log('functions: watching src/, engine/ and model/ for changes');
  } else {
    const started = performance.now();
    await buildFunctions();
    console.log(`functions: built lib/index.js in ${Math.round(performance.now() - started)} ms`);
  }
}
