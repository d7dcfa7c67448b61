/** Pure helpers for the bench: percentiles and the report tables. */

/** The q-quantile (0..1) by nearest rank, so p95 of 50 samples is a real sample (the 48th). */
export function quantile(samples, q) {
  const sorted = samples.filter((s) => Number.isFinite(s)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1];
}

export const median = (samples) => quantile(samples, 0.5);

/** Rows shown without a ratio: engine itself, engine one step at a time, and the plain-HTML floor. */
export const REFERENCE_ROWS = ['engine', 'engine-steps', 'html-floor'];

/**
 * How many typed characters a field lost: `typed` went into an empty field, `value` is what it
 * shows; characters not in the longest common subsequence of the two were dropped.
 */
export function lostKeys(typed, value) {
  let previous = new Array(value.length + 1).fill(0);
  for (let i = 1; i <= typed.length; i++) {
    const row = [0];
    for (let j = 1; j <= value.length; j++) {
      row[j] = typed[i - 1] === value[j - 1] ? previous[j - 1] + 1 : Math.max(previous[j], row[j - 1]);
    }
    previous = row;
  }
  return typed.length - previous[value.length];
}

/** The figures reported per renderer, in table order. */
export const METRICS = [
  { key: 'mountMs', label: 'mount ms' },
  { key: 'warmMountMs', label: 'warm mount ms' },
  { key: 'keyP50Ms', label: 'key p50 ms' },
  { key: 'keyP95Ms', label: 'key p95 ms' },
  { key: 'clickP95Ms', label: 'click p95 ms' },
  { key: 'heapMB', label: 'heap MB' },
];

export const round = (value) => (value === null || value === undefined ? null : value >= 100 ? Math.round(value) : Math.round(value * 10) / 10);

/** `x` as a peer's multiple of engine's figure ("3.2x"); lower is better for every metric. */
export function ratio(peer, engine) {
  if (peer == null || engine == null || engine === 0) return '';
  const r = peer / engine;
  return `${r >= 10 ? Math.round(r) : Math.round(r * 10) / 10}x`;
}

/**
 * One table for one size: a row per renderer with absolute figures, and for peers each figure's
 * ratio to `engine` in brackets (2.0x = takes twice as long / holds twice the memory).
 */
export function formatTable(title, results) {
  const names = Object.keys(results);
  const engine = results.engine && !results.engine.error ? results.engine : null;
  const header = ['renderer', ...METRICS.map((m) => m.label)];
  const rows = names.map((name) => {
    const r = results[name];
    if (r.error) return [name, `(${r.error})`, ...METRICS.slice(1).map(() => '')];
    return [
      name,
      ...METRICS.map(({ key }) => {
        const value = round(r[key]);
        if (value === null) return '-';
        const x = !REFERENCE_ROWS.includes(name) && engine ? ratio(r[key], engine[key]) : '';
        return x ? `${value} (${x})` : String(value);
      }),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  const notes = names.filter((n) => results[n].lostKeys).map((n) => `${n} lost ${results[n].lostKeys} typed characters (the field did not show them).`);
  if (engine && typeof engine.keyWorkVsFloor === 'number') {
    notes.push(`engine/floor: engine key work p95 ${round(engine.keyWorkP95Ms)} ms is ${engine.keyWorkVsFloor}x the plain-HTML floor's ${round(results['html-floor'].keyWorkP95Ms)} ms.`);
  }
  return [
    title,
    line(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.map(line),
    ...(notes.length ? ['', ...notes] : []),
  ].join('\n');
}

/** The engine-node table: median and p95 microseconds per submission. */
export function formatNodeTable(engineNode) {
  const rows = Object.entries(engineNode.forms ?? {}).map(([form, r]) =>
    `| ${form.padEnd(14)} | ${String(r.runs).padStart(6)} | ${r.medianUs.toFixed(1).padStart(10)} | ${r.p95Us.toFixed(1).padStart(8)} |`);
  return [
    'engine-node: validateResponse + score per submission (microseconds)',
    `| ${'form'.padEnd(14)} | ${'runs'.padStart(6)} | ${'median µs'.padStart(10)} | ${'p95 µs'.padStart(8)} |`,
    `|${'-'.repeat(16)}|${'-'.repeat(8)}|${'-'.repeat(12)}|${'-'.repeat(10)}|`,
    ...rows,
  ].join('\n');
}
