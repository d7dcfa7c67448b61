/** The door to the data layer for a member's responses, notes and flags (administrators only). */
export {
  listMemberResponses,
  loadMemberResponse,
  listMemberNotes,
  listResponseNotes,
  addMemberNote,
  addResponseNote,
  loadResponseFlags,
  loadFormVersion,
  type PageCursor,
  type ReviewerNote,
} from '../../../data';
