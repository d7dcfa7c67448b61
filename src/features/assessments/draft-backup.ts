/**
 * A copy of the member's answers in this browser, written on every change: if saving to the
 * server fails (offline, tab closed), nothing typed is lost and the answers come back on reload.
 * Health answers must not linger: the copy is removed after a successful submit and at sign-out
 * (`clearAccountStorage`, by its key scheme in lib/account-storage), and is ignored and removed
 * once older than ACCOUNT_COPY_TTL_MS (7 days).
 */
import { accountKey, isExpired } from '../../lib';

type Answers = Record<string, unknown>;

const key = (uid: string, formId: string) => accountKey('draft', uid, formId);

export function readBackup(storage: Storage | undefined, uid: string, formId: string, now = Date.now()): { data: Answers; savedAt: number } | null {
  try {
    const raw = storage?.getItem(key(uid, formId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { data?: unknown; savedAt?: unknown } | null;
    const data = parsed?.data;
    if (typeof data === 'object' && data !== null && !Array.isArray(data) && !isExpired(parsed?.savedAt, now)) {
      return { data: data as Answers, savedAt: parsed?.savedAt as number };
    }
  } catch {
    // unreadable: removed below; the server draft is used instead
  }
  clearBackup(storage, uid, formId); // stale or unreadable copies are not kept
  return null;
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
