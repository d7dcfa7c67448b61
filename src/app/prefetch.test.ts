import { beforeEach, describe, expect, it, vi } from 'vitest';

const loads = vi.hoisted(() => ({ public: vi.fn(async () => ({})), member: vi.fn(async () => ({})), courses: vi.fn(async () => ({})), admin: vi.fn(async () => ({})) }));
const data = vi.hoisted(() => ({
  hint: false,
  user: null as { isAdmin: boolean } | null,
  prefetchSignIn: vi.fn(async () => {}),
}));
vi.mock('./area-imports', () => ({ areaImports: loads }));
vi.mock('../data', () => ({
  hasSignedInHint: () => data.hint,
  prefetchSignIn: data.prefetchSignIn,
  useSignedIn: { getState: () => ({ user: data.user }) },
}));

const { choosePrefetch, prefetchNext, schedulePrefetch, PREFETCH_DELAY_MS, PREFETCH_MARK } = await import('./prefetch');

describe('choosePrefetch', () => {
  const visitor = { hint: false };
  const member = { hint: true };
  const cases: [string, Parameters<typeof choosePrefetch>[0], { hint: boolean; isAdmin?: boolean }, string | null][] = [
    ['visitor, connection unknown (Safari, Firefox)', undefined, visitor, 'sign-in'],
    ['member, connection unknown', undefined, member, 'member'],
    ['member on 4g', { effectiveType: '4g' }, member, 'member'],
    ['visitor on 3g', { effectiveType: '3g', saveData: false }, visitor, 'sign-in'],
    ['administrator known to the sign-in', { effectiveType: '4g' }, { hint: true, isAdmin: true }, 'admin'],
    ['Save-Data on', { effectiveType: '4g', saveData: true }, member, null],
    ['2g', { effectiveType: '2g' }, member, null],
    ['slow-2g', { effectiveType: 'slow-2g' }, visitor, null],
    ['administrator on 2g', { effectiveType: '2g' }, { hint: true, isAdmin: true }, null],
  ];
  it.each(cases)('%s', (_what, connection, signedIn, expected) => {
    expect(choosePrefetch(connection, signedIn)).toBe(expected);
  });

  it('from a form, a member gets the dashboard alone; from any other page, the dashboard or a course', () => {
    expect(choosePrefetch({ effectiveType: '4g' }, member, 'assessment')).toBe('dashboard');
    expect(choosePrefetch({ effectiveType: '4g' }, member, 'public')).toBe('member');
    expect(choosePrefetch(undefined, member, 'courses')).toBe('member');
    // an administrator, or a visitor, the same wherever they are
    expect(choosePrefetch(undefined, { hint: true, isAdmin: true }, 'assessment')).toBe('admin');
    expect(choosePrefetch(undefined, visitor, 'assessment')).toBe('sign-in');
    expect(choosePrefetch({ effectiveType: '2g' }, member, 'assessment')).toBeNull();
  });
});

describe('schedulePrefetch', () => {
  it('runs a second after the page is first idle, and not before', () => {
    const idle: (() => void)[] = [];
    const timers: [() => void, number][] = [];
    const run = vi.fn();
    schedulePrefetch(run, {
      requestIdleCallback: (cb) => idle.push(cb),
      setTimeout: (cb, ms) => timers.push([cb, ms]),
      clearTimeout: () => {},
    });
    expect(timers).toHaveLength(0); // waiting for idle
    idle[0]!();
    expect(timers.map(([, ms]) => ms)).toEqual([PREFETCH_DELAY_MS]);
    expect(run).not.toHaveBeenCalled();
    timers[0]![0]();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('without requestIdleCallback waits the delay alone; cancelling stops it', () => {
    vi.useFakeTimers();
    try {
      const run = vi.fn();
      const cancel = schedulePrefetch(run, window as unknown as Parameters<typeof schedulePrefetch>[1]);
      cancel();
      vi.advanceTimersByTime(5 * PREFETCH_DELAY_MS);
      expect(run).not.toHaveBeenCalled();
      schedulePrefetch(run, { setTimeout: (cb, ms) => window.setTimeout(cb, ms), clearTimeout: (id) => window.clearTimeout(id) });
      vi.advanceTimersByTime(PREFETCH_DELAY_MS - 1);
      expect(run).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('cancelled while waiting for idle, nothing runs', () => {
    const cancelIdleCallback = vi.fn();
    const cancel = schedulePrefetch(vi.fn(), { requestIdleCallback: () => 7, cancelIdleCallback, setTimeout: () => 1, clearTimeout: () => {} });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });
});

describe('prefetchNext', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    data.hint = false;
    data.user = null;
    Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
  });

  it('a visitor gets the sign-in page and what signing in needs', () => {
    expect(prefetchNext()).toBe('sign-in');
    expect(loads.public).toHaveBeenCalled();
    expect(data.prefetchSignIn).toHaveBeenCalled();
    expect(loads.member).not.toHaveBeenCalled();
  });

  it('someone signed in on this device gets the member area and the courses area; in a form, the member area alone', () => {
    data.hint = true;
    expect(prefetchNext('public')).toBe('member');
    expect([loads.member.mock.calls.length, loads.courses.mock.calls.length]).toEqual([1, 1]);
    expect(data.prefetchSignIn).not.toHaveBeenCalled();
    expect(prefetchNext('assessment')).toBe('dashboard');
    expect([loads.member.mock.calls.length, loads.courses.mock.calls.length]).toEqual([2, 1]);
  });

  it('on Save-Data nothing is fetched (and nothing marked)', () => {
    performance.clearMarks(PREFETCH_MARK);
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true });
    data.hint = true;
    expect(prefetchNext()).toBeNull();
    expect(loads.member).not.toHaveBeenCalled();
    expect(performance.getEntriesByName(PREFETCH_MARK)).toHaveLength(0);
  });

  it('marks when it begins, for a trace to tell the next page\'s code from this one\'s', () => {
    performance.clearMarks(PREFETCH_MARK);
    data.hint = true;
    prefetchNext('assessment');
    expect(performance.getEntriesByName(PREFETCH_MARK).map((e) => e.entryType)).toEqual(['mark']);
  });

  it('a failed prefetch is swallowed (no unhandled rejection, no page reload)', async () => {
    loads.admin.mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'));
    data.user = { isAdmin: true };
    expect(prefetchNext()).toBe('admin');
    await Promise.resolve();
  });
});
