import type { Analytics } from 'firebase/analytics';
import { analyticsCookieNames, cookieRemovals } from '../lib';
import { settings } from './config';

let analytics: Analytics | null = null;

/** gtag's own opt-out switch for one measurement id, read before every hit. */
const setOptOut = (id: string, off: boolean) => ((window as unknown as Record<string, unknown>)[`ga-disable-${id}`] = off);

// Only analytics was asked for: advertising storage and signals stay off even with consent.
const GRANTED = { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' } as const;

/**
 * Loads Google Analytics only after the visitor has agreed (PECR): the tag is not even
 * downloaded before. Does nothing without a measurement id (local runs, tests). After a
 * withdrawal in the same session, turns collection back on.
 */
export async function enableAnalytics(): Promise<boolean> {
  const id = settings.firebase.measurementId;
  if (!id) return false;
  setOptOut(id, false);
  const lib = await import('firebase/analytics');
  lib.setConsent(GRANTED); // before the first load: the tag's default; afterwards: an update
  if (analytics) {
    lib.setAnalyticsCollectionEnabled(analytics, true);
    return true;
  }
  const { firebase } = await import('./app');
  if (!(await lib.isSupported())) return false;
  analytics = lib.getAnalytics(firebase().app);
  return true;
}

/**
 * Withdrawn consent stops the tag in this session, not at the next visit: the tag's own
 * opt-out flag (read before every hit) is set at once, consent goes to denied, and the tag's
 * cookies are removed. Never loads the tag to do so.
 */
export async function disableAnalytics(): Promise<void> {
  const id = settings.firebase.measurementId;
  if (id) setOptOut(id, true);
  if (analytics) {
    const lib = await import('firebase/analytics');
    lib.setConsent({ analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' });
    lib.setAnalyticsCollectionEnabled(analytics, false);
  }
  for (const write of cookieRemovals(analyticsCookieNames(document.cookie), window.location.hostname)) document.cookie = write;
}
