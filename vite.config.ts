import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { buildIdPlugin } from './scripts/build-id-plugin.ts';

const engine = fileURLToPath(new URL('./engine/index.ts', import.meta.url));

export default defineConfig({
  plugins: [react(), buildIdPlugin()],
  resolve: { alias: { '@engine': engine } },
  server: { port: 5173, strictPort: true, host: '127.0.0.1' },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
  build: { sourcemap: true, target: 'es2022' },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'engine/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}'],
    setupFiles: ['./src/test-setup.ts'],
    css: false,
  },
});
