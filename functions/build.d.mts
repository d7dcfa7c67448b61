import type { BuildContext, BuildOptions } from 'esbuild';

/** esbuild options of the functions bundle (engine inside, Firebase SDKs external). */
export declare const buildOptions: BuildOptions;
/** Builds lib/index.js; resolves with the exported function names. */
export declare function buildFunctions(): Promise<string[]>;
/** Names exported by src/index.ts. */
export declare function exportedNames(): Promise<string[]>;
/** Rebuilds on change; returns the esbuild context (dispose() to stop). */
export declare function watchFunctions(): Promise<BuildContext>;
