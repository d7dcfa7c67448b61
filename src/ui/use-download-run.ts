import { useEffect, useRef, useState } from 'react';

/** Where a download the page prepares itself stands (read everything, build the file, hand it over). */
export type DownloadRun<Progress, Result> =
  | { kind: 'idle' }
  | { kind: 'running'; progress: Progress }
  | { kind: 'done'; result: Result }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

/** The work of one download: reads with `signal` (Cancel aborts it), says how far it is, resolves to what the done state shows. */
export type DownloadWork<Progress, Result> = (signal: AbortSignal, progress: (now: Progress) => void) => Promise<Result>;

/**
 * A download the page prepares itself: its states, Cancel (the reads stop, nothing is downloaded)
 * and leaving the page cancelling it. `failure` words an error that has no message of its own.
 */
export function useDownloadRun<Progress, Result>(failure: string) {
  const [state, setState] = useState<DownloadRun<Progress, Result>>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const start = async (first: Progress, work: DownloadWork<Progress, Result>): Promise<void> => {
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: 'running', progress: first });
    try {
      const result = await work(controller.signal, (progress) => setState({ kind: 'running', progress }));
      setState({ kind: 'done', result });
    } catch (error) {
      if (controller.signal.aborted) setState({ kind: 'cancelled' });
      else setState({ kind: 'failed', message: error instanceof Error ? error.message : failure });
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  };
  return { state, start, cancel: () => abort.current?.abort() };
}
