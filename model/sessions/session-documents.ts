/**
 * Sessions and bookings as stored, and their readers: shared by the rules, the booking callables,
 * the web app's data layer and the seed. Readers are pure, never throw, and fill what is missing
 * with safe defaults. What an administrator may save and who may book are in session-rules.ts, the
 * callables' payloads in booking-callables.ts, the words in session-words.ts.
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
 * Europe/London wall-clock times (`londonInstant`, `londonWallClock` in model/uk-time).
 */
import { asData, count, oneOf, text, timeOrNull } from '@engine';
import type { ContentAudience } from '../content/course-documents.ts';
import { CONTENT_AUDIENCES } from '../content/course-documents.ts';

export const SESSION_KINDS = ['group', 'workshop', 'one-to-one'] as const;
/** A group class, a workshop or a 1:1 slot. */
export type SessionKind = (typeof SESSION_KINDS)[number];

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
