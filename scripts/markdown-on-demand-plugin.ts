/**
 * The app's build gives @rjsf/core src/form-renderer/markdown-on-demand.tsx where it imports
 * markdown-to-jsx: the parser leaves the renderer's chunk (a quarter of it) and loads only when a
 * form asks for Markdown. Only RJSF's imports are redirected (the stand-in itself imports the real
 * parser). Not in the unit tests, which render RJSF as published.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const PARSER = 'markdown-to-jsx/react';
export const STAND_IN = fileURLToPath(new URL('../src/form-renderer/markdown-on-demand.tsx', import.meta.url));

/** Pure: the module `source` imported from `importer` becomes, or null to resolve it as usual. */
export function markdownOnDemand(source: string, importer: string | undefined): string | null {
  if (source !== PARSER || !importer) return null;
  return /[\\/]node_modules[\\/]@rjsf[\\/]/.test(importer) ? STAND_IN : null;
}

export function markdownOnDemandPlugin(): Plugin {
  return {
    name: 'wellness-markdown-on-demand',
    enforce: 'pre',
    resolveId: (source, importer) => markdownOnDemand(source, importer),
  };
}
