import type { QueryClient } from '@tanstack/react-query';
import {
  countFormResponses,
  formResponsePages,
  joinResponseReviews,
  listFlaggedReviews,
  type FormResponseRow,
  type ResponseReviewSummary,
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
 * Flagged review documents read per page beside the responses: twice a batch, as only some
 * responses have one (a quarter in the demo data): one or two queries where a batch's size would
 * take a few, each with the same fixed cost.
 */
export const FLAGGED_REVIEWS_PAGE = 2 * EXPORT_BATCH_SIZE;

/**
 * Pure: can the export read the review documents on their own, beside the responses? When the
 * filter is only the form, version and dates: the flagged ones are then exactly the matching
 * responses' flagged reviews (each read once, as a join would). A band or flagged filter joins batch by batch.
 */
export function reviewsReadAlone(filter: ResponsesFilter): boolean {
  return filter.band === null && filter.flagged === 'all';
}

/** The flagged review documents the export read beside the responses, and the newest one's date. */
export interface FlaggedReviews {
  reviews: Map<string, ResponseReviewSummary | null>;
  newest: Date | null;
}

/** Every flagged review document the filter matches, page after page, by response id. */
async function readFlaggedReviews(formId: string, filter: ResponsesFilter, signal: AbortSignal): Promise<FlaggedReviews> {
  const reviews = new Map<string, ResponseReviewSummary | null>();
  let newest: Date | null = null;
  let cursor: ReviewsCursor | null = null;
  do {
    signal.throwIfAborted();
    const page = await listFlaggedReviews(formId, filter, cursor, FLAGGED_REVIEWS_PAGE);
    for (const [id, review] of page.reviews) reviews.set(id, review);
    newest = page.newest ?? newest;
    cursor = page.next;
  } while (cursor);
  return { reviews, newest };
}

/** A review document without flags, as toReviewSummary reads one. */
const NO_FLAGS: ResponseReviewSummary = { flags: [], open: 0, topSeverity: null };

/**
 * Pure: a row's review, from the flagged review documents read alone: its own when it is among
 * them; none when it was submitted before the newest of them (its review document was written
 * with it, in the same transaction, so it would be among them had it a flag: see
 * listFlaggedReviews); `undefined` when that cannot be told (submitted since: join it on its own).
 * Strictly before, in whole milliseconds: a response in the same millisecond is joined. A row
 * with member flags but no flagged review document predates review documents: `null`, as a join
 * finds, so the CSV shows its member flags.
 */
export function reviewFromFlagged(row: Pick<FormResponseRow, 'id' | 'submittedAt' | 'memberFlags'>, flagged: FlaggedReviews): ResponseReviewSummary | null | undefined {
  if (flagged.reviews.has(row.id)) return flagged.reviews.get(row.id)!;
  if (flagged.newest && row.submittedAt && row.submittedAt.getTime() < flagged.newest.getTime()) return row.memberFlags.length > 0 ? null : NO_FLAGS;
  return undefined;
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

/** A response with its review joined, and its member's name (null: no users document). */
export interface NamedRow {
  row: FormResponseRow;
  memberName: string | null;
}

/** What the export makes of each batch of responses (its CSV lines), while the next is read. */
export type BuildExportBatch<T> = (batch: readonly NamedRow[]) => T;

/**
 * Reads every response the filter matches, a page at a time (each page after the last one's
 * cursor), and builds each batch (its rows with their reviews and the members' names, in the
 * filter's order) while the next is read; returns the batches' results in order. The
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
  build: BuildExportBatch<T>,
): Promise<T[]> {
  let total: number | null = null;
  let done = 0;
  countFormResponses(formId, filter).then(
    (count) => (total = count),
    () => null,
  );
  // progress counts the responses read; their batches are finished (joined, named, built) after
  const report = () => onProgress({ done, total: total === null ? null : Math.max(total, done) });
  // the flagged review documents on their own, beside the responses (a failure is thrown when they are awaited)
  const reviewsAlone = reviewsReadAlone(filter) ? readFlaggedReviews(formId, filter, signal) : null;
  reviewsAlone?.catch(() => null);
  const withReviews = async (rows: FormResponseRow[]): Promise<FormResponseRow[]> => {
    if (!reviewsAlone) return joinResponseReviews(formId, filter, rows);
    const flagged = await reviewsAlone;
    const known = rows.map((row) => reviewFromFlagged(row, flagged));
    // responses submitted since the flagged reviews were read: joined on their own
    const unknown = rows.filter((_, i) => known[i] === undefined);
    const joined = new Map(unknown.length > 0 ? (await joinResponseReviews(formId, filter, unknown)).map((row) => [row.id, row.review] as const) : []);
    return rows.map((row, i) => ({ ...row, review: known[i] !== undefined ? known[i] : (joined.get(row.id) ?? null) }));
  };
  let namesRead: Promise<Record<string, string | null>> = Promise.resolve({});
  const batches: Promise<T>[] = [];
  const inFlight = new Set<Promise<unknown>>();
  onProgress({ done: 0, total });
  // the count, once known, lets the last page hold the rest (see nextPageSize)
  for await (const page of formResponsePages(formId, filter, EXPORT_BATCH_SIZE, 'later', () => total)) {
    signal.throwIfAborted();
    done += page.rows.length;
    report();
    // names one batch after another, so a member is looked up once (the cache holds the last batch's)
    const names = (namesRead = namesRead.then(() => namesFor(client, page.rows.map((row) => row.memberId))));
    const batch = (async () => {
      const [rows, named] = await Promise.all([page.reviewsPending ? withReviews(page.rows) : page.rows, names]);
      return build(rows.map((row) => ({ row, memberName: named[row.memberId] ?? null })));
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
  }
  const built = await Promise.all(batches);
  signal.throwIfAborted();
  return built;
}
