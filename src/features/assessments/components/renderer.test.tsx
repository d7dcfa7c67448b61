import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRendererAfterPaint } from './renderer';

type Renderer = NonNullable<ReturnType<typeof useRendererAfterPaint>['renderer']>;
const renderer = { AssessmentForm: () => null } as unknown as Renderer;

describe('useRendererAfterPaint', () => {
  it('asks for nothing until the form is read, then for the renderer once the page has painted', async () => {
    const load = vi.fn(async () => renderer);
    const { result, rerender } = renderHook(({ ready }) => useRendererAfterPaint(ready, load), { initialProps: { ready: false } });
    await new Promise((done) => setTimeout(done, 50));
    expect(load).not.toHaveBeenCalled();
    expect(result.current.renderer).toBeNull();
    rerender({ ready: true });
    await waitFor(() => expect(result.current.renderer).toBe(renderer));
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.failed).toBe(false);
  });

  it('says when the chunk cannot be fetched, and tries again when asked', async () => {
    const load = vi.fn<() => Promise<Renderer>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(renderer);
    const { result } = renderHook(() => useRendererAfterPaint(true, load));
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.renderer).toBeNull();
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.renderer).toBe(renderer));
    expect(result.current.failed).toBe(false);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks for nothing once the page has gone', async () => {
    const load = vi.fn(async () => renderer);
    const { unmount } = renderHook(() => useRendererAfterPaint(true, load));
    unmount();
    await new Promise((done) => setTimeout(done, 300));
    expect(load).not.toHaveBeenCalled();
  });
});
