/**
 * The responses table of a form: what an administrator narrows it to, the Firestore
 * query that filter is (as data, so the web app's Firestore Lite and the export callable's Admin
 * SDK ask exactly the same query), its rows, and the `exportFormResponses` callable's payload.
 *
 * - The table reads `responses` where the filter allows (form, version, dates, band, status
 *   submitted), ordered by date or by a scale's total; with the flagged filter it reads the
 *   `review` collection group (every flag, reviewer-only ones too) and then those responses.
 * - `exportFormResponses` (callable, administrators, audited `responses.export`) streams every
 *   row the filter matches, pages of EXPORT_PAGE_SIZE as JSON text, each row cut to what the CSV
 *   reads (ExportRow) with its flags and its member's name; the browser writes the CSV. Times
 *   travel as epoch milliseconds.
 */
import { isRecord } from '@engine';
import type { FlagSeverity, RaisedFlag, ScaleScore } from '@engine';
import type { Parsed } from '../forms/form-callables.ts';
import { formIdProblem } from '../forms/form-documents.ts';
import { FLAG_SEVERITIES, type ReviewFlag } from './response-documents.ts';

/**
 * What the administrator narrows the list to. Sorting by a scale's total cannot be combined with
 * a date range, a band or the flagged filter (Firestore orders by the range field first; the
 * flagged list is read from the review documents): the page offers it only without them.
 */
export interface ResponsesFilter<Time = Date> {
  /** submitted on or after (local midnight of the chosen day) */
  from: Time | null;
  /** submitted before (the day after the chosen last day) */
  to: Time | null;
  version: number | null;
  band: { scale: string; band: string } | null;
  /** flagged: any flag was raised (reviewer-only ones count); open: a flag is still unacknowledged */
  flagged: 'all' | 'flagged' | 'open';
  sort: { by: 'date' } | { by: 'scale'; scale: string };
  direction: 'asc' | 'desc';
}

/** Why the filter cannot be asked of Firestore as one query, or null when it can (the page offers only those). */
export function filterProblem(filter: ResponsesFilter<unknown>): string | null {
  if (filter.sort.by === 'scale' && (filter.from || filter.to || filter.band || filter.flagged !== 'all')) {
    return 'Sorting by a score works on every date and band: clear the date range, band and flagged filters to sort by a score.';
  }
  return null;
}

// ---- the query, as data ----

export type ClauseOp = '==' | '>=' | '<' | '<=' | 'in';
/** One `where` of a query: both SDKs take (field, op, value). */
export interface QueryClause {
  field: string;
  op: ClauseOp;
  value: unknown;
}
/** One `orderBy` of a query. */
export interface QueryOrder {
  field: string;
  direction: 'asc' | 'desc';
}

const clause = (field: string, op: ClauseOp, value: unknown): QueryClause => ({ field, op, value });

/** What both reads share (review documents carry formVersion and submittedAt too): the form, version and date range. */
export function sharedClauses<Time>(formId: string, filter: ResponsesFilter<Time>): QueryClause[] {
  const clauses = [clause('formId', '==', formId)];
  if (filter.version !== null) clauses.push(clause('formVersion', '==', filter.version));
  if (filter.from) clauses.push(clause('submittedAt', '>=', filter.from));
  if (filter.to) clauses.push(clause('submittedAt', '<', filter.to));
  return clauses;
}

/** The submitted responses a filter without the flagged part matches: its form, version, dates and band. */
export function responsesClauses<Time>(formId: string, filter: ResponsesFilter<Time>): QueryClause[] {
  const clauses = [...sharedClauses(formId, filter), clause('status', '==', 'submitted')];
  if (filter.band) clauses.push(clause(`scores.${filter.band.scale}.band`, '==', filter.band.band));
  return clauses;
}

/** A review document holds a flag (every review document has `topSeverity`: null without one). */
export const HAS_FLAG: QueryClause = clause('topSeverity', 'in', [...FLAG_SEVERITIES]);

/** The flagged filter on the review documents: any flag raised, or one still open. */
export function flaggedClause(flagged: 'flagged' | 'open'): QueryClause {
  return flagged === 'open' ? clause('openRank', 'in', [1, 2, 3]) : HAS_FLAG;
}

/** The responses' order: by date, or by a scale's total with the date breaking ties. */
export function responsesOrder(filter: ResponsesFilter<unknown>): QueryOrder[] {
  const byDate: QueryOrder = { field: 'submittedAt', direction: filter.direction };
  return filter.sort.by === 'scale' ? [{ field: `scores.${filter.sort.scale}.total`, direction: filter.direction }, byDate] : [byDate];
}

/** The flagged read's order (review documents, by date). */
export const reviewsOrder = (filter: ResponsesFilter<unknown>): QueryOrder[] => [{ field: 'submittedAt', direction: filter.direction }];

// ---- rows ----

/** The reviewer's side of a response, as the table and the CSV show it. */
export interface ResponseReviewSummary<Time = Date> {
  flags: ReviewFlag<Time | null>[];
  /** flags not yet acknowledged */
  open: number;
  topSeverity: FlagSeverity | null;
}

/** One submitted response to the form, as the table and the CSV export read it. */
export interface FormResponseRow<Time = Date> {
  id: string;
  memberId: string;
  formVersion: number;
  scoringVersion: string;
  submittedAt: Time | null;
  data: Record<string, unknown>;
  scores: Record<string, ScaleScore>;
  /** the flags written for the member (stored on the response) */
  memberFlags: RaisedFlag[];
  /** every raised flag (reviewer-only ones too) from review/flags; null when none was stored */
  review: ResponseReviewSummary<Time> | null;
}

/** Pure: review/flags data -> what the table shows, times read by `time` (tolerant of partial documents). */
export function readReviewSummary<Time>(data: Record<string, unknown> | undefined | null, time: (stored: unknown) => Time | null): ResponseReviewSummary<Time> | null {
  if (!data || !Array.isArray(data.flags)) return null;
  const flags = (data.flags as unknown[]).filter(isRecord).map((flag) => {
    const ack = isRecord(flag.acknowledged) ? flag.acknowledged : null;
    return {
      ...(flag as unknown as RaisedFlag),
      acknowledged: ack ? { by: String(ack.by ?? ''), byName: String(ack.byName ?? ''), at: time(ack.at), note: String(ack.note ?? '') } : null,
    };
  });
  const open = flags.filter((flag) => !flag.acknowledged).length;
  const topSeverity = FLAG_SEVERITIES.find((severity) => flags.some((flag) => flag.severity === severity)) ?? null;
  return { flags, open, topSeverity };
}

/** Pure: responses/{id} data (+ its review/flags) -> a row, times read by `time`, tolerant of partial documents. */
export function readResponseRow<Time>(
  id: string,
  data: Record<string, unknown>,
  review: Record<string, unknown> | undefined | null,
  time: (stored: unknown) => Time | null,
): FormResponseRow<Time> {
  return {
    id,
    memberId: String(data.memberId ?? ''),
    formVersion: typeof data.formVersion === 'number' ? data.formVersion : 0,
    scoringVersion: typeof data.scoringVersion === 'string' ? data.scoringVersion : '',
    submittedAt: time(data.submittedAt),
    data: isRecord(data.data) ? data.data : {},
    scores: isRecord(data.scores) ? (data.scores as Record<string, ScaleScore>) : {},
    memberFlags: Array.isArray(data.flags) ? (data.flags as RaisedFlag[]) : [],
    review: readReviewSummary(review, time),
  };
}

/** What the CSV reads of a scale's score. */
export type ScaleTotal = Pick<ScaleScore, 'total' | 'band' | 'bandLabel'>;

/**
 * A row as the export sends it: each scale's total and band only, and the response's own flags
 * only when it has no review document (a review document holds every flag of its response, so the
 * CSV reads those). A third fewer bytes to send, and to read, than the whole row.
 */
export interface ExportRow<Time> extends Omit<FormResponseRow<Time>, 'scores'> {
  scores: Record<string, ScaleTotal>;
}

/** Pure: a row cut to what the CSV reads (ExportRow). */
export function exportRow<Time>(row: FormResponseRow<Time>): ExportRow<Time> {
  const scores: Record<string, ScaleTotal> = {};
  for (const [id, score] of Object.entries(row.scores)) scores[id] = { total: score?.total ?? null, band: score?.band ?? null, bandLabel: score?.bandLabel ?? null };
  return { ...row, scores, memberFlags: row.review ? [] : row.memberFlags };
}

/** Pure: a row with its times turned into another kind (the export's milliseconds back into dates). */
export function mapRowTimes<From, To>(row: ExportRow<From>, time: (value: From) => To): ExportRow<To> {
  const at = (value: From | null) => (value === null ? null : time(value));
  return {
    ...row,
    submittedAt: at(row.submittedAt),
    review: row.review && {
      ...row.review,
      flags: row.review.flags.map((flag) => ({ ...flag, acknowledged: flag.acknowledged && { ...flag.acknowledged, at: at(flag.acknowledged.at) } })),
    },
  };
}

// ---- the export callable ----

/**
 * Rows the export reads (and sends) at a time. Each query has a fixed cost (the emulator scans the
 * collection for every one): on this machine 10 000 rows took 2.5 s in pages of 1 000, 2.0 s in
 * pages of 2 500, 1.8-1.95 s in pages of 5 000. A page is ~8 MB of JSON text, held once on each side.
 */
export const EXPORT_PAGE_SIZE = 5000;
/**
 * The first page is smaller: the browser starts writing the CSV (and the progress bar moves) while
 * the bigger pages are read. 10 000 rows: 1.7-1.85 s against 2.0-2.1 s with a first page of 5 000.
 */
export const EXPORT_FIRST_PAGE_SIZE = 1000;

export const RESPONSES_EXPORT_AUDIT_ACTION = 'responses.export';

/** exportFormResponses' payload: the form and the filter, dates as epoch milliseconds. */
export interface ExportFormResponsesRequest {
  formId: string;
  filter: ResponsesFilter<number>;
}

/** One row of the export: a response, its review joined, its member's name (null: no users document). */
export interface ExportedResponse {
  row: ExportRow<number>;
  memberName: string | null;
}

/**
 * What each streamed chunk carries: the next page of rows, and (first chunk) how many the filter
 * matches. Sent as its JSON text (`JSON.stringify`, read with JSON.parse): the callable protocol's
 * own encoding walks every value on both sides, 100-200 ms a page of 2 500 on this machine.
 */
export interface ExportFormResponsesChunk {
  rows: ExportedResponse[];
  /** how many responses the filter matches (an aggregate count; an upper bound with a band and the flagged filter), on the first chunk */
  total?: number;
}

/** exportFormResponses' final answer. */
export interface ExportFormResponsesAnswer {
  /** rows sent */
  count: number;
}

/** A scale or band id as the meta-schema's `slug` allows (letters and digits joined by single - or _): never a path. */
const ID = /^(?=.{1,64}$)[A-Za-z0-9]+([-_][A-Za-z0-9]+)*$/;
const isId = (value: unknown): value is string => typeof value === 'string' && ID.test(value);

function timeProblem(value: unknown, what: string): string | null {
  return value === null || (typeof value === 'number' && Number.isFinite(value)) ? null : `${what} must be a date (milliseconds) or null.`;
}

/** Pure: an ExportFormResponsesRequest checked (never throws; says what is wrong). */
export function parseExportFormResponsesRequest(input: unknown): Parsed<ExportFormResponsesRequest> {
  const body = isRecord(input) ? input : {};
  const formProblem = formIdProblem(body.formId);
  if (formProblem) return { ok: false, message: formProblem };
  const f = isRecord(body.filter) ? body.filter : null;
  if (!f) return { ok: false, message: 'Say which responses to export (a filter).' };
  const problem =
    timeProblem(f.from ?? null, 'The first day') ??
    timeProblem(f.to ?? null, 'The last day') ??
    (f.version === null || f.version === undefined || (Number.isInteger(f.version) && (f.version as number) > 0) ? null : 'The version must be a whole number from 1.') ??
    (f.band === null || f.band === undefined || (isRecord(f.band) && isId(f.band.scale) && isId(f.band.band)) ? null : 'The band filter names a scale and a band.') ??
    (['all', 'flagged', 'open'].includes(f.flagged as string) ? null : 'The flagged filter is all, flagged or open.') ??
    (isRecord(f.sort) && (f.sort.by === 'date' || (f.sort.by === 'scale' && isId(f.sort.scale))) ? null : 'Sort by date or by a scale.') ??
    (f.direction === 'asc' || f.direction === 'desc' ? null : 'The order is asc or desc.');
  if (problem) return { ok: false, message: problem };
  const band = isRecord(f.band) ? { scale: String(f.band.scale), band: String(f.band.band) } : null;
  const sort = isRecord(f.sort) && f.sort.by === 'scale' ? { by: 'scale' as const, scale: String(f.sort.scale) } : { by: 'date' as const };
  const filter: ResponsesFilter<number> = {
    from: (f.from as number | null | undefined) ?? null,
    to: (f.to as number | null | undefined) ?? null,
    version: (f.version as number | null | undefined) ?? null,
    band,
    flagged: f.flagged as ResponsesFilter['flagged'],
    sort,
    direction: f.direction as 'asc' | 'desc',
  };
  const invalid = filterProblem(filter);
  if (invalid) return { ok: false, message: invalid };
  return { ok: true, value: { formId: body.formId as string, filter } };
}

/** Pure: a filter's dates as the callable carries them (epoch milliseconds). */
export function filterInMilliseconds(filter: ResponsesFilter<Date>): ResponsesFilter<number> {
  return { ...filter, from: filter.from ? filter.from.getTime() : null, to: filter.to ? filter.to.getTime() : null };
}
