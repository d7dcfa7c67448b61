/** The auth feature's door to the data layer, loaded on demand so public pages stay Firebase-free. */
export const loadData = () => import('../../../data');
export type { AuthUser, MemberProfile } from '../../../data';
