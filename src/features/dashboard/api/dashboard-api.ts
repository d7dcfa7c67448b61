/** The dashboard's door to the data layer. */
export { useSession, hasFinishedOnboarding } from '../../../data';
