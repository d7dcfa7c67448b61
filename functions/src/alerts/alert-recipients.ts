import { getAuth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, alertAddresses, privateSettingsPath, readAlertSettings, type AlertSettings } from '@model';

/** Accounts looked up at once (Auth's getUsers limit). */
const AUTH_BATCH = 100;

/** The alert settings as stored in settings/private (the defaults where nothing is saved yet). */
export async function loadAlertSettings(db: Firestore): Promise<AlertSettings> {
  const stored = await db.doc(privateSettingsPath()).get();
  return readAlertSettings(stored.data());
}

/**
 * Every administrator's sign-in address: who hears about flags while nobody has listed alert
 * recipients in Settings, so an urgent flag never goes unheard. An administrator holds roles/{uid}
 * and the `admin` claim; a disabled account is left out.
 */
export async function administratorAddresses(db: Firestore): Promise<string[]> {
  const roles = await db.collection(COLLECTIONS.roles).select().get();
  const uids = roles.docs.map((doc) => doc.id);
  const out: string[] = [];
  for (let i = 0; i < uids.length; i += AUTH_BATCH) {
    const { users } = await getAuth().getUsers(uids.slice(i, i + AUTH_BATCH).map((uid) => ({ uid })));
    for (const user of users) if (user.email && !user.disabled && user.customClaims?.admin === true) out.push(user.email);
  }
  return [...new Set(out)];
}

/** Who gets alerts: the listed addresses, or every administrator when none is listed. */
export async function alertRecipients(db: Firestore, settings: AlertSettings): Promise<string[]> {
  const listed = alertAddresses(settings.alertRecipients);
  return listed.length > 0 ? listed : administratorAddresses(db);
}

/** Who gets escalations: the second list when set, otherwise the alert recipients. */
export async function escalationRecipients(db: Firestore, settings: AlertSettings): Promise<string[]> {
  const listed = alertAddresses(settings.escalationRecipients);
  return listed.length > 0 ? listed : alertRecipients(db, settings);
}
