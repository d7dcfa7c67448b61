/** The assignments area's door to the data layer: a member's assignments, their drafts, the forms to assign. */
export {
  listMemberAssignments,
  createAssignment,
  cancelAssignment,
  listForms,
  type Assignment,
  type MemberAssignments,
  type NewAssignment,
  type FormSummary,
} from '../../../data';
