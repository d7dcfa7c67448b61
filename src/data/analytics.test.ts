import { beforeEach, describe, expect, it, vi } from 'vitest';

const fa = vi.hoisted(() => ({
  setConsent: vi.fn(),
  setAnalyticsCollectionEnabled: vi.fn(),
  getAnalytics: vi.fn(() => ({ app: 'the-app' })),
  isSupported: vi.fn(async () => true),
}));
const config = vi.hoisted(() => ({ settings: { firebase: { measurementId: 'G-TEST1' as string | undefined } } }));
vi.mock('firebase/analytics', () => fa);
vi.mock('./app', () => ({ firebase: () => ({ app: 'the-app' }) }));
vi.mock('./config', () => config);

const optedOut = () => (window as unknown as Record<string, unknown>)['ga-disable-G-TEST1'];

// Each test starts from a page where the tag was never loaded.
async function fresh() {
  vi.resetModules();
  return import('./analytics');
}

beforeEach(() => {
  vi.clearAllMocks();
  config.settings.firebase.measurementId = 'G-TEST1';
  delete (window as unknown as Record<string, unknown>)['ga-disable-G-TEST1'];
});

describe('analytics consent', () => {
  it('loads nothing without a measurement id', async () => {
    config.settings.firebase.measurementId = undefined;
    const { enableAnalytics } = await fresh();
    expect(await enableAnalytics()).toBe(false);
    expect(fa.getAnalytics).not.toHaveBeenCalled();
  });

  it('consent loads the tag for analytics only (advertising stays denied)', async () => {
    const { enableAnalytics } = await fresh();
    expect(await enableAnalytics()).toBe(true);
    expect(fa.setConsent).toHaveBeenCalledWith({ analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' });
    expect(fa.setConsent.mock.invocationCallOrder[0]).toBeLessThan(fa.getAnalytics.mock.invocationCallOrder[0]!);
    expect(fa.getAnalytics).toHaveBeenCalledTimes(1);
  });

  it('withdrawing stops the tag in the same session and removes its cookies', async () => {
    const { enableAnalytics, disableAnalytics } = await fresh();
    await enableAnalytics();
    document.cookie = '_ga=GA1.1.1; Path=/';
    document.cookie = '_ga_TEST1=GS1.1.1; Path=/';
    document.cookie = 'keep=1; Path=/';
    await disableAnalytics();
    expect(optedOut()).toBe(true);
    expect(fa.setConsent).toHaveBeenLastCalledWith(expect.objectContaining({ analytics_storage: 'denied' }));
    expect(fa.setAnalyticsCollectionEnabled).toHaveBeenLastCalledWith({ app: 'the-app' }, false);
    expect(document.cookie).toBe('keep=1');
    document.cookie = 'keep=; Max-Age=0; Path=/';
  });

  it('giving consent again turns the same tag back on', async () => {
    const { enableAnalytics, disableAnalytics } = await fresh();
    await enableAnalytics();
    await disableAnalytics();
    await enableAnalytics();
    expect(fa.getAnalytics).toHaveBeenCalledTimes(1);
    expect(fa.setAnalyticsCollectionEnabled).toHaveBeenLastCalledWith({ app: 'the-app' }, true);
    expect(optedOut()).toBe(false);
  });

  it('refusing before the tag ever loaded opts out without loading it', async () => {
    const { disableAnalytics, enableAnalytics } = await fresh();
    await disableAnalytics();
    expect(optedOut()).toBe(true);
    expect(fa.getAnalytics).not.toHaveBeenCalled();
    await enableAnalytics(); // a later Accept is not blocked by the old opt-out
    expect(optedOut()).toBe(false);
  });
});
