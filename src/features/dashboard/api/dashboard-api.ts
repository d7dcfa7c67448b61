/** The dashboard's door to the data layer. */
export { useSession, hasFinishedOnboarding, listPublishedForms, type FormSummary } from '../../../data';
