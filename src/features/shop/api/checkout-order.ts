import { useMutation } from '@tanstack/react-query';
import {
  createCheckoutSession,
  localCheckoutEvent,
  watchMembership,
  watchOrder,
  type CreateCheckoutSessionAnswer,
  type DataError,
  type LocalCheckoutEventAnswer,
  type LocalCheckoutOutcome,
  type Membership,
  type OrderDocument,
} from './checkout-api';
import { useLive } from './checkout-live';

export type Order = OrderDocument<Date> & { id: string };

/** Live: an order of the signed-in member (null: no such order). Another member's order is refused by the rules: an error. */
export function useOrder(orderId: string | null) {
  return useLive<Order | null>(orderId, (onChange, onError) => watchOrder(orderId!, onChange, onError));
}

/** Live: the member's membership (status 'none' when they have never had one). */
export function useMembership(uid: string | null) {
  return useLive<Membership<Date>>(uid, (onChange, onError) => watchMembership(uid!, onChange, onError));
}

/** Pressing Pay, Fail or Cancel on the local test checkout: the server posts the signed event(s) to the webhook. */
export function useLocalCheckoutEvent() {
  return useMutation<LocalCheckoutEventAnswer, DataError, { orderId: string; outcome: LocalCheckoutOutcome }>({
    mutationFn: ({ orderId, outcome }) => localCheckoutEvent(orderId, outcome),
  });
}

/** A new checkout for a product (the server sets the price and creates a new order), once the buyer asked for access at once (`immediateAccess`: the words' version). */
export function useStartCheckout() {
  return useMutation<CreateCheckoutSessionAnswer, DataError, { productId: string; immediateAccess: string }>({
    mutationFn: ({ productId, immediateAccess }) => createCheckoutSession(productId, immediateAccess),
  });
}


/**
 * Pure: the path inside this app that `next` (the callable's answer: a path or an absolute URL
 * built from our origin) leads to, or `fallback` when it points anywhere else.
 */
export function appPath(next: string | null, origin: string, fallback: string): string {
  if (!next) return fallback;
  try {
    const url = new URL(next, origin);
    if (url.origin !== origin || !url.pathname.startsWith('/') || url.pathname.startsWith('//')) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

export { checkoutDestination } from '@model';
