/** The app polls /build-id.json to notice a newer deployment and offer a reload. */
export const BUILD_POLL_MS = 5 * 60_000;

/** Pure: a build is newer when the server names a different, non-empty id. */
export function isNewerBuild(current: string, served: unknown): boolean {
  if (typeof served !== 'object' || served === null) return false;
  const id = (served as { buildId?: unknown }).buildId;
  return typeof id === 'string' && id !== '' && id !== current;
}

export async function fetchServedBuild(fetcher: typeof fetch = fetch): Promise<unknown> {
  try {
    const res = await fetcher('/build-id.json', { cache: 'no-store' });
    return res.ok ? await res.json() : null;
  } catch {
    return null; // offline: try again next time
  }
}
