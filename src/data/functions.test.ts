import { beforeEach, describe, expect, it, vi } from 'vitest';

const sdk = vi.hoisted(() => ({
  getFunctions: vi.fn((_app: unknown, region: string) => ({ region })),
  connectFunctionsEmulator: vi.fn(),
  httpsCallable: vi.fn(),
}));
vi.mock('./app', () => ({ firebase: () => ({ app: 'the-app' }) }));
vi.mock('./config', () => ({ FUNCTIONS_REGION: 'europe-west2', settings: { emulators: { host: '127.0.0.1', functionsPort: 5001 } } }));

/** A fresh functions module (the SDK's loading is module state), with the SDK's module as given. */
async function fresh(module: () => unknown = () => sdk) {
  vi.resetModules();
  vi.doMock('firebase/functions', module as () => never);
  return import('./functions');
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('callables: Firebase Functions loaded with the first call', () => {
  it('loads the SDK once, in europe-west2, wired to the emulator once, and calls through it', async () => {
    const { callFunction } = await fresh();
    expect(sdk.getFunctions).not.toHaveBeenCalled();
    sdk.httpsCallable.mockImplementation((_f, name: string) => async (data: unknown) => ({ data: { name, data } }));
    expect(await callFunction('submitResponse', { a: 1 })).toEqual({ name: 'submitResponse', data: { a: 1 } });
    expect(await callFunction('recordConsent', {})).toEqual({ name: 'recordConsent', data: {} });
    expect(sdk.getFunctions).toHaveBeenCalledTimes(1);
    expect(sdk.getFunctions).toHaveBeenCalledWith('the-app', 'europe-west2');
    expect(sdk.connectFunctionsEmulator).toHaveBeenCalledTimes(1);
    expect(sdk.connectFunctionsEmulator).toHaveBeenCalledWith({ region: 'europe-west2' }, '127.0.0.1', 5001);
  });

  it('says the server could not be reached when the SDK cannot be fetched, and tries again on the next call', async () => {
    let fail = true;
    const { callFunction } = await fresh(() => {
      if (fail) throw new Error('Failed to fetch dynamically imported module');
      return sdk;
    });
    await expect(callFunction('submitResponse', {})).rejects.toMatchObject({
      code: 'functions/unavailable',
      message: 'We could not reach the server. Check your connection and try again.',
    });
    fail = false;
    vi.doMock('firebase/functions', () => sdk);
    sdk.httpsCallable.mockImplementation(() => async () => ({ data: 'sent' }));
    expect(await callFunction('submitResponse', {})).toBe('sent');
  });

  it('turns a callable\'s refusal into a readable DataError', async () => {
    const { callFunction } = await fresh();
    sdk.httpsCallable.mockImplementation(() => async () => {
      throw Object.assign(new Error('No consent [400]'), { code: 'functions/failed-precondition' });
    });
    await expect(callFunction('submitResponse', {})).rejects.toMatchObject({ code: 'functions/failed-precondition', message: 'No consent' });
  });
});
