import { FieldValue, getFirestore, type Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { COLLECTIONS, IMMEDIATE_ACCESS, SHOP_AUDIT_ACTIONS, SHOP_LIMITS, coursePath, enrollmentId, localCheckoutPath, membershipGivesAccess, parseCreateCheckoutSessionRequest, productPath, readCourse, readMembership, readProduct, ukLongDate, type CreateCheckoutSessionAnswer, type OrderDocument } from '@model';
import { requireMember } from '../callers.ts';
import { callableOptions } from '../options.ts';
import { PAYMENTS_NOT_SET_UP, allowedReturnOrigin, paymentsReady, reportPaymentsConfiguration, stripeClient, stripeMode } from './config.ts';
import { enforceRateLimit } from '../rateLimit.ts';
import { checkoutParams, type PricedProduct } from './checkoutParams.ts';

const refuse = (message: string): never => {
  throw new HttpsError('failed-precondition', message);
};

/**
 * What the member is buying, priced from Firestore (never from the request): a course product at
 * its course's price, a membership at its plan's. Refused in words when it cannot be bought.
 */
async function pricedProduct(uid: string, productId: string): Promise<PricedProduct> {
  const db = getFirestore();
  const snap = await db.doc(productPath(productId)).get();
  if (!snap.exists) return refuse('This product is not on sale.');
  const product = readProduct(productId, snap.data());
  if (!product.active) return refuse('This product is not on sale.');

  if (product.kind === 'course') {
    if (!product.courseId) return refuse('This product is not on sale.');
    const [course, enrollment] = await Promise.all([
      db.doc(coursePath(product.courseId)).get(),
      db.collection(COLLECTIONS.enrollments).doc(enrollmentId(uid, product.courseId)).get(),
    ]);
    const read = course.exists ? readCourse(product.courseId, course.data()) : null;
    if (!read || !read.published || read.archived || read.access !== 'paid') return refuse('This course is not on sale.');
    if (enrollment.exists) return refuse('You already have this course.');
    if (read.pricePence < SHOP_LIMITS.minimumChargePence) return refuse('This course cannot be bought right now.');
    return { productId, product, title: read.title, amountPence: read.pricePence };
  }

  if (!product.plan || product.pricePence < SHOP_LIMITS.minimumChargePence) return refuse('This plan cannot be bought right now.');
  const user = await db.collection(COLLECTIONS.users).doc(uid).get();
  const stored = readMembership<Timestamp>(user.exists ? user.data()?.membership : undefined);
  const renewsAt = stored.renewsAt ? stored.renewsAt.toDate() : null;
  if (membershipGivesAccess({ status: stored.status, renewsAt }, new Date())) {
    return refuse(renewsAt ? `You are already a member until ${ukLongDate(renewsAt)}.` : 'You are already a member.');
  }
  return { productId, product, title: product.title, amountPence: product.pricePence };
}

/**
 * Starts a checkout for one product. The order is written `pending` with the server's price; only
 * the webhook moves it on. Live (STRIPE_SECRET_KEY): a Stripe Checkout Session, the buyer goes to
 * its URL. Local test mode (no key): the app's own test checkout page, whose buttons reach the
 * same webhook through `localCheckoutEvent`. Neither (no key outside the emulator, or a key without
 * a webhook secret): refused before anything is read or written, the misconfiguration logged.
 * Rate-limited per member (rateLimit.ts).
 */
export const createCheckoutSession = onCall(callableOptions, async (request): Promise<CreateCheckoutSessionAnswer> => {
  const caller = requireMember(request.auth);
  reportPaymentsConfiguration();
  if (!paymentsReady()) refuse(PAYMENTS_NOT_SET_UP);
  await enforceRateLimit(caller.uid, 'createCheckoutSession');
  const input = parseCreateCheckoutSessionRequest(request.data);
  if (!input.ok) throw new HttpsError('invalid-argument', input.message);

  const priced = await pricedProduct(caller.uid, input.value.productId);
  const mode = stripeMode();
  const origin = allowedReturnOrigin(request.rawRequest?.headers?.origin);
  if (mode === 'live' && !origin) refuse('Payments can only be started from the practice’s own site.');

  const db = getFirestore();
  const orderRef = db.collection(COLLECTIONS.orders).doc();
  const now = FieldValue.serverTimestamp();
  const order: OrderDocument<FieldValue> = {
    uid: caller.uid,
    productId: priced.productId,
    productTitle: priced.title,
    kind: priced.product.kind,
    courseId: priced.product.courseId,
    plan: priced.product.plan,
    amountPence: priced.amountPence,
    currency: 'gbp',
    mode: priced.product.kind === 'membership' ? 'subscription' : 'payment',
    status: 'pending',
    testMode: mode === 'local',
    checkoutSessionId: mode === 'local' ? `cs_local_${orderRef.id}` : null,
    subscriptionId: null,
    failureReason: null,
    // the words the buyer ticked (the request was refused unless they were the current ones)
    immediateAccess: { version: input.value.immediateAccess, words: IMMEDIATE_ACCESS.words[priced.product.kind] },
    createdAt: now,
    updatedAt: now,
    paidAt: null,
  };
  const audit = {
    action: SHOP_AUDIT_ACTIONS.checkout,
    actorUid: caller.uid,
    targetUid: caller.uid,
    orderId: orderRef.id,
    productId: priced.productId,
    amountPence: priced.amountPence,
    testMode: mode === 'local',
    immediateAccessVersion: input.value.immediateAccess,
    at: now,
  };
  const batch = db.batch();
  batch.set(orderRef, order);
  batch.set(db.collection(COLLECTIONS.auditLog).doc(), audit);
  await batch.commit();

  if (mode === 'local') return { orderId: orderRef.id, url: localCheckoutPath(orderRef.id), testMode: true };

  try {
    const params = checkoutParams({ priced, uid: caller.uid, email: caller.token.email ?? null, orderId: orderRef.id, origin: origin as string, immediateAccess: input.value.immediateAccess });
    const checkout = await stripeClient().checkout.sessions.create(params);
    await orderRef.update({ checkoutSessionId: checkout.id, updatedAt: FieldValue.serverTimestamp() });
    if (!checkout.url) throw new Error('Stripe answered a checkout without a URL');
    return { orderId: orderRef.id, url: checkout.url, testMode: false };
  } catch (error) {
    logger.error('createCheckoutSession: Stripe refused the checkout', { orderId: orderRef.id, error: String(error) });
    await orderRef.update({ status: 'failed', failureReason: 'Payments were not available. Nothing was charged.', updatedAt: FieldValue.serverTimestamp() });
    throw new HttpsError('unavailable', 'Payments are not available right now. Nothing was charged.');
  }
});
