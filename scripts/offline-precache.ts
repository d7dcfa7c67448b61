/**
 * What the service worker keeps on a member's device: the page, its first script and everything
 * the public, member and assessment areas load (their chunks, the renderer, the data modules they
 * call), found by walking Vite's manifest from the entry. The areas named in `leaveOut` (the
 * administrators' code first of all) are not walked into, so a chunk reached only through them is
 * never downloaded to a member's phone; a chunk another area shares is kept.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of Vite's build manifest (.vite/manifest.json), as much as this reads. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/**
 * What a member's device never keeps: the administrators' area and the data modules only
 * administrators call (the data layer's registry names every module, so the walk reaches them
 * too), and the areas needing the network to mean anything (courses, account).
 */
export const AREAS_LEFT_OUT: readonly (string | RegExp)[] = [
  'src/app/areas/admin.ts',
  'src/app/areas/courses.ts',
  'src/app/areas/account.ts',
  /^src\/data\/[a-z-]+-admin\.ts$/,
  /^src\/data\/(reviews|member-records|member-names|form-responses|form-responses-export|recurring-assignments)\.ts$/,
];

/** Pure: the built files (paths inside the build folder) reachable from the entries, not through `leaveOut`. */
export function filesToPrecache(manifest: ViteManifest, leaveOut: readonly (string | RegExp)[] = AREAS_LEFT_OUT): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const left = (key: string) => leaveOut.some((out) => (typeof out === 'string' ? out === key : out.test(key)));
  const visit = (key: string) => {
    if (seen.has(key) || left(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return files;
}

/** One file of Workbox's precache list, as a manifest transform sees it. */
interface PrecacheEntry {
  url: string;
  revision: string | null;
  size: number;
}

/**
 * A Workbox manifest transform: keeps the chunks `filesToPrecache` names and every file that is
 * not a script or a stylesheet (the page); drops the rest and the source maps. `build-id.json` is never kept: it is how a newer deployment is noticed.
 */
export function precacheTransform(distDir: () => string, appBuildError: () => Error | undefined = () => undefined) {
  return async <Entry extends PrecacheEntry>(entries: Entry[]) => {
    const failed = appBuildError();
    if (failed) throw new Error(`The app's build failed, so there is nothing to precache:\n${failed.message}`, { cause: failed });
    const manifest = JSON.parse(readFileSync(join(distDir(), '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
    const keep = filesToPrecache(manifest);
    const kept = entries.filter(({ url }) => {
      if (url.endsWith('.map') || url === 'build-id.json' || url.startsWith('.vite/')) return false;
      return /\.(js|css)$/.test(url) ? keep.has(url) : true;
    });
    return { manifest: kept, warnings: [] as string[] };
  };
}
