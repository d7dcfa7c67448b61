import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Membership } from '@model';
import type { OpenFlagCount } from './reviews';
import { DataError, fromData, watchFromData } from './index';

// Data modules stand in for the real ones (no Firebase here); `my-data` counts when it is loaded.
const ops = vi.hoisted(() => ({
  myDataLoads: 0,
  exportMyData: vi.fn(async (memberId?: string) => ({ memberId })),
  stop: vi.fn(),
  watchMembership: vi.fn(),
}));
vi.mock('./my-data', () => {
  ops.myDataLoads += 1;
  return { exportMyData: ops.exportMyData };
});
vi.mock('./shop-watch', () => ({ watchMembership: ops.watchMembership }));
vi.mock('./reviews', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const onChange = (_membership: Membership<Date>) => undefined;

beforeEach(() => {
  vi.clearAllMocks();
  ops.watchMembership.mockImplementation(() => ops.stop);
});

describe('fromData: one operation of a data module, loaded on first call', () => {
  it('loads nothing until called, then forwards the arguments and resolves to the answer', async () => {
    const exportMyData = fromData('my-data', 'exportMyData');
    expect(ops.myDataLoads).toBe(0);
    await expect(exportMyData('m1')).resolves.toEqual({ memberId: 'm1' });
    expect(ops.myDataLoads).toBe(1);
    expect(ops.exportMyData).toHaveBeenCalledWith('m1');
  });
});

describe('watchFromData: a live listener of a data module', () => {
  it('subscribes once the module has loaded and unsubscribes through the function it returned', async () => {
    const onError = vi.fn();
    const stop = watchFromData('shop-watch', 'watchMembership')('m1', onChange, onError);
    await vi.waitFor(() => expect(ops.watchMembership).toHaveBeenCalledWith('m1', onChange, onError));
    stop();
    expect(ops.stop).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it("tells the listener's error handler, as a DataError, when the module cannot load", async () => {
    const onError = vi.fn();
    watchFromData('reviews', 'subscribeOpenFlagCount')((_count: OpenFlagCount) => undefined, onError);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0]![0]).toBeInstanceOf(DataError);
  });
});
