import { describe, expect, it, vi } from 'vitest';
import { fetchServedBuild, isNewerBuild } from './build-update';

describe('isNewerBuild', () => {
  it('is true only for a different id', () => {
    expect(isNewerBuild('a', { buildId: 'b' })).toBe(true);
    expect(isNewerBuild('a', { buildId: 'a' })).toBe(false);
    expect(isNewerBuild('a', { buildId: '' })).toBe(false);
    expect(isNewerBuild('a', null)).toBe(false);
    expect(isNewerBuild('a', '<html>')).toBe(false);
  });
});

describe('fetchServedBuild', () => {
  it('answers null when offline', async () => {
    const failing = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await fetchServedBuild(failing)).toBeNull();
  });
  it('reads the served id', async () => {
    const ok = vi.fn().mockResolvedValue(new Response(JSON.stringify({ buildId: 'x' })));
    expect(await fetchServedBuild(ok)).toEqual({ buildId: 'x' });
    expect(ok).toHaveBeenCalledWith('/build-id.json', { cache: 'no-store' });
  });
});
