/**
 * The member's copies on this device (device-store.ts): the published forms they opened and their
 * profile, kept after each read so the app opens them with no signal, and their answers to each
 * form, written on every change. Each call answers whether the device kept it (false: IndexedDB is
 * missing or full, and the caller falls back to the present behaviour).
 */
import { isExpired } from '../lib';
import { deviceKey, deviceStore, type DeviceDraft, type DeviceForm } from './device-store';

async function put<T>(write: (db: NonNullable<Awaited<ReturnType<typeof deviceStore>>>) => Promise<T>): Promise<boolean> {
  const db = await deviceStore();
  if (!db) return false;
  try {
    await write(db);
    return true;
  } catch {
    return false; // storage full (QuotaExceededError) or the database closed
  }
}

async function read<T>(get: (db: NonNullable<Awaited<ReturnType<typeof deviceStore>>>) => Promise<T | undefined>): Promise<T | null> {
  const db = await deviceStore();
  if (!db) return null;
  try {
    return (await get(db)) ?? null;
  } catch {
    return null;
  }
}

/** Keeps a published form as the member read it (the newest read wins). */
export function keepFormCopy(uid: string, form: DeviceForm['form'], now = Date.now()): Promise<boolean> {
  return put((db) => db.put('forms', { uid, formId: form.formId, form, savedAt: now }, deviceKey(uid, form.formId)));
}

/** The form as the member last read it on this device, if they did. */
export async function readFormCopy(uid: string, formId: string): Promise<DeviceForm['form'] | null> {
  return (await read((db) => db.get('forms', deviceKey(uid, formId))))?.form ?? null;
}

/** Every form the member opened on this device (the dashboard's list when there is no signal). */
export async function listFormCopies(uid: string): Promise<DeviceForm['form'][]> {
  return ((await read((db) => db.getAllFromIndex('forms', 'uid', uid))) ?? []).map((copy) => copy.form);
}

/** Keeps the member's profile (users.ts's MemberProfile) as last read. */
export function keepProfileCopy(uid: string, profile: unknown, now = Date.now()): Promise<boolean> {
  return put((db) => db.put('profiles', { uid, profile, savedAt: now }, uid));
}

/** The member's profile as last read on this device (what the guards and the consent step read offline). */
export async function readProfileCopy(uid: string): Promise<unknown> {
  return (await read((db) => db.get('profiles', uid)))?.profile ?? null;
}

/** Writes this device's copy of the member's answers; false when the device would not keep it. */
export function writeDraftCopy(draft: DeviceDraft): Promise<boolean> {
  return put((db) => db.put('drafts', draft, deviceKey(draft.uid, draft.formId)));
}

/** This device's copy of the answers, when there is a fresh one (a copy older than 7 days is removed). */
export async function readDraftCopy(uid: string, formId: string, now = Date.now()): Promise<DeviceDraft | null> {
  const copy = await read((db) => db.get('drafts', deviceKey(uid, formId)));
  if (copy && !isExpired(copy.savedAt, now)) return copy;
  if (copy) await clearDraftCopy(uid, formId);
  return null;
}

export async function clearDraftCopy(uid: string, formId: string): Promise<void> {
  await put((db) => db.delete('drafts', deviceKey(uid, formId)));
}

/** Whether this browser keeps the device store at all (false: private browsing, or IndexedDB refused). */
export async function deviceStoreAvailable(): Promise<boolean> {
  return (await deviceStore()) !== null;
}
