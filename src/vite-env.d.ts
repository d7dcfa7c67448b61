/// <reference types="vite/client" />
/** Set at build time by scripts/build-id-plugin.ts. */
declare const __BUILD_ID__: string;
