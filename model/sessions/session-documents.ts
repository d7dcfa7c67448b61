/**
 * Sessions and bookings, shared by the rules, the booking callables, the web
 * app's data layer and the seed. Parsers are pure, never throw, and fill what is missing with safe
 * defaults.
 *
 * Stored shapes (timestamps typed by the caller):
 * - sessions/{sessionId}: SessionDocument. Administrators write it (the rules check the fields and
 *   that `bookedCount` never moves: only the callables change it). Published sessions whose
 *   audience is 'public' are for everyone, other published ones for signed-in readers; a member
 *   with a booking reads the session whatever its state (a cancelled or unpublished one included).
 * - sessions/{sessionId}/bookings/{uid}: BookingDocument, written only by `bookSession` (create,
 *   and bookedCount + 1 in the same transaction) and `cancelBooking` (delete, and - 1). The
 *   member reads their own; administrators read every one (the attendee list).
 *
 * Times are instants (UTC); the practice is in the UK, so the app enters and shows them as
 * Europe/London wall-clock times (`londonInstant`, `londonWallClock`, `formatSessionWhen`).
 */
import { asData, count, oneOf, text, timeOrNull } from '@engine';
import type { ContentAudience } from '../content/course-documents.ts';
import { CONTENT_AUDIENCES } from '../content/course-documents.ts';
import type { Parsed } from '../forms/form-callables.ts';

export const SESSION_KINDS = ['group', 'workshop', 'one-to-one'] as const;
/** A group class, a workshop or a 1:1 slot. */
export type SessionKind = (typeof SESSION_KINDS)[number];

/** The kinds in words, as lists and forms show them. */
export const SESSION_KIND_WORDS: Readonly<Record<SessionKind, string>> = {
  group: 'Group class',
  workshop: 'Workshop',
  'one-to-one': '1:1 session',
};

/** Bounds the rules, the form and the parsers share. */
export const SESSION_LIMITS = {
  title: 120,
  description: 5_000,
  place: 200,
  url: 2_048,
  capacity: 500,
  /** £10 000 in pence (as COURSE_LIMITS.pricePence) */
  pricePence: 1_000_000,
  /** the longest session: a day-long workshop */
  durationMinutes: 12 * 60,
} as const;

/**
 * Online or at a place (an address, a room). An online session's https meeting link is stored
 * apart (sessionLinkPath) and read only by administrators and booked members: on the stored
 * session it is `{kind: 'online'}`, and `url` is '' until the data layer fills it from the link.
 */
export type SessionLocation = { kind: 'online'; url: string } | { kind: 'place'; place: string };

export interface SessionDocument<Time> {
  title: string;
  /** plain text (line breaks kept) */
  description: string;
  kind: SessionKind;
  startsAt: Time | null;
  endsAt: Time | null;
  location: SessionLocation;
  /** seats in all; a 1:1 slot has 1 */
  capacity: number;
  /** bookings held now: written only by the booking callables (and the seed) */
  bookedCount: number;
  audience: ContentAudience;
  published: boolean;
  /** null: included (no charge); otherwise paid at the session (no online checkout) */
  pricePence: number | null;
  /** the practice called it off: shown as cancelled, no new bookings */
  cancelled: boolean;
  createdAt: Time | null;
  updatedAt: Time | null;
  updatedBy: string | null;
}

/** The fields an administrator edits (the form's output; the stamps and bookedCount are not theirs). */
export type SessionFields = Omit<SessionDocument<Date>, 'bookedCount' | 'createdAt' | 'updatedAt' | 'updatedBy'>;

/** sessions/{sessionId}/bookings/{uid}: one member's seat. */
export interface BookingDocument<Time> {
  uid: string;
  /** the member's name and email when they booked (the attendee list) */
  displayName: string;
  email: string;
  sessionId: string;
  bookedAt: Time | null;
}

// ---- readers ----

/** Pure: an https link of at most SESSION_LIMITS.url characters. */
export function isSessionLink(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > SESSION_LIMITS.url || !/^https:\/\/[^\s/]+\.[^\s]*$/i.test(value)) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

function readLocation(value: unknown): SessionLocation {
  const data = asData(value);
  if (data.kind === 'online') return { kind: 'online', url: isSessionLink(data.url) ? data.url : '' };
  if (data.kind === 'place') return { kind: 'place', place: text(data.place, SESSION_LIMITS.place) };
  // older seeds kept a plain string ("Online", a room)
  if (typeof value === 'string') return { kind: 'place', place: value.slice(0, SESSION_LIMITS.place) };
  return { kind: 'place', place: '' };
}

/**
 * Path of sessions/{sessionId}/private/link: an online session's meeting link, `{url}`. Apart from
 * the session (which any signed-in account may read) so that only administrators and the
 * members holding a seat read it (firestore.rules).
 */
export const sessionLinkPath = (sessionId: string): string => `sessions/${sessionId}/private/link`;

/** Pure: the meeting link stored at sessionLinkPath ('' when none, or not an https link). */
export const readSessionLink = (input: unknown): string => {
  const url = asData(input).url;
  return isSessionLink(url) ? url : '';
};

/** Pure: a session's location as stored on the session: an online one without its link. */
export const storedSessionLocation = (location: SessionLocation): { kind: 'online' } | { kind: 'place'; place: string } =>
  location.kind === 'online' ? { kind: 'online' } : { kind: 'place', place: location.place.trim() };

/** A stored session as the app reads it. */
export function readSession<Time>(sessionId: string, input: unknown): SessionDocument<Time> {
  const data = asData(input);
  const price = data.pricePence;
  return {
    title: text(data.title, SESSION_LIMITS.title) || sessionId,
    description: text(data.description, SESSION_LIMITS.description),
    kind: oneOf(data.kind, SESSION_KINDS, 'group'),
    startsAt: timeOrNull<Time>(data.startsAt),
    endsAt: timeOrNull<Time>(data.endsAt),
    location: readLocation(data.location),
    capacity: count(data.capacity, SESSION_LIMITS.capacity),
    bookedCount: count(data.bookedCount, SESSION_LIMITS.capacity),
    audience: oneOf(data.audience, CONTENT_AUDIENCES, 'members'),
    published: data.published === true,
    pricePence: typeof price === 'number' && price > 0 ? count(price, SESSION_LIMITS.pricePence) : null,
    cancelled: data.cancelled === true,
    createdAt: timeOrNull<Time>(data.createdAt),
    updatedAt: timeOrNull<Time>(data.updatedAt),
    updatedBy: typeof data.updatedBy === 'string' ? data.updatedBy : null,
  };
}

/** A stored booking as the app reads it; `sessionId` falls back to the parent session's id. */
export function readBooking<Time>(uid: string, sessionId: string, input: unknown): BookingDocument<Time> {
  const data = asData(input);
  return {
    uid: typeof data.uid === 'string' ? data.uid : uid,
    displayName: text(data.displayName, 120),
    email: text(data.email, 320),
    sessionId: typeof data.sessionId === 'string' ? data.sessionId : sessionId,
    bookedAt: timeOrNull<Time>(data.bookedAt),
  };
}

/** Pure: seats still free (never below 0). */
export const seatsLeft = (session: Pick<SessionDocument<unknown>, 'capacity' | 'bookedCount'>): number =>
  Math.max(0, session.capacity - session.bookedCount);

// ---- what an administrator may save ----

export type SessionField = 'title' | 'description' | 'startsAt' | 'endsAt' | 'location' | 'capacity' | 'pricePence';

/**
 * Pure: what is wrong with these fields, by field (empty: nothing). `bookedCount` is the bookings
 * held now (0 for a new session): capacity cannot go below it.
 */
export function sessionProblems(fields: SessionFields, bookedCount: number): Partial<Record<SessionField, string>> {
  const problems: Partial<Record<SessionField, string>> = {};
  const title = fields.title.trim();
  if (!title) problems.title = 'Give the session a title.';
  else if (title.length > SESSION_LIMITS.title) problems.title = `Keep the title to ${SESSION_LIMITS.title} characters.`;
  if (fields.description.length > SESSION_LIMITS.description) problems.description = `Keep the description to ${SESSION_LIMITS.description} characters.`;
  const start = fields.startsAt?.getTime();
  const end = fields.endsAt?.getTime();
  if (start === undefined || Number.isNaN(start)) problems.startsAt = 'Enter the date and start time.';
  if (end === undefined || Number.isNaN(end)) problems.endsAt = 'Enter the end time.';
  else if (start !== undefined && !Number.isNaN(start)) {
    if (end <= start) problems.endsAt = 'The session must end after it starts.';
    else if (end - start > SESSION_LIMITS.durationMinutes * 60_000) problems.endsAt = `A session can last up to ${SESSION_LIMITS.durationMinutes / 60} hours.`;
  }
  if (fields.location.kind === 'online' && !isSessionLink(fields.location.url)) problems.location = 'Enter the meeting link, starting https://';
  if (fields.location.kind === 'place' && !fields.location.place.trim()) problems.location = 'Say where the session takes place.';
  if (fields.location.kind === 'place' && fields.location.place.length > SESSION_LIMITS.place) problems.location = `Keep the place to ${SESSION_LIMITS.place} characters.`;
  if (!Number.isInteger(fields.capacity) || fields.capacity < 1 || fields.capacity > SESSION_LIMITS.capacity) {
    problems.capacity = `Capacity is a whole number from 1 to ${SESSION_LIMITS.capacity}.`;
  } else if (fields.capacity < bookedCount) {
    problems.capacity = `${bookedCount} ${bookedCount === 1 ? 'person has' : 'people have'} booked: capacity cannot be less than that.`;
  } else if (fields.kind === 'one-to-one' && fields.capacity !== 1) {
    problems.capacity = 'A 1:1 session has one seat.';
  }
  if (fields.pricePence !== null && (!Number.isInteger(fields.pricePence) || fields.pricePence < 1 || fields.pricePence > SESSION_LIMITS.pricePence)) {
    problems.pricePence = 'Enter a price from £0.01 to £10,000, or choose Included.';
  }
  return problems;
}

// ---- booking ----

/** What the booking callables need to know about the caller and the moment. */
export interface BookingContext {
  now: Date;
  /** administrator, or a membership that gives access (shop-documents `membershipGivesAccess`) */
  hasMembershipAccess: boolean;
  alreadyBooked: boolean;
}

/**
 * Pure: why this member cannot book this session now, in their words, or null. `session` is null
 * when there is no such session.
 */
export function bookingRefusal(
  session: Pick<SessionDocument<Date>, 'published' | 'cancelled' | 'startsAt' | 'capacity' | 'bookedCount' | 'audience'> | null,
  context: BookingContext,
): string | null {
  if (!session || !session.published) return 'This session is not available.';
  if (session.cancelled) return 'This session has been cancelled.';
  if (!session.startsAt || session.startsAt.getTime() <= context.now.getTime()) return 'This session has already started, so it can no longer be booked.';
  if (context.alreadyBooked) return 'You have already booked this session.';
  if (session.audience === 'members' && !context.hasMembershipAccess) return 'This session is for members. Join to book it.';
  if (seatsLeft(session) === 0) return 'This session is full.';
  return null;
}

/** Pure: why this booking cannot be cancelled now, or null (no booking at all is not a refusal: nothing to do). */
export function cancellationRefusal(session: Pick<SessionDocument<Date>, 'startsAt'> | null, now: Date): string | null {
  if (session?.startsAt && session.startsAt.getTime() <= now.getTime()) return 'This session has already started, so the booking can no longer be cancelled.';
  return null;
}

// ---- callables ----

const SESSION_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

/** Pure: a session id as routes and documents spell it. */
export const isSessionId = (value: unknown): value is string => typeof value === 'string' && SESSION_ID.test(value);

/** bookSession's request: the session, nothing else. */
export interface BookSessionRequest {
  sessionId: string;
}

export interface BookSessionAnswer {
  sessionId: string;
  /** seats left after this booking */
  seatsLeft: number;
}

/** cancelBooking's request. */
export interface CancelBookingRequest {
  sessionId: string;
}

export interface CancelBookingAnswer {
  sessionId: string;
  /** false: there was no booking to cancel (a second tap, another tab) */
  cancelled: boolean;
}

export function parseBookSessionRequest(payload: unknown): Parsed<BookSessionRequest> {
  const sessionId = asData(payload).sessionId;
  return isSessionId(sessionId) ? { ok: true, value: { sessionId } } : { ok: false, message: 'Say which session to book.' };
}

export function parseCancelBookingRequest(payload: unknown): Parsed<CancelBookingRequest> {
  const sessionId = asData(payload).sessionId;
  return isSessionId(sessionId) ? { ok: true, value: { sessionId } } : { ok: false, message: 'Say which booking to cancel.' };
}

// ---- Europe/London time ----

const LONDON = 'Europe/London';
const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function londonParts(instant: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const parts: Record<string, number> = {};
  for (const part of partsFormat.formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** Pure: London's offset from UTC at this instant, in minutes (0 in winter, 60 in summer). */
export function londonOffsetMinutes(instant: Date): number {
  const p = londonParts(instant);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** Pure: the London wall clock at this instant: date 'YYYY-MM-DD', time 'HH:MM'. */
export function londonWallClock(instant: Date): { date: string; time: string } {
  const p = londonParts(instant);
  return { date: `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}

/**
 * Pure: the instant a London wall-clock date ('YYYY-MM-DD') and time ('HH:MM') name, or null when
 * the input is not a date and time, or the time does not exist in London (the hour the clocks
 * skip on the last Sunday of March). A time that happens twice (the hour repeated on the last
 * Sunday of October) is the first of the two (still British Summer Time).
 */
export function londonInstant(date: string, time: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const [year, month, day, hour, minute] = [Number(d[1]), Number(d[2]), Number(d[3]), Number(t[1]), Number(t[2])];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) return null; // 31 February
  // London is UTC+1 (summer) or UTC+0 (winter): try the earlier instant first.
  for (const offset of [60, 0]) {
    const instant = new Date(wall - offset * 60_000);
    if (londonOffsetMinutes(instant) === offset) return instant;
  }
  return null;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { timeZone: LONDON, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** Pure: "Tuesday 2 February 2027" in London. */
export function formatLondonDay(instant: Date): string {
  // en-GB puts a comma after the weekday in some ICU versions: one house style
  return dayFormat.format(instant).replace(',', '');
}

/** Pure: "Tuesday 2 February 2027, 10:00–11:00 (UK time)" (both days named when it ends on another). */
export function formatSessionWhen(startsAt: Date, endsAt: Date | null): string {
  const start = londonWallClock(startsAt);
  if (!endsAt) return `${formatLondonDay(startsAt)}, ${start.time} (UK time)`;
  const end = londonWallClock(endsAt);
  if (end.date === start.date) return `${formatLondonDay(startsAt)}, ${start.time}–${end.time} (UK time)`;
  return `${formatLondonDay(startsAt)}, ${start.time} – ${formatLondonDay(endsAt)}, ${end.time} (UK time)`;
}

// the calendar file (.ics) of a session, in its own module; part of this contract's surface
