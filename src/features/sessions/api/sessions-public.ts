/** The public sessions page's (and the home teaser's) door to the data layer (its lazy entry: Firebase loads on first use). */
export {
  listUpcomingSessions,
  listMyBookings,
  bookSession,
  cancelBooking,
  useSignedIn,
  hasSignedInHint,
  DataError,
  type SessionSummary,
  type MyBooking,
} from '../../../data';
