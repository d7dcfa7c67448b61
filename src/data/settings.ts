/**
 * The site settings: settings/site, read by everyone (the public pages' practice name,
 * contact and retention periods) and written by administrators. Shape, limits and parser:
 * engine/contracts/site-settings.ts; the rules check the same limits.
 */
import { SITE_SETTINGS_KEYS, readSiteSettings, siteSettingsPath, type SiteSettings } from '@engine';
import { doc, getDoc, runTransaction } from 'firebase/firestore/lite';
import { guard } from './errors';
import { liteDb } from './lite';

/** Pure: only the keys the rules accept, in the contract's order (a form may carry more). */
export function toSettingsDocument(settings: SiteSettings): SiteSettings {
  const out = {} as Record<keyof SiteSettings, unknown>;
  for (const key of SITE_SETTINGS_KEYS) out[key] = settings[key];
  return out as SiteSettings;
}

// One read per page load: every public page (and the footer) asks, the document rarely changes.
let cached: Promise<SiteSettings> | null = null;

/**
 * The site settings, every field usable (defaults fill what the document lacks, or all of it when
 * there is none yet). `fresh` skips the page-load cache (the administrators' form reads it so).
 * A failed read is not cached: the next call tries again.
 */
export function loadSiteSettings(options: { fresh?: boolean } = {}): Promise<SiteSettings> {
  if (cached && !options.fresh) return cached;
  const reading = guard(async () => {
    const snap = await getDoc(doc(liteDb(), siteSettingsPath()));
    return readSiteSettings(snap.exists() ? snap.data() : undefined);
  });
  cached = reading;
  reading.catch(() => {
    if (cached === reading) cached = null;
  });
  return reading;
}

/**
 * Administrators: replaces settings/site (the whole document: the form edits every field). A
 * transaction, so that offline it fails at once (the form says "Not saved") instead of queueing.
 */
export function saveSiteSettings(settings: SiteSettings): Promise<SiteSettings> {
  return guard(async () => {
    const stored = toSettingsDocument(settings);
    const db = liteDb();
    await runTransaction(db, async (tx) => {
      tx.set(doc(db, siteSettingsPath()), stored);
    });
    cached = Promise.resolve(stored);
    return stored;
  });
}
