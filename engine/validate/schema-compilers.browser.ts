/**
 * The web app's stand-in for `schema-compilers.ts` (vite.config.ts swaps it in for the app, not
 * for tests): ajv's compiler (~37 KB on a phone) is fetched only when a schema must be compiled.
 * A member's committed assessment needs none (its validator is compiled at build time, and the
 * renderer's checks of a choice's options are answered without compiling: simple-schema.ts);
 * builder-made forms, older drafts and the admin area call `loadSchemaCompilers` first.
 */
import type { SchemaCompilers } from './ajv-instance.ts';

let made: SchemaCompilers | null = null;
let loading: Promise<void> | null = null;

export function schemaCompilers(): SchemaCompilers | null {
  return made;
}

export function loadSchemaCompilers(): Promise<void> {
  loading ??= import('./ajv-instance.ts').then(
    ({ createCompilers }) => {
      made ??= createCompilers();
    },
    (error: unknown) => {
      // a failed fetch can be tried again
      loading = null;
      throw error;
    },
  );
  return loading;
}
