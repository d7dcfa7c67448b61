import { fromData } from '../../../data';

/** The dashboard's door to the data layer. */
export { useSignedIn, hasFinishedOnboarding, refreshProfile, type FormSummary, type Assignment, type MemberProfile } from '../../../data';

export const listPublishedForms = fromData('form-list', 'listPublishedForms');
/** The member's own assignments, and which of their forms they have started. */
export const listMemberAssignments = fromData('assignments', 'listMemberAssignments');
/** Health-data consent on the dashboard: the record in the signed-in member's profile, and its withdrawal. */
export const withdrawHealthDataConsent = fromData('users', 'withdrawHealthDataConsent');
export const giveHealthDataConsent = fromData('users', 'giveHealthDataConsent');
/** The member's bookings and the next published sessions. */
export const listMyBookings = fromData('sessions', 'listMyBookings');
export const listUpcomingSessions = fromData('sessions', 'listUpcomingSessions');
/** The outbox: assessments finished on this device and not yet (or just) sent. */
export const listOutbox = fromData('outbox', 'listOutbox');
export const watchOutbox = fromData('outbox', 'watchOutbox');
export const sendOutbox = fromData('outbox', 'sendOutbox');
export const retryOutboxItem = fromData('outbox', 'retryOutboxItem');
export const removeFromOutbox = fromData('outbox', 'removeFromOutbox');
export const takeOutboxNotice = fromData('outbox', 'takeOutboxNotice');
