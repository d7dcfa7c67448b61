#!/usr/bin/env node
/**
 * What the first download of `/` is made of, module by module: for each chunk the bundle budget
 * counts (the home entry and its static imports), the bytes each source module contributes,
 * read from the chunk's source map, and what leaving that module out would save gzip (the chunk
 * gzipped with and without the module's code). Largest first. Run after `vite build`.
 *
 *   node scripts/bundle-modules.mjs [--dist dist] [--top 40] [--json]
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { findHomeEntry, staticClosure } from './bundle-budget.mjs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** One source-map segment's fields (base64 VLQ). */
export function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`not a base64 VLQ digit: "${char}"`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/**
 * Which source each character of the generated code came from: a run per mapped segment,
 * `{ line, start, end, source }` (source -1 for code the map gives no source, such as the
 * bundler's own glue). Each segment runs to the next one on its line, or the line's end.
 */
export function sourceRuns(code, mappings) {
  const lines = code.split('\n');
  const runs = [];
  let source = 0;
  mappings.split(';').forEach((lineMappings, line) => {
    const length = lines[line]?.length ?? 0;
    const segments = lineMappings ? lineMappings.split(',') : [];
    let column = 0;
    let covered = 0;
    const starts = [];
    for (const segment of segments) {
      const fields = decodeSegment(segment);
      column += fields[0];
      if (fields.length >= 4) source += fields[1];
      starts.push({ column, source: fields.length >= 4 ? source : -1 });
    }
    if (starts.length === 0 || starts[0].column > 0) runs.push({ line, start: 0, end: starts[0]?.column ?? length, source: -1 });
    starts.forEach((s, i) => {
      const end = i + 1 < starts.length ? starts[i + 1].column : length;
      if (end > s.column) runs.push({ line, start: s.column, end, source: s.source });
      covered = end;
    });
    void covered;
  });
  return runs;
}

/** The chunk's code with every run of one source blanked out (what it would be without it). */
function withoutSource(lines, runs, source) {
  const copy = [...lines];
  const byLine = new Map();
  for (const run of runs) if (run.source === source) (byLine.get(run.line) ?? byLine.set(run.line, []).get(run.line)).push(run);
  for (const [line, list] of byLine) {
    let text = copy[line];
    for (const run of [...list].sort((a, b) => b.start - a.start)) text = text.slice(0, run.start) + text.slice(run.end);
    copy[line] = text;
  }
  return copy.join('\n');
}

/** Each module's raw bytes and the gzip bytes it costs in one built chunk. */
export function chunkBreakdown(code, map) {
  const runs = sourceRuns(code, map.mappings);
  const raw = new Map();
  for (const run of runs) raw.set(run.source, (raw.get(run.source) ?? 0) + run.end - run.start);
  const lines = code.split('\n');
  const gzipBytes = gzipSync(code).length;
  const modules = [...raw].map(([source, bytes]) => ({
    module: source === -1 ? '(bundler glue)' : (map.sources[source] ?? `(source ${source})`),
    rawBytes: bytes,
    gzipBytes: gzipBytes - gzipSync(withoutSource(lines, runs, source)).length,
  }));
  return { gzipBytes, modules: modules.sort((a, b) => b.gzipBytes - a.gzipBytes) };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const shortName = (id) => id.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, 'node_modules/');

function main() {
  const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' }, top: { type: 'string', default: '40' }, json: { type: 'boolean', default: false } } });
  const dist = resolve(values.dist);
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    console.error(`bundle modules: ${manifestPath} not found. Run \`vite build\` first.`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const chunks = staticClosure(manifest, findHomeEntry(manifest))
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const code = readFileSync(join(dist, file), 'utf8');
      const mapPath = join(dist, `${file}.map`);
      if (!existsSync(mapPath)) return { file, gzipBytes: gzipSync(code).length, modules: [] };
      return { file, ...chunkBreakdown(code, JSON.parse(readFileSync(mapPath, 'utf8'))) };
    });
  if (values.json) {
    console.log(JSON.stringify(chunks.map((c) => ({ ...c, modules: c.modules.map((m) => ({ ...m, module: shortName(m.module) })) })), null, 2));
    return;
  }
  const top = Number(values.top);
  for (const chunk of chunks) {
    console.log(`${chunk.file}  ${kb(chunk.gzipBytes)} KB gzip${chunk.modules.length ? `, ${chunk.modules.length} modules` : ' (no source map)'}`);
    for (const m of chunk.modules.slice(0, top)) console.log(`  ${kb(m.gzipBytes).padStart(6)} KB gzip  ${kb(m.rawBytes).padStart(6)} KB raw  ${shortName(m.module)}`);
    if (chunk.modules.length > top) console.log(`  … ${chunk.modules.length - top} more (--top ${chunk.modules.length})`);
  }
  const total = chunks.reduce((sum, c) => sum + c.gzipBytes, 0);
  console.log(`total ${kb(total)} KB gzip in ${chunks.length} chunks (a module's gzip is what the chunk would lose without it; the shares do not add up exactly)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
