/**
 * A copy of the member's answers in this browser, written on every change: if saving to the
 * server fails (offline, tab closed), nothing typed is lost and the answers come back on reload.
 * Health answers must not linger: the copy is removed after a successful submit and at sign-out
 * (`clearAccountStorage`, by its key scheme in lib/account-storage), and is ignored and removed
 * once older than ACCOUNT_COPY_TTL_MS (7 days).
 */
import { readPositiveInteger, readUnplaced } from '@model';
import { accountKey, isExpired } from '../../lib';
import type { CarriedDraft } from './api/assessments-api';

type Answers = Record<string, unknown>;

/** The version the copied answers were given on, and what carrying them from an older one kept aside. */
export interface BackupVersion {
  version?: number;
  carried?: CarriedDraft | null;
}

export type Backup = { data: Answers; savedAt: number } & BackupVersion;

function readVersion(parsed: Record<string, unknown>): BackupVersion {
  const version = readPositiveInteger(parsed.version);
  const carried = parsed.carried as Record<string, unknown> | null | undefined;
  const migratedFrom = readPositiveInteger(carried?.migratedFrom);
  return {
    ...(version === null ? {} : { version }),
    ...(migratedFrom === null ? {} : { carried: { migratedFrom, unplaced: readUnplaced(carried?.unplaced) } }),
  };
}

const key = (uid: string, formId: string) => accountKey('draft', uid, formId);

/**
 * The copy, when there is a fresh one. A copy written before versions were recorded has no
 * `version`: the caller takes it as the draft's.
 */
export function readBackup(storage: Storage | undefined, uid: string, formId: string, now = Date.now()): Backup | null {
  try {
    const raw = storage?.getItem(key(uid, formId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Record<string, unknown> | null;
    const data = parsed?.data;
    if (parsed && typeof data === 'object' && data !== null && !Array.isArray(data) && !isExpired(parsed.savedAt, now)) {
      return { data: data as Answers, savedAt: parsed.savedAt as number, ...readVersion(parsed) };
    }
  } catch {
    // unreadable: removed below; the server draft is used instead
  }
  clearBackup(storage, uid, formId); // stale or unreadable copies are not kept
  return null;
}

export function writeBackup(storage: Storage | undefined, uid: string, formId: string, data: Answers, now = Date.now(), held: BackupVersion = {}): void {
  try {
    storage?.setItem(key(uid, formId), JSON.stringify({ data, savedAt: now, ...held }));
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
