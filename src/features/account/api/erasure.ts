import { fromData } from '../../../data';

/** The account feature's door to the erasure: the member deletes their own account. */
export { waitForUser, type ErasureStage, type SecondFactor } from '../../../data';

export const deleteMyAccount = fromData('erasure', 'deleteMyAccount');
/** After the second factor's code: the erasure itself. */
export const eraseMyAccount = fromData('erasure', 'eraseMyAccount');
/** The second factor's code step of the password check before deleting. */
export const sendSignInCode = fromData('second-factor', 'sendSignInCode');
export const finishSignInWithCode = fromData('second-factor', 'finishSignInWithCode');
