import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, shouldReload, withChunkReload } from './chunk-reload';

describe('shouldReload', () => {
  it('reloads the first time and again only after 10 000 ms', () => {
    expect(shouldReload(null, 5_000)).toBe(true);
    expect(shouldReload(1_000, 10_999)).toBe(false);
    expect(shouldReload(1_000, 11_000)).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  it('recognises the messages of Chromium, Safari and Firefox', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/admin-x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});

describe('withChunkReload', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('reloads once for a failing chunk, then lets the error through inside the window', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    const failing = withChunkReload(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /a.js')));
    const first = failing();
    await Promise.resolve();
    expect(reload).toHaveBeenCalledTimes(1);
    void first; // pending forever: the page is reloading
    await expect(failing()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads with no connection: the chunk is missing because the device is offline, not because of a new build', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(withChunkReload(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /a.js')))()).rejects.toThrow('Failed to fetch');
    expect(reload).not.toHaveBeenCalled();
  });

  it('passes other errors straight through', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    await expect(withChunkReload(() => Promise.reject(new Error('boom')))()).rejects.toThrow('boom');
    expect(reload).not.toHaveBeenCalled();
  });
});
