import { FieldValue, Timestamp, getFirestore, type Firestore, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError, onCall, type CallableResponse } from 'firebase-functions/v2/https';
import { COLLECTIONS, EXPORT_FIRST_PAGE_SIZE, EXPORT_PAGE_SIZE, HAS_FLAG, RESPONSES_EXPORT_AUDIT_ACTION, exportRow, flaggedClause, memberListName, parseExportFormResponsesRequest, readResponseRow, responseReviewPath, responsesClauses, responsesOrder, reviewsOrder, sharedClauses, type ExportFormResponsesAnswer, type ExportFormResponsesChunk, type ExportedResponse, type QueryClause, type QueryOrder, type ResponsesFilter } from '@model';
import { requireCurrentAdmin, requireRecentSignIn } from './callers.ts';
import { callableOptions } from './options.ts';

type Data = Record<string, unknown>;

/** What a row needs of a response (the rest of the document stays in Firestore): also the fields the pages are ordered by. */
const RESPONSE_FIELDS = ['memberId', 'formVersion', 'scoringVersion', 'submittedAt', 'data', 'scores', 'flags', 'status'];

const millis = (stored: unknown): number | null => (stored instanceof Timestamp ? stored.toMillis() : null);

function asked<T extends Query>(base: T, clauses: readonly QueryClause[], order: readonly QueryOrder[]): Query {
  let q: Query = base;
  for (const c of clauses) q = q.where(c.field, c.op, c.value);
  for (const o of order) q = q.orderBy(o.field, o.direction);
  return q;
}

/**
 * The documents the filter reads, a page at a time (the first `first` long, then `size`), each next
 * page asked for as soon as the last arrives (while it is joined, named and sent): the responses,
 * or with the flagged filter the review documents (they hold every flag, reviewer-only ones too).
 */
async function* pagesOf(q: Query, size: number, first = size): AsyncGenerator<QueryDocumentSnapshot[]> {
  let asked = first;
  let reading: Promise<FirebaseFirestore.QuerySnapshot> | null = q.limit(asked).get();
  while (reading) {
    const snap: FirebaseFirestore.QuerySnapshot = await reading;
    const last = snap.docs.at(-1);
    const full = snap.size === asked && last;
    asked = size;
    reading = full ? q.startAfter(last).limit(size).get() : null;
    // a read ahead that fails while this page is sent is thrown when it is awaited
    reading?.catch(() => null);
    yield snap.docs;
  }
}

/** Members' list names, each read once per export (an export of 10 000 responses names a few hundred members). */
function memberNames(db: Firestore) {
  const known = new Map<string, string | null>();
  return async (ids: readonly string[]): Promise<Map<string, string | null>> => {
    const unknown = [...new Set(ids)].filter((id) => id !== '' && !known.has(id));
    if (unknown.length > 0) {
      const snaps = await db.getAll(...unknown.map((id) => db.collection(COLLECTIONS.users).doc(id)), { fieldMask: ['displayName', 'email'] });
      snaps.forEach((snap, i) => known.set(unknown[i]!, snap.exists ? memberListName(snap.data() ?? {}) || null : null));
    }
    return known;
  };
}

/** Each response's review document (getAll answers in the order asked; a missing one is undefined). */
async function reviewsOf(db: Firestore, ids: readonly string[]): Promise<(Data | undefined)[]> {
  if (ids.length === 0) return [];
  const snaps = await db.getAll(...ids.map((id) => db.doc(responseReviewPath(id))), { fieldMask: ['flags'] });
  return snaps.map((snap) => snap.data());
}

/** Flagged review documents read a page at a time. */
const FLAGGED_PAGE_SIZE = 5000;
/**
 * Responses submitted this close before the export began, or since, have their review document
 * read one by one: the flagged ones read at the start may not hold theirs (a margin for the
 * clocks of this server and Firestore's commit times).
 */
export const RECENT_MARGIN_MS = 60_000;

/**
 * The review documents of the filter's responses that hold a flag (a quarter of them in the demo
 * data), by response id, read at the start beside the first page instead of one review document
 * per response. Why that is exact: submitResponse writes a response and its review document in one
 * transaction, every flag of the response in both (reviewer-only ones in the review document
 * only). So a response submitted before the export began and not among these has no flag but
 * those it carries itself, and those only when its review document is missing (older data): its
 * row is read without a review document, and the CSV shows the response's own flags (none, or
 * those), as a join would.
 */
async function flaggedReviews(db: Firestore, formId: string, filter: ResponsesFilter): Promise<Map<string, Data>> {
  const q = asked(db.collectionGroup(COLLECTIONS.responseReview), [...sharedClauses(formId, filter), HAS_FLAG], [{ field: 'submittedAt', direction: 'asc' }]).select('flags', 'submittedAt');
  const reviews = new Map<string, Data>();
  for await (const docs of pagesOf(q, FLAGGED_PAGE_SIZE)) for (const d of docs) reviews.set(d.ref.parent.parent!.id, d.data());
  return reviews;
}

/** Pure: a response's review document from the flagged ones read at the start: its own, none (`undefined`), or `'read'` (submitted since they were read). */
export function reviewFromFlagged(id: string, submittedAt: number | null, flagged: ReadonlyMap<string, Data>, since: number): Data | undefined | 'read' {
  const review = flagged.get(id);
  if (review) return review;
  return submittedAt !== null && submittedAt < since ? undefined : 'read';
}

/** Responses by id (a flagged page's), with their fields; a missing one is undefined. */
async function responsesById(db: Firestore, ids: readonly string[]): Promise<(Data | undefined)[]> {
  if (ids.length === 0) return [];
  const snaps = await db.getAll(...ids.map((id) => db.collection(COLLECTIONS.responses).doc(id)), { fieldMask: RESPONSE_FIELDS });
  return snaps.map((snap) => snap.data());
}

/** The flagged review documents read at the start, and from when responses must have theirs read one by one. */
type Flagged = { reviews: Promise<Map<string, Data>>; since: number };

/** One page's rows: its responses with their review documents (the responses read, or the flagged review documents read). */
async function pageRows(db: Firestore, filter: ResponsesFilter, flagged: Flagged | null, docs: readonly QueryDocumentSnapshot[]) {
  if (flagged) {
    const reviews = await flagged.reviews;
    const known = docs.map((d) => reviewFromFlagged(d.id, millis(d.get('submittedAt')), reviews, flagged.since));
    const recent = docs.filter((_, i) => known[i] === 'read');
    const read = new Map((await reviewsOf(db, recent.map((d) => d.id))).map((review, i) => [recent[i]!.id, review] as const));
    return docs.map((d, i) => readResponseRow(d.id, d.data(), known[i] === 'read' ? read.get(d.id) : (known[i] as Data | undefined), millis));
  }
  // review documents first: their responses, still submitted and (with a band filter) in the band
  const ids = docs.map((d) => d.ref.parent.parent!.id);
  const responses = await responsesById(db, ids);
  return ids
    .map((id, i) => (responses[i]?.status === 'submitted' ? readResponseRow(id, responses[i]!, docs[i]!.data(), millis) : null))
    .filter((row) => row !== null)
    .filter((row) => !filter.band || row.scores[filter.band.scale]?.band === filter.band.band);
}

/**
 * Every submitted response to a form that the filter matches (the responses table's filter and
 * order, the same query as data: responses-table.ts), streamed to an administrator a page at a
 * time, each row with its review document (every flag and acknowledgement) and its member's name;
 * the browser writes the CSV. Read with the Admin SDK, page after page, the next one asked for
 * while the last is joined and sent, so 10 000 rows arrive in a few seconds, not a REST read of
 * each document in the browser. Audited (`responses.export`, who, which form and filter) before the
 * first read, so an export that fails half-way is on record too. A caller that does not stream is
 * refused (`failed-precondition`): nothing is sent in one piece, which could pass the callable's
 * size limit.
 */
export const exportFormResponses = onCall(
  { ...callableOptions, timeoutSeconds: 540, memory: '1GiB' },
  async (request, response?: CallableResponse<string>): Promise<ExportFormResponsesAnswer> => {
    const caller = await requireCurrentAdmin(request.auth);
    // every response of a form leaves in one go: only a sign-in from the last few minutes may take it
    requireRecentSignIn(caller, Date.now());
    const input = parseExportFormResponsesRequest(request.data);
    if (!input.ok) throw new HttpsError('invalid-argument', input.message);
    if (!request.acceptsStreaming || !response) throw new HttpsError('failed-precondition', 'The export sends its rows as a stream: ask for it with stream().');
    const { formId } = input.value;
    const sent = input.value.filter;
    const filter: ResponsesFilter = { ...sent, from: sent.from === null ? null : new Date(sent.from), to: sent.to === null ? null : new Date(sent.to) };

    const db = getFirestore();
    await db.collection(COLLECTIONS.auditLog).add({
      action: RESPONSES_EXPORT_AUDIT_ACTION,
      actorUid: caller.uid,
      formId,
      filter: sent,
      at: FieldValue.serverTimestamp(),
    });
    const since = Date.now() - RECENT_MARGIN_MS;
    const flaggedRead = filter.flagged !== 'all';
    const q = flaggedRead
      ? asked(db.collectionGroup(COLLECTIONS.responseReview), [...sharedClauses(formId, filter), flaggedClause(filter.flagged === 'open' ? 'open' : 'flagged')], reviewsOrder(filter))
      : asked(db.collection(COLLECTIONS.responses), responsesClauses(formId, filter), responsesOrder(filter)).select(...RESPONSE_FIELDS);
    // counted beside the first page, for the progress bar
    const counting = q.count().get();
    counting.catch(() => null);

    // with the flagged filter the review documents are what is read; else the flagged ones beside
    const flagged: Flagged | null = flaggedRead ? null : { reviews: flaggedReviews(db, formId, filter), since };
    flagged?.reviews.catch(() => null);
    const names = memberNames(db);
    let count = 0;
    let first = true;
    for await (const docs of pagesOf(q, EXPORT_PAGE_SIZE, EXPORT_FIRST_PAGE_SIZE)) {
      if (response.signal.aborted) throw new HttpsError('cancelled', 'The export was cancelled.');
      const [rows, named] = await Promise.all([pageRows(db, filter, flagged, docs), names(docs.map((d) => String(d.get('memberId') ?? '')))]);
      const chunk: ExportFormResponsesChunk = { rows: rows.map((row): ExportedResponse => ({ row: exportRow(row), memberName: named.get(row.memberId) ?? null })) };
      if (first) chunk.total = (await counting).data().count;
      first = false;
      await response.sendChunk(JSON.stringify(chunk));
      count += rows.length;
    }
    if (first) await response.sendChunk(JSON.stringify({ rows: [], total: (await counting).data().count } satisfies ExportFormResponsesChunk));
    return { count };
  },
);
