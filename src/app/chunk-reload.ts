/**
 * After a new deployment, old lazily loaded chunks vanish from the server and dynamic imports
 * fail. Reloading fetches the new build; the guard stops a reload loop when a chunk is broken
 * for real: at most one reload per RELOAD_GUARD_MS.
 */
export const RELOAD_GUARD_MS = 10_000;
const KEY = 'wellness:chunk-reload-at';

/** Pure: reload only when the last reload is older than the guard window. */
export function shouldReload(lastReloadAt: number | null, now: number, guardMs = RELOAD_GUARD_MS): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= guardMs;
}

/** Pure: is this the error a browser throws when a dynamic import's file cannot be fetched? */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|ChunkLoadError/i.test(
    message,
  );
}

function lastReload(): number | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw === null ? null : Number(raw);
  } catch {
    return null;
  }
}

let reloadPage = () => window.location.reload();

/** How the page reloads for a newer build (main.tsx: onto the newer build's service worker first). */
export function reloadWith(reload: () => void): void {
  reloadPage = reload;
}

/** Reloads the page if allowed; answers whether it did. With no connection it never does: a chunk missing offline is not a new build. */
export function reloadForNewBuild(now = Date.now()): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  if (!shouldReload(lastReload(), now)) return false;
  try {
    sessionStorage.setItem(KEY, String(now));
  } catch {
    // Private mode without storage: reloading once is still right; the window check just can't persist.
  }
  reloadPage();
  return true;
}

/** Wraps a dynamic import: a chunk failure reloads the page (once per window), other errors pass. */
export function withChunkReload<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (isChunkLoadError(error) && reloadForNewBuild()) return new Promise<T>(() => {});
      throw error;
    });
}

/** Vite reports failed preloads of a chunk's dependencies with this event. */
export function listenForPreloadErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForNewBuild()) event.preventDefault();
  });
}
