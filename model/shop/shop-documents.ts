/**
 * The shop, memberships and payments, shared by the rules, the functions, the web app's
 * data layer and the seed. Parsers are pure, never throw, and fill what is missing with safe
 * defaults (a document written by an older build still reads).
 *
 * Stored shapes (timestamps typed by the caller):
 * - products/{productId}: ProductDocument. Administrators write it; everyone reads it. A course
 *   product names its course and carries NO price: the course's `pricePence` (set in the course
 *   builder) is the one price of a course, read by the server at checkout. A membership product
 *   carries its own `pricePence` per `plan` period. Prices are in pence, VAT included (UK consumers
 *   see what they pay).
 * - orders/{orderId}: OrderDocument. Written only by functions: `createCheckoutSession` creates it
 *   'pending' with the server's price; `stripeWebhook` alone moves it on (paid, failed,
 *   cancelled). The success page only reads it.
 * - users/{uid}.membership: Membership. Written only by `stripeWebhook` (and the seed). The rules
 *   and the app decide access with `membershipGivesAccess` (the rules spell the same test).
 * - stripeEvents/{eventId}: the webhook's ledger (StripeEventRecord). An event id found here was
 *   applied already: a replay or a duplicate changes nothing.
 */
import type { Parsed } from '../forms/form-callables.ts';
import { asData, count, oneOf, oneOfOrNull, stringOrNull, text, timeOrNull } from '@engine';

/** What an order keeps of the buyer's request for access at once: the words they agreed to, and their version. */
export interface ImmediateAccessRecord {
  version: string;
  words: string;
}

export const PRODUCT_KINDS = ['course', 'membership'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const MEMBERSHIP_PLANS = ['monthly', 'annual'] as const;
export type MembershipPlan = (typeof MEMBERSHIP_PLANS)[number];

/** Stripe's recurring interval of each plan. */
export const PLAN_INTERVAL: Readonly<Record<MembershipPlan, 'month' | 'year'>> = { monthly: 'month', annual: 'year' };

export const SHOP_LIMITS = {
  title: 120,
  summary: 300,
  includes: 12,
  includeText: 160,
  /** £10 000 in pence (as COURSE_LIMITS.pricePence) */
  pricePence: 1_000_000,
  /** Stripe refuses a charge under 30p in GBP */
  minimumChargePence: 30,
} as const;

export interface ProductDocument {
  title: string;
  summary: string;
  /** plain lines: what the buyer gets ("All 4 chapters, yours to keep", "Cancel any time") */
  includes: string[];
  kind: ProductKind;
  /** kind 'course': the course sold (its price is the course's pricePence) */
  courseId: string | null;
  /** kind 'membership' */
  plan: MembershipPlan | null;
  /** kind 'membership': price per period in pence, VAT included; 0 for a course (see the header) */
  pricePence: number;
  /** false: kept for past orders, no longer sold */
  active: boolean;
  /** shop order, ascending */
  order: number;
}

export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const;
/** pending until the webhook says otherwise; never 'paid' from the browser */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderDocument<Time> {
  uid: string;
  productId: string;
  /** the product's title when bought (products may be renamed later) */
  productTitle: string;
  kind: ProductKind;
  courseId: string | null;
  plan: MembershipPlan | null;
  /** what the server charged, in pence, VAT included */
  amountPence: number;
  currency: 'gbp';
  /** 'payment' for a course, 'subscription' for a membership */
  mode: 'payment' | 'subscription';
  status: OrderStatus;
  /** true: the local test checkout (no Stripe keys), never real money */
  testMode: boolean;
  /** Stripe Checkout Session id (cs_...), or the local one (cs_local_...) */
  checkoutSessionId: string | null;
  /** the subscription a membership order started (sub_...) */
  subscriptionId: string | null;
  /** plain words for the member when status is failed/cancelled */
  failureReason: string | null;
  /** the buyer's request for access at once, in the words they agreed to (null: an order from before it was asked) */
  immediateAccess: ImmediateAccessRecord | null;
  createdAt: Time | null;
  updatedAt: Time | null;
  paidAt: Time | null;
}

export const MEMBERSHIP_STATUSES = ['none', 'active', 'past_due', 'cancelled', 'lapsed'] as const;
/**
 * - active: paid up to `renewsAt`
 * - past_due: a renewal payment failed; Stripe is retrying; access kept meanwhile
 * - cancelled: the subscription ended (Stripe's `customer.subscription.deleted`)
 * - lapsed: Stripe gave up collecting (unpaid / incomplete_expired)
 */
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export interface Membership<Time> {
  plan: MembershipPlan | null;
  status: MembershipStatus;
  /** end of the paid period (Stripe's current_period_end) */
  renewsAt: Time | null;
  /** the member asked to stop at the end of this period */
  cancelAtPeriodEnd: boolean;
  subscriptionId: string | null;
  productId: string | null;
  /** Stripe `event.created` (seconds) of the last event applied: older events are ignored */
  eventCreated: number;
  updatedAt: Time | null;
}

/**
 * Hours of access kept after `renewsAt` while the status is still active/past_due: the renewal's
 * webhook can arrive late (Stripe retries for days when our endpoint is down). An ended
 * membership (cancelled, lapsed) loses access at once. The rules use the same number.
 */
export const MEMBERSHIP_GRACE_HOURS = 24;

/** Whether this membership opens members-only content at `now` (administrators always have access). */
export function membershipGivesAccess(membership: Pick<Membership<Date>, 'status' | 'renewsAt'> | null | undefined, now: Date): boolean {
  if (!membership || (membership.status !== 'active' && membership.status !== 'past_due')) return false;
  if (!membership.renewsAt) return false;
  return now.getTime() < membership.renewsAt.getTime() + MEMBERSHIP_GRACE_HOURS * 3_600_000;
}

export interface StripeEventRecord<Time> {
  type: string;
  /** Stripe's event.created (seconds) */
  created: number;
  receivedAt: Time | null;
  /** what the event did, for the audit trail: 'order paid', 'ignored: unknown order', ... */
  outcome: string;
  orderId: string | null;
  uid: string | null;
}

// ---- callables ----

export interface CreateCheckoutSessionAnswer {
  orderId: string;
  /** Stripe Checkout's https URL, or in local test mode the app's own path `/checkout/test/{orderId}` */
  url: string;
  testMode: boolean;
}

export const LOCAL_CHECKOUT_OUTCOMES = ['pay', 'fail', 'cancel'] as const;
export type LocalCheckoutOutcome = (typeof LOCAL_CHECKOUT_OUTCOMES)[number];

/** localCheckoutEvent's request (test mode only): what the buyer pressed on the local checkout page. */
export interface LocalCheckoutEventRequest {
  orderId: string;
  outcome: LocalCheckoutOutcome;
}

export interface LocalCheckoutEventAnswer {
  /** where the app goes next: the success URL (pay) or the cancel URL (cancel); null for fail (stay) */
  next: string | null;
  /** the order's status after the webhook answered */
  status: OrderStatus;
}

/** The app's local checkout page for an order (test mode). */
export const localCheckoutPath = (orderId: string): string => `/checkout/test/${orderId}`;

/**
 * Where a checkout answer leads: in test mode the app's own page (a path for the router), else
 * Stripe's https page (a full page load). Only these two: the answer never names another path.
 * (The shop's Buy and the course page's Buy both follow it.)
 */
export function checkoutDestination(answer: CreateCheckoutSessionAnswer): { path: string } | { href: string } {
  return answer.testMode ? { path: localCheckoutPath(answer.orderId) } : { href: answer.url };
}
/** Where Checkout returns after paying: the page that waits for the webhook's word. */
export const paymentSuccessPath = (orderId: string): string => `/payment-success?order=${orderId}`;
/** Where Checkout returns when the buyer cancels: back to what they were buying. */
export function checkoutCancelPath(product: Pick<ProductDocument, 'kind' | 'courseId'>): string {
  return product.kind === 'course' && product.courseId ? `/courses/${product.courseId}?checkout=cancelled` : '/membership?checkout=cancelled';
}

// ---- readers ----

/** A stored product (older seeds wrote `priceGBP` in pence: read as pricePence). */
export function readProduct(productId: string, input: unknown): ProductDocument {
  const data = asData(input);
  const kind = oneOf(data.kind, PRODUCT_KINDS, 'course');
  const includes = Array.isArray(data.includes)
    ? data.includes.filter((line): line is string => typeof line === 'string' && line.length > 0).slice(0, SHOP_LIMITS.includes).map((line) => line.slice(0, SHOP_LIMITS.includeText))
    : [];
  return {
    title: text(data.title, SHOP_LIMITS.title) || productId,
    summary: text(data.summary, SHOP_LIMITS.summary),
    includes,
    kind,
    courseId: kind === 'course' ? stringOrNull(data.courseId) : null,
    plan: kind === 'membership' ? oneOfOrNull(data.plan, MEMBERSHIP_PLANS) : null,
    pricePence: kind === 'membership' ? count(data.pricePence ?? data.priceGBP, SHOP_LIMITS.pricePence) : 0,
    active: data.active !== false,
    order: typeof data.order === 'number' && Number.isFinite(data.order) ? data.order : 0,
  };
}

function readImmediateAccess(input: unknown): ImmediateAccessRecord | null {
  const data = asData(input);
  return typeof data.version === 'string' && typeof data.words === 'string' ? { version: data.version, words: data.words } : null;
}

export function readOrder<Time>(input: unknown): OrderDocument<Time> {
  const data = asData(input);
  const kind = oneOf(data.kind, PRODUCT_KINDS, 'course');
  return {
    uid: text(data.uid, 128),
    productId: text(data.productId, 128),
    productTitle: text(data.productTitle, SHOP_LIMITS.title),
    kind,
    courseId: stringOrNull(data.courseId),
    plan: oneOfOrNull(data.plan, MEMBERSHIP_PLANS),
    amountPence: count(data.amountPence, SHOP_LIMITS.pricePence),
    currency: 'gbp',
    mode: data.mode === 'subscription' ? 'subscription' : 'payment',
    status: oneOf(data.status, ORDER_STATUSES, 'pending'),
    testMode: data.testMode === true,
    checkoutSessionId: stringOrNull(data.checkoutSessionId),
    subscriptionId: stringOrNull(data.subscriptionId),
    failureReason: stringOrNull(data.failureReason),
    immediateAccess: readImmediateAccess(data.immediateAccess),
    createdAt: timeOrNull<Time>(data.createdAt),
    updatedAt: timeOrNull<Time>(data.updatedAt),
    paidAt: timeOrNull<Time>(data.paidAt),
  };
}

/** users/{uid}.membership as stored (a missing one reads as status 'none'). */
export function readMembership<Time>(input: unknown): Membership<Time> {
  const data = asData(input);
  return {
    plan: oneOfOrNull(data.plan, MEMBERSHIP_PLANS),
    status: oneOf(data.status, MEMBERSHIP_STATUSES, 'none'),
    renewsAt: timeOrNull<Time>(data.renewsAt),
    cancelAtPeriodEnd: data.cancelAtPeriodEnd === true,
    subscriptionId: stringOrNull(data.subscriptionId),
    productId: stringOrNull(data.productId),
    eventCreated: count(data.eventCreated),
    updatedAt: timeOrNull<Time>(data.updatedAt),
  };
}

// ---- callable parsers ----

const ORDER_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

export function parseLocalCheckoutEventRequest(payload: unknown): Parsed<LocalCheckoutEventRequest> {
  const data = asData(payload);
  if (typeof data.orderId !== 'string' || !ORDER_ID.test(data.orderId)) return { ok: false, message: 'Say which order this is.' };
  const outcome = oneOfOrNull(data.outcome, LOCAL_CHECKOUT_OUTCOMES);
  if (!outcome) return { ok: false, message: 'Choose Pay, Fail or Cancel.' };
  return { ok: true, value: { orderId: data.orderId, outcome } };
}

/** Audit actions of the shop (auditLog/{id}.action). */
export const SHOP_AUDIT_ACTIONS = {
  checkout: 'shop.checkout',
  orderPaid: 'shop.order-paid',
  orderFailed: 'shop.order-failed',
  membershipChanged: 'shop.membership-changed',
} as const;
