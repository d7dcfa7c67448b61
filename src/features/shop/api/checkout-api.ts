import { fromData, watchFromData } from '../../../data';

/** The checkout pages' door to the data layer: the live order, the test checkout's buttons, a new checkout, the live membership. */
export { useSignedIn, DataError } from '../../../data';
export { checkoutCancelPath, localCheckoutPath, membershipGivesAccess, paymentSuccessPath, type CreateCheckoutSessionAnswer, type LocalCheckoutEventAnswer, type LocalCheckoutOutcome, type Membership, type OrderDocument } from '@model';

export const createCheckoutSession = fromData('shop', 'createCheckoutSession');
export const localCheckoutEvent = fromData('shop', 'localCheckoutEvent');
export const watchOrder = watchFromData('shop-watch', 'watchOrder');
export const watchMembership = watchFromData('shop-watch', 'watchMembership');
