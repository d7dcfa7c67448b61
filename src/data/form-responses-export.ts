/**
 * Administrators, the CSV export of a form's responses: every page of them, each next one asked for
 * as soon as the last one's documents arrive, and the review documents that hold a flag, read
 * beside them (form-responses.ts holds the queries and rows both share with the responses page).
 */
import { COLLECTIONS } from '@engine';
import { collectionGroup, getDocs, limit, orderBy, query, startAfter, type DocumentData, type QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { guard } from './errors';
import {
  checkFilter,
  hasFlag,
  nextCursor,
  pageRows,
  readPage,
  sharedConstraints,
  toReviewSummary,
  type ReadPage,
  type ResponseReviewSummary,
  type ResponsesFilter,
  type ResponsesPage,
  type ReviewsJoin,
} from './form-responses';
import { liteDb } from './lite';
import { toDate } from './timestamps';

/** Documents asked for beyond the rest the count expects, in what it says is the last page. */
export const LAST_PAGE_SLACK = 100;

/**
 * Pure: how many documents to ask for next, `read` being read of the `expected` the count found
 * (null: not counted yet): a batch; or, when the rest fits in a batch and the slack, the rest and
 * the slack: responses submitted since the count are still read in it, and a page shorter than
 * asked ends the reading without one more (nearly or quite empty) read.
 */
export function nextPageSize(size: number, read: number, expected: number | null): number {
  if (expected === null) return size;
  const rest = expected - read;
  return rest <= size + LAST_PAGE_SLACK ? Math.max(rest, 0) + LAST_PAGE_SLACK : size;
}

/**
 * Administrators, the export: every page of the form's submitted responses (as listFormResponses,
 * `size` at a time, the last as nextPageSize says when `expected` gives the count), in the
 * filter's order, each next page asked for as soon as the last one's documents arrive, while they
 * are made rows: the reading (the slow part) never waits for the rows. One page ahead at most, so a stopped export leaves at most one read in flight. (Reading
 * two halves by date at once was measured too: no faster on the emulator, which is then the
 * bottleneck on both.)
 */
export async function* formResponsePages(
  formId: string,
  filter: ResponsesFilter,
  size: number,
  reviews: ReviewsJoin = 'later',
  expected: () => number | null = () => null,
): AsyncGenerator<ResponsesPage> {
  checkFilter(filter);
  let reading: Promise<ReadPage> | null = guard(() => readPage(formId, filter, null, size));
  let docsRead = 0;
  while (reading) {
    const read: ReadPage = await reading;
    docsRead += read.snap.docs.length;
    const after = nextCursor(read);
    const asked = nextPageSize(size, docsRead, expected());
    reading = after ? guard(() => readPage(formId, filter, after, asked)) : null;
    // a read ahead that fails while this page is made rows is thrown when it is awaited
    reading?.catch(() => null);
    yield await guard(() => pageRows(formId, filter, read, reviews));
  }
}

/** An opaque place to continue the export's flagged review documents from. */
export type ReviewsCursor = { readonly last: QueryDocumentSnapshot<DocumentData> };

export interface ReviewsPage {
  /** response id -> what the table and the CSV show of its review document (every one here has a flag) */
  reviews: Map<string, ResponseReviewSummary | null>;
  /** the submittedAt of the page's newest review document (null: an empty page) */
  newest: Date | null;
  next: ReviewsCursor | null;
}

/**
 * Administrators, the export: the review documents that hold a flag, of every response the filter
 * matches, `size` at a time (oldest first), read beside the responses rather than joined batch by
 * batch: the export waits for the slower of two reads instead of their sum, and reads only the
 * flagged ones (about a quarter in the demo data), not one per response. A review document is
 * written with its response, in one transaction, flags and all; its submittedAt is that commit's
 * time. So a response submitted no later than the newest flagged review read here, and not among
 * them, has no flag (see `unflaggedUpTo` in the export). The band and flagged filters are not
 * applied: with them this would read review documents of responses the export leaves out.
 */
export function listFlaggedReviews(formId: string, filter: ResponsesFilter, after: ReviewsCursor | null, size: number): Promise<ReviewsPage> {
  return guard(async () => {
    const q = query(
      collectionGroup(liteDb(), COLLECTIONS.responseReview),
      ...sharedConstraints(formId, filter),
      hasFlag(),
      orderBy('submittedAt', 'asc'),
      ...(after ? [startAfter(after.last)] : []),
      limit(size),
    );
    const snap = await getDocs(q);
    const reviews = new Map<string, ResponseReviewSummary | null>();
    for (const d of snap.docs) {
      const id = d.ref.parent.parent?.id;
      if (id) reviews.set(id, toReviewSummary(d.data()));
    }
    const last = snap.docs.at(-1);
    return { reviews, newest: last ? toDate(last.get('submittedAt')) : null, next: snap.docs.length === size && last ? { last } : null };
  });
}
