/**
 * What the app keeps on this device for the signed-in member, in IndexedDB (through `idb`): the
 * published forms they opened, their profile (the guards and the consent step read it), their
 * drafts, the outbox of finished assessments and the notices about it. Every record names its
 * account (`uid`): only the signed-in account's records are kept, all of them go at sign-out
 * (`keepDeviceCopies`), and drafts and unsent answers expire after 7 days (outbox.ts, device-copies.ts).
 *
 * IndexedDB may be missing or refused (private browsing, storage full): `deviceStore()` then
 * answers null and callers keep the present behaviour (a localStorage copy of the answers, Submit
 * needing a connection), with a notice.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { KeepCopies, OutboxItem } from '../lib';
import type { FormDefinition } from '@engine';
import type { FormAudience } from '@model';
import type { CarriedDraft } from './member-draft';

/** A published version as members read it (published-forms.ts's PublishedForm with its audience). */
export interface KeptForm {
  formId: string;
  version: number;
  definition: FormDefinition;
  audience: FormAudience;
}

/** A published form as a member last read it, to open it with no signal. */
export interface DeviceForm {
  uid: string;
  formId: string;
  form: KeptForm;
  savedAt: number;
}

/** This device's copy of the member's answers to a form, written on every change. */
export interface DeviceDraft {
  uid: string;
  formId: string;
  data: Record<string, unknown>;
  savedAt: number;
  /** the version the answers were given on */
  version?: number;
  carried?: CarriedDraft | null;
}

export interface DeviceProfile {
  uid: string;
  /** users.ts's MemberProfile (read back by users.ts alone) */
  profile: unknown;
  savedAt: number;
}

/** Something the member must be told once: unsent assessments removed after 7 days. */
export interface DeviceNotice {
  uid: string;
  removedUnsent: number;
  at: number;
}

interface DeviceSchema extends DBSchema {
  forms: { key: string; value: DeviceForm; indexes: { uid: string } };
  drafts: { key: string; value: DeviceDraft; indexes: { uid: string } };
  profiles: { key: string; value: DeviceProfile; indexes: { uid: string } };
  outbox: { key: string; value: OutboxItem; indexes: { uid: string } };
  notices: { key: string; value: DeviceNotice; indexes: { uid: string } };
}

export type DeviceDb = IDBPDatabase<DeviceSchema>;
export type DeviceStoreName = 'forms' | 'drafts' | 'profiles' | 'outbox' | 'notices';
const STORES: readonly DeviceStoreName[] = ['forms', 'drafts', 'profiles', 'outbox', 'notices'];

const DB_NAME = 'wellness-device';

/** The key of one account's record of `id` (a form id, a submission key). */
export const deviceKey = (uid: string, id: string): string => `${uid}:${id}`;

let opening: Promise<DeviceDb | null> | null = null;

/** The device database, or null when this browser will not keep one (the caller falls back). */
export function deviceStore(): Promise<DeviceDb | null> {
  opening ??= (async () => {
    if (typeof indexedDB === 'undefined') return null;
    try {
      return await openDB<DeviceSchema>(DB_NAME, 1, {
        upgrade(db) {
          for (const name of STORES) db.createObjectStore(name).createIndex('uid', 'uid');
        },
        // another tab opened a newer version of the database: let it, and open again next time
        blocking() {
          opening = null;
        },
      });
    } catch {
      return null;
    }
  })();
  return opening;
}

/** Pure: whether `keep` keeps this account's records (copies kept by kind are an administrator's edits: none of these). */
function keepsAccount(keep: Exclude<KeepCopies, 'any'>, uid: string): boolean {
  return keep !== 'none' && 'uid' in keep && keep.uid === uid;
}

/**
 * Keeps only the records `keep` allows: every account's ('any', while someone may be signed in and
 * the session is not known yet), one account's, or none (nobody signed in on this device).
 */
export async function keepDeviceCopies(keep: KeepCopies): Promise<void> {
  if (keep === 'any') return;
  const db = await deviceStore();
  if (!db) return;
  try {
    const tx = db.transaction(STORES, 'readwrite');
    for (const name of STORES) {
      let cursor = await tx.objectStore(name).openCursor();
      while (cursor) {
        if (!keepsAccount(keep, cursor.value.uid)) await cursor.delete();
        cursor = await cursor.continue();
      }
    }
    await tx.done;
  } catch {
    // the database went away meanwhile: nothing left to remove
  }
}

/** Signing out: every record of the account goes. */
export async function clearDeviceAccount(uid: string): Promise<void> {
  const db = await deviceStore();
  if (!db) return;
  try {
    const tx = db.transaction(STORES, 'readwrite');
    for (const name of STORES) {
      const store = tx.objectStore(name);
      for (const key of await store.index('uid').getAllKeys(uid)) await store.delete(key);
    }
    await tx.done;
  } catch {
    // the database went away meanwhile: nothing left to remove
  }
}
