/** Reviews feature: administrators read members' responses and scores over time. */
export { AdminFormsPage, FormResponsesPage, MemberPage } from './components/ReviewPages';
