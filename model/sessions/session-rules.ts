/**
 * The rules of sessions and bookings, pure: what an administrator may save, who may book a
 * session now and when a booking can no longer be cancelled. The booking callables and the
 * session form ask these; the Firestore rules keep the same limits.
 */
import { isSessionLink, seatsLeft, SESSION_LIMITS, type SessionDocument, type SessionFields } from './session-documents.ts';

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
