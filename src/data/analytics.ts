import { settings } from './config';

let started = false;

/**
 * Loads Google Analytics only after the visitor has agreed (PECR): the tag is not even
 * downloaded before. Does nothing without a measurement id (local runs, tests).
 */
export async function enableAnalytics(): Promise<boolean> {
  if (started || !settings.firebase.measurementId) return started;
  const [{ getAnalytics, isSupported }, { firebase }] = await Promise.all([import('firebase/analytics'), import('./app')]);
  if (!(await isSupported())) return false;
  getAnalytics(firebase().app);
  started = true;
  return true;
}
