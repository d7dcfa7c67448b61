import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precacheTransform } from './offline-precache.ts';

/**
 * The installable app: the web app manifest and the service worker (src/service-worker.ts, built by
 * vite-plugin-pwa with Workbox's precache list injected). The page registers the worker itself
 * after its first paint (src/app/offline-app.ts), so nothing is injected into index.html; the dev
 * server runs no worker (a worker caching modules Vite serves fresh would only get in the way).
 */
export function offlinePlugin(): Plugin[] {
  // the build's own output folder (DIST_DIR or --outDir), known once Vite has resolved its config
  let outDir = 'dist';
  // the app's own build error: the worker's build runs after it anyway and would otherwise replace
  // it with "no such file .vite/manifest.json", hiding the real mistake
  let appBuildError: Error | undefined;
  const outDirReader: Plugin = {
    name: 'offline-out-dir',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    buildEnd(error) {
      appBuildError ??= error;
    },
    renderError(error) {
      appBuildError ??= error;
    },
  };
  return [outDirReader, ...VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'service-worker.ts',
    injectRegister: false,
    devOptions: { enabled: false },
    manifest: {
      name: 'Wellness',
      short_name: 'Wellness',
      description: 'Wellness and training: courses, resources and member assessments.',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      lang: 'en-GB',
      background_color: '#0e1116',
      theme_color: '#0e1116',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    injectManifest: {
      // the plugin adds the web app manifest and its icons itself
      globPatterns: ['**/*.{js,css,html}'],
      // the assessment chunks (renderer, engine) are larger than Workbox's 2 MB default allows for a few
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      manifestTransforms: [precacheTransform(() => outDir, () => appBuildError)],
    },
  })];
}
