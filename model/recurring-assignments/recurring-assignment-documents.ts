/**
 * assignmentSeries/{id}: a form assigned to a member again and again (every N days or weeks, or N
 * days before each session they book), until a date or for K times. Administrators create and stop
 * a series (the rules check the shape); the recurrence sweep (functions) makes each occurrence as a
 * normal assignments/{id} document (id `{seriesId}-{index}` or `{seriesId}-{sessionId}`, with
 * `seriesId`), so the member sees it on the dashboard like any other, and keeps `nextAt`, `nextIndex`
 * and `madeSessions` up to date. The arithmetic is recurrence.ts.
 */
import { asData, count, oneOf, stringOrNull, text, timeOrNull } from '@engine';
import { ASSIGNMENT_LIMITS } from '../responses/review-records.ts';
import { RECURRENCE_LIMITS, RECURRENCE_UNITS, type RecurrenceEnd, type RecurrenceRule } from './recurrence.ts';

export const SERIES_STATUSES = ['active', 'ended', 'stopped'] as const;
/** active: still making occurrences; ended: past its date or count; stopped: an administrator stopped it. */
export type SeriesStatus = (typeof SERIES_STATUSES)[number];

/** assignmentSeries/{id}. */
export interface RecurringAssignmentDocument<Time> {
  formId: string;
  memberId: string;
  /** shown on each occurrence ('' for none) */
  message: string;
  rule: RecurrenceRule;
  end: RecurrenceEnd;
  /** interval: the first occurrence (its London time is every occurrence's); before-sessions: sessions starting after this count */
  startsAt: Time;
  /** interval: each occurrence is due this many days after it (null: no due date); before-sessions: due at the session's start */
  dueDays: number | null;
  status: SeriesStatus;
  createdBy: string;
  createdAt: Time;
  /** the next occurrence the sweep will make (null: not known yet for before-sessions, or ended) */
  nextAt: Time | null;
  /** interval: the first occurrence index not yet made */
  nextIndex: number;
  /** before-sessions: the sessions already given an occurrence */
  madeSessions: string[];
  /** occurrences made so far */
  made: number;
  stoppedAt?: Time;
  stoppedBy?: string;
}

const readRule = (value: unknown): RecurrenceRule => {
  const data = asData(value);
  if (data.kind === 'before-sessions') return { kind: 'before-sessions', daysBefore: count(data.daysBefore, RECURRENCE_LIMITS.daysBefore) };
  return { kind: 'interval', every: Math.max(1, count(data.every, RECURRENCE_LIMITS.everyDays)), unit: oneOf(data.unit, RECURRENCE_UNITS, 'weeks') };
};

const readEnd = (value: unknown): RecurrenceEnd => {
  const data = asData(value);
  const until = stringOrNull(data.until);
  if (until && /^\d{4}-\d{2}-\d{2}$/.test(until)) return { until, times: null };
  return { until: null, times: Math.max(1, count(data.times, RECURRENCE_LIMITS.times)) };
};

/** assignmentSeries/{id} data as a RecurringAssignmentDocument; never throws (unknown status reads as 'stopped'). */
export function readRecurringAssignment<Time>(value: unknown): RecurringAssignmentDocument<Time> {
  const data = asData(value);
  const stoppedBy = stringOrNull(data.stoppedBy);
  const stoppedAt = timeOrNull<Time>(data.stoppedAt);
  return {
    formId: text(data.formId, 64),
    memberId: text(data.memberId, 128),
    message: text(data.message, ASSIGNMENT_LIMITS.message),
    rule: readRule(data.rule),
    end: readEnd(data.end),
    startsAt: timeOrNull<Time>(data.startsAt) as Time,
    dueDays: typeof data.dueDays === 'number' ? count(data.dueDays, RECURRENCE_LIMITS.dueDays) : null,
    status: oneOf(data.status, SERIES_STATUSES, 'stopped'),
    createdBy: text(data.createdBy, 128),
    createdAt: timeOrNull<Time>(data.createdAt) as Time,
    nextAt: timeOrNull<Time>(data.nextAt),
    nextIndex: count(data.nextIndex),
    madeSessions: Array.isArray(data.madeSessions) ? data.madeSessions.filter((id): id is string => typeof id === 'string').slice(0, RECURRENCE_LIMITS.times) : [],
    made: count(data.made),
    ...(stoppedAt ? { stoppedAt } : {}),
    ...(stoppedBy ? { stoppedBy } : {}),
  };
}

/** Pure: the id of the assignment a series makes for an interval occurrence or a booked session. */
export const occurrenceAssignmentId = (seriesId: string, occurrence: number | string): string => `${seriesId}-${occurrence}`;

/** What the administrator chooses for a new series. */
export interface RecurrenceChoice {
  rule: RecurrenceRule;
  end: RecurrenceEnd;
  /** interval: the first occurrence */
  startsAt: Date;
  dueDays: number | null;
}

const whole = (value: number, min: number, max: number): boolean => Number.isInteger(value) && value >= min && value <= max;

/** Pure: why a series cannot be saved, in words for the administrator, or null when it can. */
export function recurrenceProblem(choice: RecurrenceChoice, now: Date): string | null {
  const { rule, end } = choice;
  if (rule.kind === 'interval') {
    const max = rule.unit === 'weeks' ? RECURRENCE_LIMITS.everyWeeks : RECURRENCE_LIMITS.everyDays;
    if (!whole(rule.every, 1, max)) return `Repeat every 1 to ${max} ${rule.unit}.`;
    if (Number.isNaN(choice.startsAt.getTime())) return 'Choose when the first one is assigned.';
    if (choice.startsAt.getTime() < now.getTime() - 60 * 60_000) return 'The first one cannot be in the past.';
    if (choice.dueDays !== null && !whole(choice.dueDays, 0, RECURRENCE_LIMITS.dueDays)) return `Give 0 to ${RECURRENCE_LIMITS.dueDays} days to complete each one, or leave it empty for no due date.`;
  } else if (!whole(rule.daysBefore, 0, RECURRENCE_LIMITS.daysBefore)) {
    return `Assign it 0 to ${RECURRENCE_LIMITS.daysBefore} days before each session.`;
  }
  if (end.times !== null) {
    if (!whole(end.times, 1, RECURRENCE_LIMITS.times)) return `Repeat 1 to ${RECURRENCE_LIMITS.times} times.`;
  } else {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(end.until)) return 'Choose the last date, or a number of times.';
    const first = rule.kind === 'interval' ? choice.startsAt : now;
    if (new Date(`${end.until}T23:59:59Z`).getTime() < first.getTime()) return 'The last date must be on or after the first one.';
    if (new Date(`${end.until}T00:00:00Z`).getTime() > now.getTime() + RECURRENCE_LIMITS.untilDays * 86_400_000) return 'Choose a last date within two years.';
  }
  return null;
}
