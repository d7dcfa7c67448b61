/**
 * JSON typed by an administrator: parsed with the place of the first mistake as a line and column
 * (browsers word JSON.parse errors differently; the position or line/column in the message is used).
 */
export type JsonText =
  | { ok: true; value: unknown }
  | { ok: false; message: string; line: number | null; column: number | null; offset: number | null };

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

function offsetOf(text: string, line: number, column: number): number {
  const lines = text.split('\n');
  return lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0) + column - 1;
}

export function parseJsonText(text: string): JsonText {
  if (!text.trim()) return { ok: false, message: 'There is no JSON here yet.', line: null, column: null, offset: null };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const raw = error instanceof Error ? error.message : String(error);
    const lc = /line (\d+) column (\d+)/.exec(raw);
    const position = /position (\d+)/.exec(raw);
    let at: { line: number; column: number; offset: number } | null = null;
    if (position) at = { ...lineAndColumn(text, Number(position[1])), offset: Number(position[1]) };
    else if (lc) at = { line: Number(lc[1]), column: Number(lc[2]), offset: offsetOf(text, Number(lc[1]), Number(lc[2])) };
    const message = raw
      .replace(/^JSON\.parse: /, '')
      .replace(/,? ?(in JSON )?at position \d+.*$/, '')
      .replace(/ at line \d+ column \d+.*$/, '')
      .replace(/^Unexpected end of JSON input$/, 'The JSON ends too early')
      .trim();
    const sentence = message.charAt(0).toUpperCase() + message.slice(1);
    return { ok: false, message: sentence.endsWith('.') ? sentence : `${sentence}.`, line: at?.line ?? null, column: at?.column ?? null, offset: at?.offset ?? null };
  }
}
