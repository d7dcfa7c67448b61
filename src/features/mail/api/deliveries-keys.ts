import type { MailDeliveryFilter } from '@model';

/** Query keys of the deliveries page, in one place. */
export const mailDeliveryKeys = {
  all: ['mail-deliveries'] as const,
  /** one paged list per filter */
  list: (filter: MailDeliveryFilter) => [...mailDeliveryKeys.all, 'list', filter] as const,
};
