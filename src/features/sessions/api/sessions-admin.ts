/** The administrators' sessions page's door to the data layer. */
export {
  listAllSessions,
  createSession,
  updateSession,
  setSessionPublished,
  setSessionCancelled,
  listAttendees,
  DataError,
  type SessionSummary,
  type Attendee,
} from '../../../data';
