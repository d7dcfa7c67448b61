// Progress lines for the stack scripts: short, prefixed, and readable without a TTY (CI).
const useColour = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (useColour ? `\x1b[${code}m${text}\x1b[0m` : text);

export const bold = (text) => paint('1', text);
export const dim = (text) => paint('2', text);

export function step(message) {
  console.log(`${paint('36', '▸')} ${message}`);
}

export function ok(message) {
  console.log(`${paint('32', '✓')} ${message}`);
}

export function warn(message) {
  console.warn(`${paint('33', '!')} ${message}`);
}

export function fail(message) {
  console.error(`${paint('31', '✗')} ${message}`);
}

/** Seconds since `start` (from performance.now()), one decimal. */
export const elapsed = (start) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

/** Formats rows as an aligned plain-text table (first row is the header). */
export function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  const line = (row) => row.map((cell, column) => String(cell).padEnd(widths[column])).join('  ').trimEnd();
  return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}
