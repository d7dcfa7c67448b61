/** Members feature: administrators' members list and each member's record (profile, orders, role, access log, data requests, erasure). */
/** `/admin/members`: every member, searchable and filtered, each opening their record. */
export { AdminMembersPage } from './components/list/AdminMembersPage';
/** `/admin/member/:id`: a member's record page, with the reviewers' sections the app gives it. */
export { memberRecordPage, type ReviewSections } from './components/record/MemberPage';
