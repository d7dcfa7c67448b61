/** The dashboard's door to the data layer. */
export { useSession, hasFinishedOnboarding, listPublishedForms, type FormSummary } from '../../../data';
/** The member's own assignments, and which of their forms they have started. */
export { listMemberAssignments, type Assignment } from '../../../data';
/** Health-data consent on the dashboard: the record in the session's profile, and its withdrawal. */
export { refreshProfile, withdrawHealthDataConsent, giveHealthDataConsent, type MemberProfile } from '../../../data';
