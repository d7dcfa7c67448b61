/**
 * The site settings: settings/site, read by everyone (the public pages' practice name, contact and
 * the retention periods the Privacy notice states), and settings/private, read by administrators.
 * Nobody writes either from here: administrators save through the saveSettings callable (validated
 * with the audit period's floor, audited). Shapes, limits and parsers: model/settings/site-settings.ts.
 */
import { ADMIN_SETTINGS_KEYS, IDLE_TIMEOUT_MINUTES, privateSettingsPath, readIdleTimeoutMinutes, readPrivateSettings, readSiteSettings, siteSettingsPath, type AdminSettings, type SiteSettings } from '@model';
import { doc, getDoc } from 'firebase/firestore/lite';
import { guard } from './errors';
import { callFunction } from './functions';
import { liteDb } from './lite';

/** Pure: only the keys saveSettings accepts, in the contract's order (a form may carry more). */
export function toSettingsPayload(settings: AdminSettings): AdminSettings {
  const out = {} as Record<keyof AdminSettings, unknown>;
  for (const key of ADMIN_SETTINGS_KEYS) out[key] = settings[key];
  return out as AdminSettings;
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

/** Administrators: both settings documents read afresh, every field usable (defaults fill gaps). */
export function loadAdminSettings(): Promise<AdminSettings> {
  return guard(async () => {
    const db = liteDb();
    const [site, hidden] = await Promise.all([getDoc(doc(db, siteSettingsPath())), getDoc(doc(db, privateSettingsPath()))]);
    return { ...readSiteSettings(site.exists() ? site.data() : undefined), ...readPrivateSettings(hidden.exists() ? hidden.data() : undefined) };
  });
}

/**
 * Administrators: how many idle minutes sign them out (settings/private), or the default when
 * it cannot be read: the idle sign-out never waits on the network to start.
 */
export async function loadIdleTimeoutMinutes(): Promise<number> {
  try {
    const snap = await getDoc(doc(liteDb(), privateSettingsPath()));
    return readIdleTimeoutMinutes(snap.get('idleTimeoutMinutes'));
  } catch {
    return IDLE_TIMEOUT_MINUTES.default;
  }
}

/**
 * Administrators: saves every setting through saveSettings. Refused values come back as a
 * DataError whose `details.problems` holds a message per field (settingsFieldProblems).
 */
export async function saveAdminSettings(settings: AdminSettings): Promise<AdminSettings> {
  const answer = await callFunction<AdminSettings, { settings: AdminSettings }>('saveSettings', toSettingsPayload(settings));
  const { legalReason: _hidden, ...site } = answer.settings;
  cached = Promise.resolve(readSiteSettings(site as SiteSettings));
  return answer.settings;
}

/** Pure: the per-field messages of a refused save (`details.problems`), or none. */
export function settingsFieldProblems(error: unknown): Partial<Record<keyof AdminSettings, string>> {
  const details = typeof error === 'object' && error !== null ? (error as { details?: unknown }).details : undefined;
  const problems = typeof details === 'object' && details !== null ? (details as { problems?: unknown }).problems : undefined;
  if (typeof problems !== 'object' || problems === null) return {};
  const out: Partial<Record<keyof AdminSettings, string>> = {};
  for (const key of ADMIN_SETTINGS_KEYS) {
    const message = (problems as Record<string, unknown>)[key];
    if (typeof message === 'string') out[key] = message;
  }
  return out;
}
