/** Reviews feature: administrators read members' responses and scores over time. */
export { FormResponsesPage, MemberPage } from './components/ReviewPages';
