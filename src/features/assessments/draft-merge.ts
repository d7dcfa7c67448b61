/**
 * Which of a member's two copies of their answers a form opens with: the server draft (saved from
 * any device) or this device's copy (saved on every change, also with no signal). The newer wins
 * by when each was saved; when the server's was newer and holds other answers than this device's,
 * the member is told (answers typed on another device replaced the ones on this one). A copy
 * without a time (written before times were kept) falls back to the one holding more answers.
 */
type Answers = Record<string, unknown>;

/** Answers with when they were saved (ms since 1970; null or absent: unknown). */
export interface TimedAnswers {
  data: Answers;
  savedAt?: number | null;
}

export interface DraftChoice {
  from: 'server' | 'device' | 'none';
  /** the server's copy won over a different, older one on this device: say so */
  serverWasNewer: boolean;
}

const known = (t: number | null | undefined): t is number => typeof t === 'number' && Number.isFinite(t);

/** Pure: the same answers, whatever order their keys were written in. */
export function sameAnswers(a: Answers, b: Answers): boolean {
  const stable = (value: Answers) => JSON.stringify(value, (_key, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : 1))) : v));
  return stable(a) === stable(b);
}

/** Pure: the copy to open with (see above). */
export function newerDraft(server: TimedAnswers | null, device: TimedAnswers | null): DraftChoice {
  if (!server && !device) return { from: 'none', serverWasNewer: false };
  if (!server) return { from: 'device', serverWasNewer: false };
  if (!device) return { from: 'server', serverWasNewer: false };
  if (!known(server.savedAt) || !known(device.savedAt)) {
    return { from: Object.keys(device.data).length > Object.keys(server.data).length ? 'device' : 'server', serverWasNewer: false };
  }
  if (device.savedAt >= server.savedAt) return { from: 'device', serverWasNewer: false };
  return { from: 'server', serverWasNewer: !sameAnswers(server.data, device.data) };
}
