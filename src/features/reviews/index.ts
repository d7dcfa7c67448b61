/** Reviews feature: administrators read members' responses and scores over time. */
/** `/admin/form-responses/:id`: every submitted response to a form (filters, sorting, paging with cursors, CSV export, print). */
export { FormResponsesPage } from './components/form-responses/FormResponsesPage';
/** `/admin/member/:id`: a member's record (profile, consent, assignments, scores over time, timeline, notes, recent access). */
export { MemberPage } from './components/member-record/MemberPage';
/** `/admin`: the triage queue of open flags, the latest submissions, members still onboarding. */
export { AdminHomePage } from './components/triage/TriagePage';
/** `/admin/members`: every member, searchable and filtered, each opening their record. */
export { AdminMembersPage } from './components/members/AdminMembersPage';
