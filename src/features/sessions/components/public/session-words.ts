/**
 * Pure helpers of the sessions pages: a session's time, place, price and seats in words, and what
 * a reader can do with it. The booking callables decide; these only label.
 */
import { formatSessionWhen, type ResourceReader, seatsLeft, type SessionDocument } from '@model';
import { formatPence } from '../../../../lib';

type Session = Pick<SessionDocument<Date>, 'startsAt' | 'endsAt' | 'location' | 'pricePence' | 'audience' | 'capacity' | 'bookedCount' | 'cancelled'>;

/** "Tuesday 2 February 2027, 10:00–11:00 (UK time)", or a plain word while the time is missing. */
export const whenText = (s: Pick<Session, 'startsAt' | 'endsAt'>): string => (s.startsAt ? formatSessionWhen(s.startsAt, s.endsAt) : 'Time to be confirmed');

/** "Online" or the place. */
export const whereText = (s: Pick<Session, 'location'>): string => (s.location.kind === 'online' ? 'Online' : s.location.place || 'Place to be confirmed');

/** "£25.00, pay at the session", "Included with membership" (members-only) or "No charge". */
export function priceText(s: Pick<Session, 'pricePence' | 'audience'>): string {
  if (s.pricePence !== null) return `${formatPence(s.pricePence)}, pay at the session`;
  return s.audience === 'members' ? 'Included with membership' : 'No charge';
}

/** "3 of 12 places left", "1 place left", "Full". */
export function seatsText(s: Pick<Session, 'capacity' | 'bookedCount'>): string {
  const left = seatsLeft(s);
  if (left === 0) return 'Full';
  if (left === 1) return '1 place left';
  return `${left} of ${s.capacity} places left`;
}

/** What the card offers this reader. */
export type SessionAction = 'wait' | 'sign-in' | 'join' | 'booked' | 'cancelled' | 'full' | 'book';

export function sessionAction(s: Pick<Session, 'audience' | 'capacity' | 'bookedCount' | 'cancelled'>, reader: ResourceReader, booked: boolean): SessionAction {
  if (booked) return 'booked';
  if (s.cancelled) return 'cancelled';
  if (reader === 'unknown') return 'wait';
  if (reader === 'visitor') return 'sign-in';
  if (s.audience === 'members' && reader === 'member') return 'join';
  if (seatsLeft(s) === 0) return 'full';
  return 'book';
}
