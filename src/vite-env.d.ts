/// <reference types="vite/client" />
/** Set at build time by scripts/build-id-plugin.ts. */
declare const __BUILD_ID__: string;

/** The committed forms' validators compiled at build time, by validatorKey (scripts/committed-validators-plugin.ts). */
declare module 'virtual:committed-validators' {
  import type { ValidateFunction } from 'ajv';
  export const committedValidators: Record<string, () => Promise<{ default: ValidateFunction }>>;
}
