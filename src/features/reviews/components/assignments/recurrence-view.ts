/**
 * Pure: the "Repeat" part of the assign dialog (what it accepts, in words) and how a recurring
 * assignment reads on the member record. Dates and times are on the UK clock (Europe/London),
 * whatever the administrator's device says; the arithmetic is the model's (recurrence.ts).
 */
import { londonInstant, recurrenceProblem, ukDate, ukDateTime, type RecurrenceChoice, type RecurrenceEnd, type RecurrenceRule } from '@model';
import type { RecurringAssignment } from '../../api/assignment-api';

export const REPEAT_OPTIONS = [
  { value: 'none', label: 'Does not repeat' },
  { value: 'days', label: 'Every few days' },
  { value: 'weeks', label: 'Every few weeks' },
  { value: 'sessions', label: 'Before each session they book' },
] as const;
export type RepeatKind = (typeof REPEAT_OPTIONS)[number]['value'];

export interface RepeatValues {
  repeat: RepeatKind;
  /** every N days or weeks */
  every: string;
  /** the first one: a London date and time */
  firstDate: string;
  firstTime: string;
  /** N days before each booked session */
  daysBefore: string;
  ends: 'times' | 'until';
  times: string;
  until: string;
  /** each is due N days after it ('' for no due date) */
  dueDays: string;
}

export type RepeatErrors = Partial<Record<keyof RepeatValues, string>>;

export type ReadRepeat = { ok: true; value: RecurrenceChoice | null } | { ok: false; errors: RepeatErrors };

const wholeNumber = (value: string): number | null => (/^\d{1,4}$/.test(value.trim()) ? Number(value.trim()) : null);

/** The dialog's repeat fields as a recurrence (null: it does not repeat), or what is wrong with each, in words. */
export function readRepeat(values: RepeatValues, now: Date): ReadRepeat {
  if (values.repeat === 'none') return { ok: true, value: null };
  const errors: RepeatErrors = {};
  let rule: RecurrenceRule;
  let startsAt = now;
  if (values.repeat === 'sessions') {
    const daysBefore = wholeNumber(values.daysBefore);
    if (daysBefore === null) errors.daysBefore = 'Enter how many days before each session, e.g. 2 (0 for the same day).';
    rule = { kind: 'before-sessions', daysBefore: daysBefore ?? 0 };
  } else {
    const every = wholeNumber(values.every);
    if (every === null || every < 1) errors.every = `Enter how many ${values.repeat} apart, e.g. 2.`;
    rule = { kind: 'interval', every: every ?? 1, unit: values.repeat };
    const first = londonInstant(values.firstDate, values.firstTime);
    if (!first) errors.firstDate = 'Enter the date and time of the first one, e.g. 7 December 2026 at 09:00 (UK time).';
    else startsAt = first;
  }
  let end: RecurrenceEnd;
  if (values.ends === 'times') {
    const times = wholeNumber(values.times);
    if (times === null || times < 1) errors.times = 'Enter how many times, e.g. 6.';
    end = { until: null, times: times ?? 1 };
  } else {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.until)) errors.until = 'Enter the last date, e.g. 31 March 2027.';
    end = { until: values.until, times: null };
  }
  let dueDays: number | null = null;
  if (rule.kind === 'interval' && values.dueDays.trim() !== '') {
    dueDays = wholeNumber(values.dueDays);
    if (dueDays === null) errors.dueDays = 'Enter a number of days, e.g. 3, or leave it empty for no due date.';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const choice: RecurrenceChoice = { rule, end, startsAt, dueDays };
  const problem = recurrenceProblem(choice, now);
  if (problem) {
    // said beside the field it is about
    const field: keyof RepeatValues = /last date/i.test(problem) ? 'until' : /first/i.test(problem) ? 'firstDate' : /times/i.test(problem) ? 'times' : /complete each/i.test(problem) ? 'dueDays' : rule.kind === 'interval' ? 'every' : 'daysBefore';
    return { ok: false, errors: { [field]: problem } };
  }
  return { ok: true, value: choice };
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** "Every 2 weeks, 6 times, each due 3 days later" / "2 days before each session they book, until 31 Mar 2027, each due at the session". */
export function describeRecurrence(series: Pick<RecurringAssignment, 'rule' | 'end' | 'dueDays'>): string {
  const how = series.rule.kind === 'interval'
    ? (series.rule.every === 1 ? `Every ${series.rule.unit === 'weeks' ? 'week' : 'day'}` : `Every ${plural(series.rule.every, series.rule.unit === 'weeks' ? 'week' : 'day')}`)
    : series.rule.daysBefore === 0 ? 'On the day of each session they book' : `${plural(series.rule.daysBefore, 'day')} before each session they book`;
  const until = series.end.times !== null ? plural(series.end.times, 'time') : `until ${ukDate(new Date(`${series.end.until}T12:00:00Z`))}`;
  const due = series.rule.kind === 'interval' ? (series.dueDays === null ? ', no due date' : `, each due ${series.dueDays === 0 ? 'the same day' : `${plural(series.dueDays, 'day')} later`}`) : ', each due at the session';
  return `${how}, ${until}${due}`;
}

/** The next occurrence in words, or why there is none. */
export function nextOccurrenceWords(series: Pick<RecurringAssignment, 'status' | 'nextAt' | 'rule'>): string {
  if (series.status === 'stopped') return 'Stopped';
  if (series.status === 'ended') return 'Finished';
  if (series.nextAt) return `Next: ${ukDateTime(series.nextAt)}`;
  return series.rule.kind === 'before-sessions' ? 'Next: when they book a session' : 'Next: being scheduled';
}
