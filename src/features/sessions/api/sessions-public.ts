import { fromData } from '../../../data';

/** The public sessions page's (and the home teaser's) door to the data layer (its lazy entry: Firebase loads on first use). */
export {
  useSignedIn,
  hasSignedInHint,
  DataError,
  type SessionSummary,
  type MyBooking,
} from '../../../data';

export const listUpcomingSessions = fromData('sessions', 'listUpcomingSessions');
export const listMyBookings = fromData('sessions', 'listMyBookings');
export const bookSession = fromData('sessions', 'bookSession');
export const cancelBooking = fromData('sessions', 'cancelBooking');
