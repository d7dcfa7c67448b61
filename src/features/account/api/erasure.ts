/** The account feature's door to the erasure: the member deletes their own account. */
export { deleteMyAccount, waitForUser, type ErasureStage } from '../../../data';
