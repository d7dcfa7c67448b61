import { fromData } from '../../../data';

/** The administrators' sessions page's door to the data layer. */
export {
  DataError,
  type SessionSummary,
  type Attendee,
} from '../../../data';

export const listAllSessions = fromData('session-admin', 'listAllSessions');
export const createSession = fromData('session-admin', 'createSession');
export const updateSession = fromData('session-admin', 'updateSession');
export const setSessionPublished = fromData('session-admin', 'setSessionPublished');
export const setSessionCancelled = fromData('session-admin', 'setSessionCancelled');
export const listAttendees = fromData('session-admin', 'listAttendees');
