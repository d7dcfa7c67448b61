/** The member record's door to the data layer (administrators only). */
export { loadMemberRecordProfile, recordAccess, listRecentAccess, type MemberRecordProfile, type AccessEntry } from '../../../data';
