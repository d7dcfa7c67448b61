/**
 * Pure: the add / edit session form's values (strings, as typed) to SessionFields, with a clear
 * message per field. Dates and times are UK wall-clock times (Europe/London, DST-correct through
 * the contract's `londonInstant`); the contract's `sessionProblems` adds the shared checks.
 */
import { londonInstant, londonWallClock, sessionProblems, type SessionFields, type SessionKind } from '@model';
import type { SessionSummary } from '../../api/sessions-admin';

export interface SessionFormValues {
  title: string;
  description: string;
  kind: SessionKind;
  /** 'YYYY-MM-DD' (a date input), UK date */
  date: string;
  /** 'HH:MM' (time inputs), UK time */
  startTime: string;
  endTime: string;
  locationKind: 'online' | 'place';
  url: string;
  place: string;
  capacity: string;
  audience: 'public' | 'members';
  priced: boolean;
  /** pounds, as typed: "25" or "25.50" */
  price: string;
  published: boolean;
}

export type SessionFormField = keyof SessionFormValues;
export type SessionFormErrors = Partial<Record<SessionFormField, string>>;

export const emptySessionForm = (): SessionFormValues => ({
  title: '',
  description: '',
  kind: 'group',
  date: '',
  startTime: '',
  endTime: '',
  locationKind: 'online',
  url: '',
  place: '',
  capacity: '10',
  audience: 'members',
  priced: false,
  price: '',
  published: true,
});

/** An existing session in the form (its times shown in UK time). */
export function sessionToForm(s: SessionSummary): SessionFormValues {
  const start = s.startsAt ? londonWallClock(s.startsAt) : null;
  const end = s.endsAt ? londonWallClock(s.endsAt) : null;
  return {
    title: s.title,
    description: s.description,
    kind: s.kind,
    date: start?.date ?? '',
    startTime: start?.time ?? '',
    endTime: end?.time ?? '',
    locationKind: s.location.kind,
    url: s.location.kind === 'online' ? s.location.url : '',
    place: s.location.kind === 'place' ? s.location.place : '',
    capacity: String(s.capacity),
    audience: s.audience,
    priced: s.pricePence !== null,
    price: s.pricePence !== null ? (s.pricePence / 100).toFixed(2) : '',
    published: s.published,
  };
}

/** Pure: "25", "£25.50", "25.5" -> pence; null when it is not an amount. */
export function parsePounds(text: string): number | null {
  const match = /^£?\s*(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

function timeProblem(date: string, time: string, which: 'start' | 'end'): string | null {
  if (!TIME.test(time)) return which === 'start' ? 'Enter the start time, like 10:00.' : 'Enter the end time, like 11:00.';
  if (DATE.test(date) && !londonInstant(date, time)) return 'That time does not exist in the UK on this date (the clocks go forward an hour). Choose another time.';
  return null;
}

/**
 * Pure: the form read as SessionFields, or the problems by field. `bookedCount`: bookings held
 * now (capacity cannot go below); `cancelled` is kept from the stored session.
 */
export function readSessionForm(
  values: SessionFormValues,
  bookedCount: number,
  cancelled = false,
): { ok: true; fields: SessionFields } | { ok: false; errors: SessionFormErrors } {
  const errors: SessionFormErrors = {};
  if (!DATE.test(values.date) || !londonInstant(values.date, '12:00')) errors.date = 'Enter the date of the session.';
  const startProblem = timeProblem(values.date, values.startTime, 'start');
  const endProblem = timeProblem(values.date, values.endTime, 'end');
  if (startProblem) errors.startTime = startProblem;
  if (endProblem) errors.endTime = endProblem;
  const capacity = /^\d+$/.test(values.capacity.trim()) ? Number(values.capacity.trim()) : NaN;
  const pricePence = values.priced ? parsePounds(values.price) : null;
  if (values.priced && pricePence === null) errors.price = 'Enter the price in pounds, like 25 or 25.50.';

  const fields: SessionFields = {
    title: values.title.trim(),
    description: values.description.trim(),
    kind: values.kind,
    startsAt: londonInstant(values.date, values.startTime),
    endsAt: londonInstant(values.date, values.endTime),
    location: values.locationKind === 'online' ? { kind: 'online', url: values.url.trim() } : { kind: 'place', place: values.place.trim() },
    capacity,
    audience: values.audience,
    published: values.published,
    pricePence,
    cancelled,
  };
  const problems = sessionProblems(fields, bookedCount);
  if (problems.title) errors.title = problems.title;
  if (problems.description) errors.description = problems.description;
  if (problems.startsAt && !errors.date && !errors.startTime) errors.startTime = problems.startsAt;
  if (problems.endsAt && !errors.date && !errors.startTime && !errors.endTime) errors.endTime = problems.endsAt;
  if (problems.location) errors[values.locationKind === 'online' ? 'url' : 'place'] = problems.location;
  if (problems.capacity) errors.capacity = problems.capacity;
  if (problems.pricePence && !errors.price) errors.price = problems.pricePence;
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, fields };
}

/** The form's fields in page order: focus goes to the first with a problem. */
export const FORM_ORDER: readonly SessionFormField[] = ['title', 'kind', 'date', 'startTime', 'endTime', 'locationKind', 'url', 'place', 'capacity', 'audience', 'price', 'description'];
