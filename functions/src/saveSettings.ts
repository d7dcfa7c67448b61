import { COLLECTIONS, SETTINGS_AUDIT_ACTION, parseAdminSettings, privateSettingsPath, readPrivateSettings, readSiteSettings, settingsChanges, siteSettingsPath, splitAdminSettings, type AdminSettings } from '@model';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { requireCurrentAdmin } from './callers.ts';
import { callableOptions } from './options.ts';

/** What saveSettings answers: the settings as stored, and the fields this save changed. */
export interface SaveSettingsAnswer {
  settings: AdminSettings;
  changed: string[];
}

/**
 * Saves the site settings: settings/site (public words and the retention periods the Privacy
 * notice states) and settings/private (administrators only), which no client may write.
 * Administrators only, re-read from the account (a demoted administrator's token still says
 * admin for up to an hour). The payload is every field, checked with the contract's
 * parseAdminSettings (the audit period's floor included); what it refuses is answered per field
 * in `details.problems` and nothing is written. Both documents and one `settings.change` audit
 * entry (who, which fields, old -> new for the values that are not personal) are written in one
 * transaction; a save that changes nothing writes nothing.
 */
export const saveSettings = onCall(callableOptions, async (request): Promise<SaveSettingsAnswer> => {
  const caller = await requireCurrentAdmin(request.auth);
  const parsed = parseAdminSettings(request.data);
  if (!parsed.ok) throw new HttpsError('invalid-argument', parsed.message, { problems: parsed.problems });
  const next = parsed.value;
  const { site, private: hidden } = splitAdminSettings(next);

  const db = getFirestore();
  const siteRef = db.doc(siteSettingsPath());
  const privateRef = db.doc(privateSettingsPath());
  const changed = await db.runTransaction(async (tx) => {
    const [storedSite, storedPrivate] = await Promise.all([tx.get(siteRef), tx.get(privateRef)]);
    const before: AdminSettings = { ...readSiteSettings(storedSite.data()), ...readPrivateSettings(storedPrivate.data()) };
    const changes = settingsChanges(before, next);
    // a first save writes both documents even when they match the defaults they were read as
    if (changes.fields.length === 0 && storedSite.exists && storedPrivate.exists) return [];
    tx.set(siteRef, site);
    tx.set(privateRef, hidden);
    tx.create(db.collection(COLLECTIONS.auditLog).doc(), {
      action: SETTINGS_AUDIT_ACTION,
      actorUid: caller.uid,
      via: 'saveSettings',
      fields: changes.fields,
      values: changes.values,
      at: FieldValue.serverTimestamp(),
    });
    return changes.fields;
  });
  return { settings: next, changed };
});
