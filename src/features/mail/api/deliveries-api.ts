import { fromData } from '../../../data';

/** The deliveries page's door to the data layer. */
export { DataError } from '../../../data';

export const listMailDeliveries = fromData('mail-deliveries', 'listMailDeliveries');
export const resendMail = fromData('mail-deliveries', 'resendMail');
