import { fromData } from '../../../data';

/** The members feature's door to the data layer (administrators only): the list, a member's record, role, orders, export and erasure. */
export { useSignedIn, DataError, type MemberRecordProfile, type AccessEntry, type MemberListRow, type MembersCursor, type MembersPage, type AdminOrder } from '../../../data';

export const listMembers = fromData('members-admin', 'listMembers');
export const loadMemberRecordProfile = fromData('member-records', 'loadMemberRecordProfile');
export const recordAccess = fromData('member-records', 'recordAccess');
export const listRecentAccess = fromData('member-records', 'listRecentAccess');
export const loadMemberRole = fromData('members-admin', 'loadMemberRole');
export const setAdministrator = fromData('members-admin', 'setAdministrator');
export const removeSecondFactor = fromData('members-admin', 'removeSecondFactor');
export const listMemberOrders = fromData('orders-admin', 'listMemberOrders');
/** Everything held about a member (exportMyData with `memberId`). */
export const exportMyData = fromData('my-data', 'exportMyData');
export const eraseMember = fromData('erasure', 'eraseMember');
