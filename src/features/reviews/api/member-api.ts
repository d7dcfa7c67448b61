import { fromData } from '../../../data';

/** The door to the data layer for a member's responses, notes and flags (administrators only). */
export {
  type PageCursor,
  type ReviewerNote,
} from '../../../data';

export const listMemberResponses = fromData('member-records', 'listMemberResponses');
export const loadMemberResponse = fromData('member-records', 'loadMemberResponse');
export const listMemberNotes = fromData('member-records', 'listMemberNotes');
export const listResponseNotes = fromData('member-records', 'listResponseNotes');
export const addMemberNote = fromData('member-records', 'addMemberNote');
export const addResponseNote = fromData('member-records', 'addResponseNote');
export const loadResponseFlags = fromData('member-records', 'loadResponseFlags');
export const loadFormVersion = fromData('forms', 'loadFormVersion');
