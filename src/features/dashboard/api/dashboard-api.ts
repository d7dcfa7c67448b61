/** The dashboard's door to the data layer. */
export { useSession, hasFinishedOnboarding, listPublishedForms, type FormSummary } from '../../../data';
/** Health-data consent on the dashboard: the record in the session's profile, and its withdrawal. */
export { refreshProfile, withdrawHealthDataConsent, type MemberProfile } from '../../../data';
