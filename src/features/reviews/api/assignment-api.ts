import { fromData } from '../../../data';

/** The assignments area's door to the data layer: a member's assignments, their drafts, the forms to assign, recurring assignments. */
export {
  type Assignment,
  type MemberAssignments,
  type NewAssignment,
  type FormSummary,
  type RecurringAssignment,
  type NewRecurringAssignment,
} from '../../../data';

export const listMemberAssignments = fromData('assignments', 'listMemberAssignments');
export const createAssignment = fromData('assignments', 'createAssignment');
export const cancelAssignment = fromData('assignments', 'cancelAssignment');
export const listForms = fromData('forms', 'listForms');
export const listRecurringAssignments = fromData('recurring-assignments', 'listRecurringAssignments');
export const createRecurringAssignment = fromData('recurring-assignments', 'createRecurringAssignment');
export const stopRecurringAssignment = fromData('recurring-assignments', 'stopRecurringAssignment');
