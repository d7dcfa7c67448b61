import { IMMEDIATE_ACCESS, PLAN_INTERVAL, checkoutCancelPath, paymentSuccessPath, type ProductDocument } from '@model';
import type Stripe from 'stripe';

/** A product with the price the server read for it (pence, VAT included). */
export interface PricedProduct {
  productId: string;
  product: ProductDocument;
  /** what the receipt names: the course's or the plan's title */
  title: string;
  amountPence: number;
}

/**
 * Pure: the Stripe Checkout Session for an order. One-off payment for a course, a subscription
 * for a membership; the price inline (`price_data`, VAT-inclusive), so no Stripe price objects
 * need creating; the member's uid as `client_reference_id` and in the metadata the webhook reads.
 * The buyer's request for access at once goes with it: its version in the metadata (Stripe's record
 * of the payment carries it too) and its words above Stripe's Pay button, where the payment is made.
 */
export function checkoutParams(input: {
  priced: PricedProduct;
  uid: string;
  email: string | null;
  orderId: string;
  /** an allowed origin of the app (config.allowedReturnOrigin) */
  origin: string;
  /** the version of the words the buyer ticked (IMMEDIATE_ACCESS) */
  immediateAccess: string;
}): Stripe.Checkout.SessionCreateParams {
  const { priced, uid, email, orderId, origin, immediateAccess } = input;
  const { product } = priced;
  const metadata = { orderId, uid, productId: priced.productId, immediateAccessVersion: immediateAccess };
  const membership = product.kind === 'membership' && product.plan !== null;
  const priceData: Stripe.Checkout.SessionCreateParams.LineItem.PriceData = {
    currency: 'gbp',
    unit_amount: priced.amountPence,
    tax_behavior: 'inclusive',
    product_data: { name: priced.title },
    ...(membership ? { recurring: { interval: PLAN_INTERVAL[product.plan!] } } : {}),
  };
  return {
    mode: membership ? 'subscription' : 'payment',
    line_items: [{ quantity: 1, price_data: priceData }],
    client_reference_id: uid,
    metadata,
    ...(membership ? { subscription_data: { metadata: { uid, productId: priced.productId, plan: product.plan! } } } : { payment_intent_data: { metadata } }),
    ...(email ? { customer_email: email } : {}),
    custom_text: { submit: { message: `You asked for access straight away: “${IMMEDIATE_ACCESS.words[product.kind]}”` } },
    success_url: `${origin}${paymentSuccessPath(orderId)}`,
    cancel_url: `${origin}${checkoutCancelPath(product)}`,
  };
}
