import type { QueryClient } from '@tanstack/react-query';
import {
  countFormResponses,
  joinResponseReviews,
  listFormResponses,
  listFormReviews,
  type FormResponseRow,
  type ResponseReviewSummary,
  type ResponsesCursor,
  type ResponsesFilter,
  type ReviewsCursor,
} from './form-responses-api';
import { namesFor } from './form-responses-names';

/**
 * Responses read per Firestore page while exporting: far bigger than the screen's 50, because
 * each query has a fixed cost (the emulator scans the whole collection for every one: at load 9,
 * 50 rows 0.9 s, 1 000 rows 1.5 s, 10 000 rows 4.6 s), and still a few pages for the progress bar.
 */
export const EXPORT_BATCH_SIZE = 2500;

/**
 * Pure: can the export read the review documents on their own, beside the responses? When the
 * filter is only the form, version and dates: they are then exactly the matching responses'
 * reviews (each read once, as a join would). A band or flagged filter joins batch by batch.
 */
export function reviewsReadAlone(filter: ResponsesFilter): boolean {
  return filter.band === null && filter.flagged === 'all';
}

/** Every review document the filter matches, page after page, by response id. */
async function readAllReviews(formId: string, filter: ResponsesFilter, signal: AbortSignal): Promise<Map<string, ResponseReviewSummary | null>> {
  const all = new Map<string, ResponseReviewSummary | null>();
  let cursor: ReviewsCursor | null = null;
  do {
    signal.throwIfAborted();
    const page = await listFormReviews(formId, filter, cursor, EXPORT_BATCH_SIZE);
    for (const [id, review] of page.reviews) all.set(id, review);
    cursor = page.next;
  } while (cursor);
  return all;
}

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
 * Reads every response the filter matches, a page at a time (each page after the last one's
 * cursor), and builds each row with its review and the member's name, in the filter's order. The
 * review documents are read beside the pages (reviewsReadAlone) or joined batch by batch while
 * the next page is read; names are read batch after batch. Progress is reported as each page
 * arrives. Stops between pages when `signal` is aborted (throws an AbortError).
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
  // progress counts the responses read; their batches are finished (joined, named, built) after
  const report = () => onProgress({ done, total: total === null ? null : Math.max(total, done) });
  // the review documents on their own, beside the responses (a failure is thrown when they are awaited)
  const reviewsAlone = reviewsReadAlone(filter) ? readAllReviews(formId, filter, signal) : null;
  reviewsAlone?.catch(() => null);
  const withReviews = async (rows: FormResponseRow[]): Promise<FormResponseRow[]> => {
    if (!reviewsAlone) return joinResponseReviews(formId, filter, rows);
    const reviews = await reviewsAlone;
    // a response submitted after its review page was read: joined on its own
    const missing = rows.filter((row) => !reviews.has(row.id));
    const joined = new Map(missing.length > 0 ? (await joinResponseReviews(formId, filter, missing)).map((row) => [row.id, row.review] as const) : []);
    return rows.map((row) => ({ ...row, review: reviews.has(row.id) ? reviews.get(row.id)! : (joined.get(row.id) ?? null) }));
  };
  let namesRead: Promise<Record<string, string | null>> = Promise.resolve({});
  const batches: Promise<T[]>[] = [];
  const inFlight = new Set<Promise<unknown>>();
  let cursor: ResponsesCursor | null = null;
  onProgress({ done: 0, total });
  do {
    signal.throwIfAborted();
    const page = await listFormResponses(formId, filter, cursor, EXPORT_BATCH_SIZE, 'later');
    signal.throwIfAborted();
    cursor = page.next;
    done += page.rows.length;
    report();
    // names one batch after another, so a member is looked up once (the cache holds the last batch's)
    const names = (namesRead = namesRead.then(() => namesFor(client, page.rows.map((row) => row.memberId))));
    const batch = (async () => {
      const [rows, named] = await Promise.all([page.reviewsPending ? withReviews(page.rows) : page.rows, names]);
      return rows.map((row) => build(row, named[row.memberId] ?? null));
    })();
    batches.push(batch);
    // a failed batch is thrown by Promise.all below; here it only frees its place
    const settled: Promise<unknown> = batch.then(
      (): unknown => inFlight.delete(settled),
      (): unknown => inFlight.delete(settled),
    );
    inFlight.add(settled);
    // joins batch by batch load the database beside the pages: a few at a time
    if (!reviewsAlone && inFlight.size >= BATCHES_IN_FLIGHT) await Promise.race(inFlight);
  } while (cursor);
  const built = await Promise.all(batches);
  signal.throwIfAborted();
  return built.flat();
}
