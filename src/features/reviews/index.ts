/** Reviews feature: administrators triage flags, read members' responses, scores over time, notes and assignments. */
import { useMemberTimeline } from './api/member-timeline';
import { MemberReviews } from './components/member-timeline/MemberReviews';

/** `/admin/form-responses/:id`: every submitted response to a form (filters, sorting, paging with cursors, CSV export, print). */
export { FormResponsesPage } from './components/form-responses/FormResponsesPage';
/** `/admin`: the triage queue of open flags, the latest submissions, members still onboarding. */
export { AdminHomePage } from './components/triage/TriagePage';
/** A member record's reviewers' sections (assigned forms, scores over time, the timeline of responses and notes); their reads start with the record's own. */
export const memberReviews = { useReads: useMemberTimeline, Sections: MemberReviews };
