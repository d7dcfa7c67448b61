/**
 * What a reviewer reads of a submitted response (responses/{id}, status 'submitted'), whichever
 * form and version it was filled against. The trends chart, the member record and the form's
 * response list all read documents through `readReviewedResponse`, so a malformed or half-written
 * document shows as "left out" instead of breaking a page a clinician needs.
 *
 * Firebase-free: timestamps are read by shape (a `toDate()` method, `{seconds}`, a Date, ISO text
 * or epoch milliseconds), so the data layer may hand over raw document data.
 */
import { isRecord, type JsonValue, type RaisedFlag, type ScaleScore, type UnplacedAnswer } from '@engine';

/** A submitted response as reviewers read it. */
export interface ReviewedResponse {
  id: string;
  formId: string;
  /** the version whose definition renders these answers (the current one when they were carried) */
  formVersion: number;
  scoringVersion: string;
  submittedAt: Date;
  scores: Record<string, ScaleScore>;
  /** the flags stored on the response (member-visible ones); every flag is in review/flags */
  flags: RaisedFlag[];
  data: Record<string, unknown>;
  /** the older version the answers were given on, when they were carried to `formVersion` */
  migratedFrom?: number;
  /** answers the version has no place for, kept with the version they were given on */
  unplaced?: UnplacedAnswer[];
}

const positiveInteger = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

/** A stored time as a Date, or null when it is not one (Firestore Timestamp, {seconds}, Date, text, millis). */
export function readTime(value: unknown): Date | null {
  let date: Date | null = null;
  try {
    if (value instanceof Date) date = new Date(value.getTime());
    else if (isRecord(value) && typeof value.toDate === 'function') date = (value.toDate as () => unknown)() as Date;
    else if (isRecord(value) && typeof value.seconds === 'number') {
      date = new Date(value.seconds * 1000 + Math.floor((typeof value.nanoseconds === 'number' ? value.nanoseconds : 0) / 1e6));
    } else if (typeof value === 'string' || typeof value === 'number') date = new Date(value);
  } catch {
    return null;
  }
  return date instanceof Date && !Number.isNaN(date.getTime()) ? date : null;
}

function readScores(value: unknown): Record<string, ScaleScore> {
  if (!isRecord(value)) return {};
  const scores: Record<string, ScaleScore> = {};
  for (const [scale, score] of Object.entries(value)) {
    // A scale score needs at least its title and total to be shown; anything else is left out.
    if (isRecord(score) && (typeof score.total === 'number' || score.total === null)) {
      const full = score as Partial<ScaleScore>;
      scores[scale] = {
        ...(score as unknown as ScaleScore),
        title: typeof full.title === 'string' && full.title ? full.title : scale,
        band: full.band ?? null,
        bandLabel: full.bandLabel ?? null,
        subscales: isRecord(full.subscales) ? full.subscales : {},
        rules: isRecord(full.rules) ? (full.rules as ScaleScore['rules']) : {},
      };
    }
  }
  return scores;
}

function readFlags(value: unknown): RaisedFlag[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((flag): flag is Record<string, unknown> => isRecord(flag) && typeof flag.id === 'string')
    .map((flag) => ({
      ...(flag as unknown as RaisedFlag),
      severity: flag.severity === 'urgent' || flag.severity === 'warning' ? flag.severity : 'info',
      message: typeof flag.message === 'string' ? flag.message : '',
      fields: Array.isArray(flag.fields) ? flag.fields.filter((f): f is string => typeof f === 'string') : [],
    }));
}

function readUnplaced(value: unknown): UnplacedAnswer[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is Record<string, unknown> => isRecord(item) && typeof item.field === 'string')
    .map((item) => ({
      field: item.field as string,
      value: (item.value ?? null) as JsonValue,
      version: positiveInteger(item.version) ?? 0,
      reason: (typeof item.reason === 'string' ? item.reason : 'not-a-question') as UnplacedAnswer['reason'],
    }));
}

/**
 * responses/{id} data as a ReviewedResponse, or null when it is not a readable submitted response
 * (a draft, no form id or version, no submission time). Never throws.
 */
export function readReviewedResponse(id: string, data: unknown): ReviewedResponse | null {
  if (!isRecord(data) || data.status !== 'submitted') return null;
  const formVersion = positiveInteger(data.formVersion);
  const submittedAt = readTime(data.submittedAt);
  if (typeof data.formId !== 'string' || !data.formId || formVersion === null || submittedAt === null) return null;
  const migratedFrom = positiveInteger(data.migratedFrom);
  const unplaced = readUnplaced(data.unplaced);
  return {
    id,
    formId: data.formId,
    formVersion,
    scoringVersion: typeof data.scoringVersion === 'string' ? data.scoringVersion : '',
    submittedAt,
    scores: readScores(data.scores),
    flags: readFlags(data.flags),
    data: isRecord(data.data) ? data.data : {},
    ...(migratedFrom === null ? {} : { migratedFrom }),
    ...(unplaced.length ? { unplaced } : {}),
  };
}

/** Newest first (the timeline's order); ties by id so the order is stable across pages. */
export function newestFirst(a: ReviewedResponse, b: ReviewedResponse): number {
  return b.submittedAt.getTime() - a.submittedAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
