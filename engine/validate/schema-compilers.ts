import { createCompilers, type SchemaCompilers } from './ajv-instance.ts';

export type { SchemaCompilers } from './ajv-instance.ts';

let made: SchemaCompilers | null = null;

/**
 * The compilers, made on first need: on the server, in scripts and tests they are always there.
 * The web app's build swaps this module for `schema-compilers.browser.ts` (vite.config.ts), where
 * ajv's compiler loads on demand and this answers null until `loadSchemaCompilers` has run.
 */
export function schemaCompilers(): SchemaCompilers | null {
  return (made ??= createCompilers());
}

/** Makes sure the compilers are here (at once here; in the browser, ajv's chunk is fetched). */
export async function loadSchemaCompilers(): Promise<void> {
  schemaCompilers();
}
