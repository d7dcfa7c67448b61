/**
 * Administrators: the submitted responses to one form (all versions), a page at a time with
 * Firestore cursors, filtered and sorted on the server, read through Firestore Lite (liteDb); every
 * published version of the form with its migration (for CSV columns that follow renamed questions).
 * The export's reading is in form-responses-export.ts, members' names in member-names.ts.
 */
import { COLLECTIONS, migrationInto, responseReviewPath, readStoredDefinition, readResponseRow, readReviewSummary, sharedClauses, responsesClauses, responsesOrder, reviewsOrder, flaggedClause, filterProblem, type FormResponseRow, type QueryClause, type QueryOrder, type ResponseReviewSummary, type ResponsesFilter, type FormVersionStep } from '@model';
import {
  collection,
  collectionGroup,
  doc,
  documentId,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentData,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase/firestore/lite';
import { DataError, guard } from './errors';
import { liteDb } from './lite';
import { toDate } from './timestamps';

// The rows and the filter are the engine's (the export callable reads the same); here with dates.
export type { FormResponseRow, ResponseReviewSummary, ResponsesFilter };

/** An opaque place to continue from (the last document of the page before). */
export type ResponsesCursor = { readonly kind: 'responses' | 'review'; readonly last: QueryDocumentSnapshot<DocumentData> };

export interface ResponsesPage {
  rows: FormResponseRow[];
  /** null: there is nothing more */
  next: ResponsesCursor | null;
  /** documents read for this page (responses, plus review documents): for the bench */
  scanned: number;
  /** true when the rows were read without their review documents (`reviews: 'later'`): join them with joinResponseReviews */
  reviewsPending?: boolean;
}

/** Whether a page is read with its review documents, or returned first and joined afterwards (the page shows rows a read sooner). */
export type ReviewsJoin = 'join' | 'later';

/** Pure: review/flags data -> what the table shows (timestamps as dates). */
export const toReviewSummary = (data: Record<string, unknown> | undefined): ResponseReviewSummary | null => readReviewSummary(data, toDate);

/** Pure: responses/{id} data (+ its review/flags) -> a row, tolerant of partial documents. */
export const toFormResponseRow = (id: string, data: Record<string, unknown>, review: Record<string, unknown> | undefined): FormResponseRow =>
  readResponseRow(id, data, review, toDate);

/** The engine's query, as Firestore Lite constraints. */
const wheres = (clauses: readonly QueryClause[]): QueryConstraint[] => clauses.map((c) => where(c.field, c.op, c.value));
const orders = (order: readonly QueryOrder[]): QueryConstraint[] => order.map((o) => orderBy(o.field, o.direction));

/** Firestore's `in` takes at most 30 values. */
export const IN_LIMIT = 30;
export const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

export function checkFilter(filter: ResponsesFilter): void {
  const problem = filterProblem(filter);
  if (problem) throw new DataError('invalid-argument', problem);
}

type ReviewData = Record<string, unknown>;
type ReviewsRead = { reviews: Map<string, ReviewData>; scanned: number };

/** Each response's review/flags read directly by its path, in parallel (one read each; no query to scan). */
async function reviewsByPath(ids: readonly string[]): Promise<ReviewsRead> {
  const db = liteDb();
  const snaps = await Promise.all(ids.map((id) => getDoc(doc(db, responseReviewPath(id)))));
  const reviews = new Map<string, ReviewData>();
  snaps.forEach((snap, i) => {
    if (snap.exists()) reviews.set(ids[i]!, snap.data());
  });
  return { reviews, scanned: ids.length };
}

/** From this many rows (a big page) one range query beats a read per row. */
export const RANGE_JOIN_FROM = 100;

/** Pure: the oldest and newest submittedAt of these rows, or null when a row has none (no range can cover it). */
export function submittedRange(rows: readonly Pick<FormResponseRow, 'submittedAt'>[]): { oldest: Date; newest: Date } | null {
  if (rows.length === 0 || rows.some((row) => !row.submittedAt)) return null;
  const times = rows.map((row) => row.submittedAt!.getTime());
  return { oldest: new Date(Math.min(...times)), newest: new Date(Math.max(...times)) };
}

/**
 * The review documents of a batch of rows by ONE collection-group range query (the form, the
 * version when filtered, submittedAt between the batch's oldest and newest; index review: formId,
 * [formVersion,] submittedAt), joined by parent response id. Review documents of responses the
 * batch left out (a band filter) may fall in the range: the query stops at twice the batch, and
 * rows it did not return are read directly.
 */
async function reviewsByRange(formId: string, filter: ResponsesFilter, rows: readonly FormResponseRow[]): Promise<ReviewsRead> {
  const range = submittedRange(rows);
  if (!range) return reviewsByPath(rows.map((row) => row.id));
  const db = liteDb();
  const constraints: QueryConstraint[] = [where('formId', '==', formId)];
  if (filter.version !== null) constraints.push(where('formVersion', '==', filter.version));
  constraints.push(where('submittedAt', '>=', range.oldest), where('submittedAt', '<=', range.newest), limit(rows.length * 2));
  const snap = await getDocs(query(collectionGroup(db, COLLECTIONS.responseReview), ...constraints));
  const wanted = new Set(rows.map((row) => row.id));
  const reviews = new Map<string, ReviewData>();
  for (const d of snap.docs) {
    const id = d.ref.parent.parent?.id;
    if (id && wanted.has(id)) reviews.set(id, d.data());
  }
  const missing = rows.filter((row) => !reviews.has(row.id)).map((row) => row.id);
  const rest = missing.length ? await reviewsByPath(missing) : { reviews: new Map<string, ReviewData>(), scanned: 0 };
  for (const [id, data] of rest.reviews) reviews.set(id, data);
  return { reviews, scanned: snap.size + rest.scanned };
}

/**
 * Pure: join a page's review documents with one range query rather than a read per row? Yes for a
 * big batch, and for any page in date order without a band filter: its rows are then every
 * submitted response (each has its review document) between its oldest and newest, so the range
 * holds exactly their review documents (one query instead of a document listener per row).
 */
export function joinsByRange(filter: ResponsesFilter, rows: number): boolean {
  return rows >= RANGE_JOIN_FROM || (filter.sort.by === 'date' && filter.band === null && filter.flagged === 'all');
}

/** The rows with their review documents (range or by path, see joinsByRange), and how many documents that read. */
async function joinReviews(formId: string, filter: ResponsesFilter, bare: readonly FormResponseRow[]): Promise<{ rows: FormResponseRow[]; scanned: number }> {
  if (bare.length === 0) return { rows: [], scanned: 0 };
  const { reviews, scanned } = joinsByRange(filter, bare.length) ? await reviewsByRange(formId, filter, bare) : await reviewsByPath(bare.map((row) => row.id));
  return { rows: bare.map((row) => ({ ...row, review: toReviewSummary(reviews.get(row.id)) })), scanned };
}

/** A page's documents as read, before they are made rows. */
type ReadPage = { kind: ResponsesCursor['kind']; snap: QuerySnapshot<DocumentData>; asked: number };

/** Pure: where the page after this one starts (null: fewer documents than asked for, nothing more). */
function nextCursor(read: ReadPage): ResponsesCursor | null {
  const last = read.snap.docs.at(-1);
  return read.snap.docs.length === read.asked && last ? { kind: read.kind, last } : null;
}

/** The page's documents: the responses (no flagged filter), else the review documents (flaggedRows reads their responses). */
async function readPage(formId: string, filter: ResponsesFilter, after: ResponsesCursor | null, size: number): Promise<ReadPage> {
  const db = liteDb();
  const from = after ? [startAfter(after.last)] : [];
  if (filter.flagged === 'all') {
    const q = query(collection(db, COLLECTIONS.responses), ...wheres(responsesClauses(formId, filter)), ...orders(responsesOrder(filter)), ...from, limit(size));
    return { kind: 'responses', snap: await getDocs(q), asked: size };
  }
  // the flagged filter reads the review documents: they hold every flag, reviewer-only ones too
  const clauses = [...sharedClauses(formId, filter), flaggedClause(filter.flagged)];
  const q = query(collectionGroup(db, COLLECTIONS.responseReview), ...wheres(clauses), ...orders(reviewsOrder(filter)), ...from, limit(size));
  return { kind: 'review', snap: await getDocs(q), asked: size };
}

async function responsesRows(formId: string, filter: ResponsesFilter, read: ReadPage, reviews: ReviewsJoin): Promise<ResponsesPage> {
  const bare = read.snap.docs.map((d) => toFormResponseRow(d.id, d.data(), undefined));
  const next = nextCursor(read);
  if (reviews === 'later') return { rows: bare, next, scanned: read.snap.docs.length, reviewsPending: true };
  const joined = await joinReviews(formId, filter, bare);
  return { rows: joined.rows, next, scanned: read.snap.docs.length + joined.scanned };
}

/**
 * A flagged page's responses, read by id after its review documents. A band filter is applied to
 * those responses here, so a page may hold fewer rows than asked for while there is more to read.
 */
async function flaggedRows(filter: ResponsesFilter, read: ReadPage): Promise<ResponsesPage> {
  const db = liteDb();
  const reviews = new Map(read.snap.docs.map((d) => [d.ref.parent.parent!.id, d.data() as Record<string, unknown>]));
  const ids = [...reviews.keys()];
  const snaps = await Promise.all(chunks(ids, IN_LIMIT).map((part) => getDocs(query(collection(db, COLLECTIONS.responses), where(documentId(), 'in', part)))));
  const responses = new Map(snaps.flatMap((snap) => snap.docs.map((d) => [d.id, d.data()] as const)));
  const rows = ids
    .filter((id) => responses.get(id)?.status === 'submitted')
    .map((id) => toFormResponseRow(id, responses.get(id)!, reviews.get(id)))
    .filter((row) => !filter.band || row.scores[filter.band.scale]?.band === filter.band.band);
  return { rows, next: nextCursor(read), scanned: read.snap.docs.length + responses.size };
}

/**
 * Administrators: one page of the form's submitted responses, `size` at a time, after `after`.
 * With `reviews: 'later'` a page that would join its review documents after reading the responses
 * comes back without them (`reviewsPending`): join them with joinResponseReviews.
 */
export function listFormResponses(formId: string, filter: ResponsesFilter, after: ResponsesCursor | null, size: number, reviews: ReviewsJoin = 'join'): Promise<ResponsesPage> {
  return guard(async () => {
    checkFilter(filter);
    const read = await readPage(formId, filter, after, size);
    return read.kind === 'responses' ? responsesRows(formId, filter, read, reviews) : flaggedRows(filter, read);
  });
}

/** Administrators: the review documents of a page read with `reviews: 'later'`, joined to its rows (same filter). */
export function joinResponseReviews(formId: string, filter: ResponsesFilter, rows: readonly FormResponseRow[]): Promise<FormResponseRow[]> {
  return guard(async () => (await joinReviews(formId, filter, rows)).rows);
}

/**
 * Administrators: how many responses the filter matches (an aggregate count, no documents read),
 * for the page's count line. With the flagged filter and a band, the count is of flagged
 * responses (the band is applied while reading), so it is an upper bound.
 */
export function countFormResponses(formId: string, filter: ResponsesFilter): Promise<number> {
  return guard(async () => {
    const db = liteDb();
    if (filter.flagged !== 'all') {
      return (await getCount(query(collectionGroup(db, COLLECTIONS.responseReview), ...wheres([...sharedClauses(formId, filter), flaggedClause(filter.flagged)])))).data().count;
    }
    return (await getCount(query(collection(db, COLLECTIONS.responses), ...wheres(responsesClauses(formId, filter))))).data().count;
  });
}

/** Administrators: when the form's latest response was submitted (one document read), or null when none was. */
export function lastSubmissionAt(formId: string): Promise<Date | null> {
  return guard(async () => {
    const q = query(collection(liteDb(), COLLECTIONS.responses), where('formId', '==', formId), where('status', '==', 'submitted'), orderBy('submittedAt', 'desc'), limit(1));
    const snap = await getDocs(q);
    return snap.empty ? null : toDate(snap.docs[0]!.get('submittedAt'));
  });
}

/** A published version with the migration that led to it (none for version 1): the model's FormVersionStep. */
export type FormVersionWithMigration = FormVersionStep;

/** Administrators: every published version of the form, oldest first. */
export function loadFormVersions(formId: string): Promise<FormVersionWithMigration[]> {
  return guard(async () => {
    const snap = await getDocs(collection(liteDb(), COLLECTIONS.forms, formId, COLLECTIONS.formVersions));
    const versions: FormVersionWithMigration[] = [];
    const storedMigrations = new Map<number, unknown>();
    for (const d of snap.docs) {
      const definition = readStoredDefinition(d.data());
      if (!definition) continue;
      versions.push({ version: definition.version, definition, migration: null });
      storedMigrations.set(definition.version, d.get('migration'));
    }
    versions.sort((a, b) => a.version - b.version);
    // Each step as submitResponse reads it: the stored migration, else derived.
    return versions.map((entry, i) => {
      const before = versions[i - 1];
      if (!before || before.version !== entry.version - 1) return entry;
      return { ...entry, migration: migrationInto(before.definition, entry.definition, storedMigrations.get(entry.version)) };
    });
  });
}
