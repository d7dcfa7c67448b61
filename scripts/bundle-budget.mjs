#!/usr/bin/env node
/**
 * Bundle budget for `/`, checked after `vite build`: the JavaScript a visitor downloads for the
 * home page (the entry chunk plus everything it statically imports, transitively) must be
 * <= 100 KB gzip, and must not contain Firebase, RJSF/ajv or dnd-kit: those load only with the
 * pages that need them. Reads dist/.vite/manifest.json (build.manifest) and each chunk's source
 * map (build.sourcemap) to see which modules a chunk holds. Prints each chunk's gzip size.
 *
 *   node scripts/bundle-budget.mjs [--dist dist] [--budget-kb 100]
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

export const DEFAULT_BUDGET_KB = 100;

/** Libraries that must stay out of the first load: module-path patterns, and chunk-name patterns for chunks without a source map. */
export const KEPT_OUT = [
  { library: 'Firebase', pattern: /node_modules\/(@firebase|firebase)\//, name: /firebase/i },
  { library: 'RJSF', pattern: /node_modules\/@rjsf\//, name: /rjsf/i },
  { library: 'ajv', pattern: /node_modules\/(ajv|ajv-formats)\//, name: /(^|[^a-z])ajv/i },
  { library: 'dnd-kit', pattern: /node_modules\/@dnd-kit\//, name: /dnd-?kit/i },
];

/** The manifest entry served for `/`: the entry whose source is index.html. */
export function findHomeEntry(manifest) {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const home = entries.find(([key, chunk]) => key === 'index.html' || chunk.src === 'index.html') ?? (entries.length === 1 ? entries[0] : null);
  if (!home) throw new Error(`no index.html entry in the manifest (entries: ${entries.map(([k]) => k).join(', ') || 'none'})`);
  return home[0];
}

/**
 * The manifest keys a visitor downloads up front: `entry` and, transitively, its static
 * `imports` (never `dynamicImports`: those load with the pages that need them). Depth-first, in
 * the order the browser meets them; each key once, even on import cycles.
 */
export function staticClosure(manifest, entry) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk "${key}"`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  return [...seen];
}

/**
 * Which kept-out libraries these module ids (source-map sources) belong to; with `byName`, the
 * ids are chunk names instead (for a chunk whose source map is missing).
 */
export function keptOutLibraries(moduleIds, byName = false) {
  const found = new Map();
  for (const id of moduleIds) {
    const normalised = id.replace(/\\/g, '/');
    for (const { library, pattern, name } of KEPT_OUT) {
      if (!(byName ? name : pattern).test(normalised)) continue;
      const list = found.get(library) ?? [];
      list.push(id);
      found.set(library, list);
    }
  }
  return found;
}

/**
 * The verdict on measured chunks ({ file, gzipBytes, modules: string[], names?: string[] }): ok when the total is
 * within the budget and no chunk holds a kept-out library; `problems` says what is wrong.
 */
export function budgetVerdict(chunks, budgetKB = DEFAULT_BUDGET_KB) {
  const totalBytes = chunks.reduce((sum, c) => sum + c.gzipBytes, 0);
  const problems = [];
  if (totalBytes > budgetKB * 1024) {
    problems.push(`JavaScript for / is ${kb(totalBytes)} KB gzip, ${kb(totalBytes - budgetKB * 1024)} KB over the ${budgetKB} KB budget`);
  }
  for (const chunk of chunks) {
    const found = new Map([...keptOutLibraries(chunk.modules), ...keptOutLibraries(chunk.names ?? [], true)]);
    for (const [library, modules] of found) {
      const example = modules[0].replace(/^.*node_modules\//, '');
      problems.push(`${library} is in ${chunk.file}, which / loads up front (${modules.length} module(s), e.g. ${example}): import it lazily from the pages that need it`);
    }
  }
  return { ok: problems.length === 0, totalBytes, problems };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Source-map sources of a built chunk (module ids), or null when the build has no map for it. */
function chunkModules(dist, file) {
  const map = join(dist, `${file}.map`);
  if (!existsSync(map)) return null;
  return JSON.parse(readFileSync(map, 'utf8')).sources ?? [];
}

function main() {
  const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' }, 'budget-kb': { type: 'string', default: String(DEFAULT_BUDGET_KB) } } });
  const dist = resolve(values.dist);
  const budgetKB = Number(values['budget-kb']);
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    console.error(`bundle budget: ${manifestPath} not found. Run \`vite build\` first (vite.config.ts needs build.manifest: true).`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const keys = staticClosure(manifest, findHomeEntry(manifest));
  const chunks = keys
    .filter((key) => manifest[key].file.endsWith('.js'))
    .map((key) => {
      const file = manifest[key].file;
      const modules = chunkModules(dist, file);
      const gzipBytes = gzipSync(readFileSync(join(dist, file))).length;
      if (modules) return { key, file, gzipBytes, modules };
      console.warn(`bundle budget: no source map for ${file}; judging it by its name only`);
      return { key, file, gzipBytes, modules: [], names: [key, file, manifest[key].name ?? '', manifest[key].src ?? ''] };
    });

  console.log(`JavaScript a visitor downloads for / (entry + static imports), gzip:`);
  const width = Math.max(...chunks.map((c) => c.file.length));
  for (const c of chunks) console.log(`  ${c.file.padEnd(width)}  ${kb(c.gzipBytes).padStart(7)} KB`);
  const { ok, totalBytes, problems } = budgetVerdict(chunks, budgetKB);
  console.log(`  ${'total'.padEnd(width)}  ${kb(totalBytes).padStart(7)} KB  (budget ${budgetKB} KB)`);
  if (!ok) {
    for (const p of problems) console.error(`bundle budget: ${p}`);
    process.exit(1);
  }
  console.log('bundle budget: ok (no Firebase, RJSF/ajv or dnd-kit in the first load)');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
