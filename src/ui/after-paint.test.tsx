import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaint, useAfterPaint } from './after-paint';

// frames and idle moments driven by hand
let frames: Array<() => void> = [];
let idles: Array<() => void> = [];
beforeEach(() => {
  frames = [];
  idles = [];
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (run: () => void) => frames.push(run));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => (frames[id - 1] = () => {}));
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idles.push(run));
  vi.stubGlobal('cancelIdleCallback', (id: number) => (idles[id - 1] = () => {}));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
const nextFrame = () => frames.shift()?.();

describe('afterPaint', () => {
  it('runs the work after two frames and an idle moment, then the settling time', () => {
    const work = vi.fn();
    afterPaint(work, 100);
    nextFrame();
    expect(idles).toHaveLength(0);
    nextFrame();
    expect(idles).toHaveLength(1);
    idles[0]!();
    vi.advanceTimersByTime(99);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs at the idle moment without a settling time', () => {
    const work = vi.fn();
    afterPaint(work);
    nextFrame();
    nextFrame();
    idles[0]!();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, at any stage', () => {
    const early = vi.fn();
    afterPaint(early)();
    nextFrame();
    nextFrame();
    expect(early).not.toHaveBeenCalled();
    expect(idles).toHaveLength(0);

    const settling = vi.fn();
    const cancel = afterPaint(settling, 100);
    nextFrame();
    nextFrame();
    idles.at(-1)!();
    cancel();
    vi.advanceTimersByTime(500);
    expect(settling).not.toHaveBeenCalled();
  });
});

describe('useAfterPaint', () => {
  it('is false until ready has been through a paint, then true for good', () => {
    const { result, rerender } = renderHook(({ ready }) => useAfterPaint(ready, 100), { initialProps: { ready: false } });
    expect(frames).toHaveLength(0);
    rerender({ ready: true });
    expect(result.current).toBe(false);
    act(() => {
      nextFrame();
      nextFrame();
      idles[0]!();
      vi.advanceTimersByTime(100);
    });
    expect(result.current).toBe(true);
    rerender({ ready: false });
    expect(result.current).toBe(true);
  });
});
