import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useDownloadRun, type DownloadWork } from './use-download-run';

/** Work that reports progress, then waits until it is released (or its signal aborts). */
function heldWork() {
  let release: (result: string) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const work: DownloadWork<number, string> = (signal, progress) =>
    new Promise<string>((resolve, reject) => {
      progress(3);
      release = resolve;
      fail = reject;
      signal.addEventListener('abort', () => reject(new Error('aborted')));
    });
  return { work, release: (result: string) => release(result), fail: (error: unknown) => fail(error) };
}

describe('useDownloadRun', () => {
  it('runs, says how far it is, then holds what the work resolved to', async () => {
    const { result } = renderHook(() => useDownloadRun<number, string>('It failed.'));
    expect(result.current.state).toEqual({ kind: 'idle' });
    const held = heldWork();
    let running!: Promise<void>;
    act(() => {
      running = result.current.start(0, held.work);
    });
    expect(result.current.state).toEqual({ kind: 'running', progress: 3 });
    await act(async () => {
      held.release('file.csv');
      await running;
    });
    expect(result.current.state).toEqual({ kind: 'done', result: 'file.csv' });
  });

  it('Cancel aborts the work and says so, not as a failure', async () => {
    const { result } = renderHook(() => useDownloadRun<number, string>('It failed.'));
    const held = heldWork();
    let running!: Promise<void>;
    act(() => {
      running = result.current.start(0, held.work);
    });
    await act(async () => {
      result.current.cancel();
      await running;
    });
    expect(result.current.state).toEqual({ kind: 'cancelled' });
  });

  it("a failure keeps the error's words, or the hook's own for an error without any", async () => {
    const { result } = renderHook(() => useDownloadRun<number, string>('It failed.'));
    for (const [error, message] of [[new Error('The server is busy.'), 'The server is busy.'], ['no message', 'It failed.']] as const) {
      const held = heldWork();
      let running!: Promise<void>;
      act(() => {
        running = result.current.start(0, held.work);
      });
      await act(async () => {
        held.fail(error);
        await running;
      });
      expect(result.current.state).toEqual({ kind: 'failed', message });
    }
  });

  it('leaving the page aborts a download still running', () => {
    const { result, unmount } = renderHook(() => useDownloadRun<number, string>('It failed.'));
    let signal!: AbortSignal;
    act(() => {
      void result.current.start(0, (s) => {
        signal = s;
        return new Promise<string>(() => {});
      });
    });
    expect(signal.aborted).toBe(false);
    unmount();
    expect(signal.aborted).toBe(true);
  });
});
