/** Reviews feature: administrators read members' responses and scores over time. */
export { FormResponsesPage, MemberPage } from './components/ReviewPages';
/** `/admin`: the triage queue of open flags, the latest submissions, members still onboarding. */
export { AdminHomePage } from './components/triage/TriagePage';
