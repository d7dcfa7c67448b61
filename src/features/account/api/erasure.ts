import { fromData } from '../../../data';

/** The account feature's door to the erasure: the member deletes their own account. */
export { waitForUser, type ErasureStage } from '../../../data';

export const deleteMyAccount = fromData('erasure', 'deleteMyAccount');
