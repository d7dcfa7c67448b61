/**
 * The administrators' deliveries page: recent emails and failures through listMailDeliveries (the
 * rules let no client read mail/ itself), and "Send again" through resendMail. Rows carry no
 * subject or body.
 */
import type { ListMailDeliveriesAnswer, ListMailDeliveriesRequest, MailDeliveryFilter, ResendMailAnswer, ResendMailRequest } from '@model';
import { callFunction } from './functions';

/** Administrators: one page of recent deliveries, newest first (`after`: the previous page's `next`). */
export function listMailDeliveries(filter: MailDeliveryFilter, after: string | null): Promise<ListMailDeliveriesAnswer> {
  return callFunction<ListMailDeliveriesRequest, ListMailDeliveriesAnswer>('listMailDeliveries', { filter, after });
}

/** Administrators: send a failed email again now (audited); answers its row afterwards. */
export function resendMail(mailId: string): Promise<ResendMailAnswer> {
  return callFunction<ResendMailRequest, ResendMailAnswer>('resendMail', { mailId });
}
