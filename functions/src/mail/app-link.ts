/** Where the app runs when APP_URL is not set: the local dev server (scripts/dev.mjs sets APP_URL to what it serves). */
const LOCAL_APP_URL = 'http://127.0.0.1:5173';

/**
 * An absolute link into the app for an email: APP_URL (the deployed site's origin, e.g.
 * https://practice.example) or the local dev origin, plus `path` ('/admin/triage/abc').
 */
export function appLink(path: string): string {
  const origin = (process.env.APP_URL?.trim() || LOCAL_APP_URL).replace(/\/+$/, '');
  return `${origin}${path.startsWith('/') ? path : `/${path}`}`;
}
