/** The checkout pages' door to the data layer: the live order, the test checkout's buttons, a new checkout, the live membership. */
export { useSession, createCheckoutSession, localCheckoutEvent, watchOrder, watchMembership, DataError } from '../../../data';
export { checkoutCancelPath, localCheckoutPath, membershipGivesAccess, paymentSuccessPath, type CreateCheckoutSessionAnswer, type LocalCheckoutEventAnswer, type LocalCheckoutOutcome, type Membership, type OrderDocument } from '@model';
