import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// Tests that need the real emulators. Run through `npm run test:emulators`, which starts them
// (scripts/with-emulators.mjs) and sets FIRESTORE_EMULATOR_HOST and friends.
export default defineConfig({
  resolve: {
    alias: {
      '@engine': fileURLToPath(new URL('./engine/index.ts', import.meta.url)),
      '@model': fileURLToPath(new URL('./model/index.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    include: ['tests/rules/**/*.test.ts', 'tests/functions/**/*.test.ts', 'tests/emulators/**/*.test.ts'],
    // One emulator per project id: files share it, so they run one after another.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
