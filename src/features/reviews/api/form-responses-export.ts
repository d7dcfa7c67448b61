import type { QueryClient } from '@tanstack/react-query';
import { countFormResponses, joinResponseReviews, listFormResponses, type FormResponseRow, type ResponsesCursor, type ResponsesFilter } from './form-responses-api';
import { namesFor } from './form-responses-names';

/** Responses read per Firestore page while exporting (bigger than the screen's 50: fewer round trips, each a query). */
export const EXPORT_BATCH_SIZE = 1000;

/**
 * Batches being finished (review documents joined, names read, rows built) while the next page is
 * read. The pages themselves follow one another (each starts after the last one's cursor); the
 * joins need not wait for them. Bounded, so a fast reader does not hold the whole export in flight.
 */
export const BATCHES_IN_FLIGHT = 3;

export interface ExportProgress {
  done: number;
  /** null until counted (or when counting failed: the bar then has no maximum) */
  total: number | null;
}

/** What the export makes of each response (a CSV record), given the member's name (null: no users document). */
export type BuildExportRow<T> = (row: FormResponseRow, memberName: string | null) => T;

/**
 * Reads every response the filter matches, a page at a time, and builds each row (with the
 * member's name) as its batch completes, in the filter's order, reporting progress after each
 * batch. Stops between pages when `signal` is aborted (throws an AbortError).
 */
export async function readAllResponses<T>(
  client: QueryClient,
  formId: string,
  filter: ResponsesFilter,
  onProgress: (progress: ExportProgress) => void,
  signal: AbortSignal,
  build: BuildExportRow<T>,
): Promise<T[]> {
  let total: number | null = null;
  let done = 0;
  countFormResponses(formId, filter).then(
    (count) => (total = count),
    () => null,
  );
  const report = () => onProgress({ done, total: total === null ? null : Math.max(total, done) });
  const batches: Promise<T[]>[] = [];
  const inFlight = new Set<Promise<unknown>>();
  let cursor: ResponsesCursor | null = null;
  onProgress({ done: 0, total });
  do {
    signal.throwIfAborted();
    const page = await listFormResponses(formId, filter, cursor, EXPORT_BATCH_SIZE, 'later');
    signal.throwIfAborted();
    cursor = page.next;
    const batch = (async () => {
      const rows = page.reviewsPending ? await joinResponseReviews(formId, filter, page.rows) : page.rows;
      const names = await namesFor(client, rows.map((row) => row.memberId));
      const built = rows.map((row) => build(row, names[row.memberId] ?? null));
      done += built.length;
      report();
      return built;
    })();
    batches.push(batch);
    // a failed batch is thrown by Promise.all below; here it only frees its place
    const settled: Promise<unknown> = batch.then(
      (): unknown => inFlight.delete(settled),
      (): unknown => inFlight.delete(settled),
    );
    inFlight.add(settled);
    if (inFlight.size >= BATCHES_IN_FLIGHT) await Promise.race(inFlight);
  } while (cursor);
  const built = await Promise.all(batches);
  signal.throwIfAborted();
  return built.flat();
}
