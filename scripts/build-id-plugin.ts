import { execSync } from 'node:child_process';
import type { Plugin } from 'vite';

/** Pure: a build id that is new for every build and traceable to a commit. */
export function makeBuildId(commit: string | null, now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  return commit ? `${stamp}-${commit}` : stamp;
}

function currentCommit(): string | null {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim() || null;
  } catch {
    return null;
  }
}

/**
 * Stamps each build with an id: compiled into the app as __BUILD_ID__ and emitted as
 * /build-id.json, which the running app polls to offer a reload when a newer build is out.
 */
export function buildIdPlugin(): Plugin {
  const buildId = process.env.BUILD_ID ?? makeBuildId(currentCommit(), new Date());
  return {
    name: 'wellness-build-id',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(buildId) } }),
    configureServer(server) {
      server.middlewares.use('/build-id.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(JSON.stringify({ buildId }));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build-id.json', source: JSON.stringify({ buildId }) });
    },
  };
}
