/**
 * A copy of the member's answers in this browser, written on every change: if saving to the
 * server fails (offline, tab closed), nothing typed is lost and the answers come back on reload.
 */
type Answers = Record<string, unknown>;

const key = (uid: string, formId: string) => `wellness:draft:${uid}:${formId}`;

export function readBackup(storage: Storage | undefined, uid: string, formId: string): { data: Answers; savedAt: number } | null {
  try {
    const raw = storage?.getItem(key(uid, formId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { data?: unknown; savedAt?: unknown };
    if (typeof parsed.data !== 'object' || parsed.data === null || Array.isArray(parsed.data)) return null;
    return { data: parsed.data as Answers, savedAt: Number(parsed.savedAt) || 0 };
  } catch {
    return null; // unreadable backup: the server draft is used instead
  }
}

export function writeBackup(storage: Storage | undefined, uid: string, formId: string, data: Answers, now = Date.now()): void {
  try {
    storage?.setItem(key(uid, formId), JSON.stringify({ data, savedAt: now }));
  } catch {
    // Storage full or disabled: the server draft still holds the answers.
  }
}

export function clearBackup(storage: Storage | undefined, uid: string, formId: string): void {
  try {
    storage?.removeItem(key(uid, formId));
  } catch {
    // nothing to clear
  }
}

/** Pure: the answers to start from: the local backup when it holds more than the server draft. */
export function pickStart(server: Answers | null, backup: Answers | null): Answers {
  if (!backup) return server ?? {};
  if (!server) return backup;
  return Object.keys(backup).length > Object.keys(server).length ? backup : server;
}
