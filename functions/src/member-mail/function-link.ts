import { REGION } from '../options.ts';

/**
 * An absolute link to one of the HTTP functions (the unsubscribe page): FUNCTIONS_BASE_URL when set
 * (the local stack sets it to the Functions emulator's `http://127.0.0.1:<port>/<project>/europe-west2`),
 * otherwise the deployed project's `https://europe-west2-<project>.cloudfunctions.net`.
 */
export function functionLink(name: string, query: Record<string, string> = {}): string {
  const configured = process.env.FUNCTIONS_BASE_URL?.trim().replace(/\/+$/, '');
  const project = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? '';
  const base = configured || `https://${REGION}-${project}.cloudfunctions.net`;
  const search = new URLSearchParams(query).toString();
  return `${base}/${name}${search ? `?${search}` : ''}`;
}
