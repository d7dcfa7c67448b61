import { getFirestore, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { COLLECTIONS, SHOP_AUDIT_ACTIONS, enrollmentId, orderPath, readMembership, readOrder, type EnrollmentDocument, type Membership, type OrderDocument, type StripeEventRecord } from '@model';
import { REGION } from '../options.ts';
import { directoryPlan } from '@model';
import { reportPaymentsConfiguration, stripeClient, webhookSecret } from './config.ts';
import { readCheckout, readEvent, readInvoice, readSubscription, type EventFacts } from './events.ts';
import {
  checkoutCompleted,
  checkoutExpired,
  checkoutFailed,
  invoicePaymentFailed,
  subscriptionChanged,
  type Fulfilment,
} from './fulfilment.ts';

/**
 * Stripe's webhook endpoint: the one place orders are fulfilled (never the success page, which a
 * buyer may not reach). Real Stripe and the local test checkout (localCheckoutEvent) post here
 * alike, signed with the webhook secret. Each event is applied once, in one transaction with its
 * ledger entry `stripeEvents/{event.id}`: a replay finds the entry and changes nothing, and a
 * failure part-way writes nothing and answers 500, so Stripe sends it again. Without a real
 * webhook secret (and outside the local test checkout) every event is refused with 503 before it
 * is read, and the misconfiguration is logged in words (config.ts).
 */
export const stripeWebhook = onRequest({ region: REGION }, async (request, response) => {
  if (request.method !== 'POST') {
    response.set('Allow', 'POST').status(405).type('text/plain').send('Method not allowed');
    return;
  }
  reportPaymentsConfiguration();
  const secret = webhookSecret();
  if (!secret) {
    // 503, not 400: Stripe keeps retrying for days, so events sent before the secret is set still arrive
    logger.error('stripeWebhook: refused, STRIPE_WEBHOOK_SECRET is not set');
    response.status(503).type('text/plain').send('Payments are not set up');
    return;
  }
  let event: EventFacts | null;
  try {
    event = readEvent(stripeClient().webhooks.constructEvent(request.rawBody, request.header('stripe-signature') ?? '', secret));
  } catch (error) {
    // why, for the logs only: the sender learns nothing about the secret or the check
    logger.warn('stripeWebhook: signature refused', { reason: error instanceof Error ? error.message : String(error) });
    response.status(400).type('text/plain').send('Invalid signature');
    return;
  }
  if (!event) {
    logger.warn('stripeWebhook: a signed event without an id or type');
    response.status(400).type('text/plain').send('Invalid event');
    return;
  }
  try {
    const answer = await applyEvent(getFirestore(), event, new Date());
    logger.info('stripeWebhook: event handled', { eventId: event.id, type: event.type, ...answer });
    response.status(200).json({ received: true, ...answer });
  } catch (error) {
    logger.error('stripeWebhook: event not applied; Stripe will retry', { eventId: event.id, type: event.type, error });
    response.status(500).type('text/plain').send('Could not process the event');
  }
});

const ORDER_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;
const usable = (id: string | null): id is string => id !== null && ORDER_ID.test(id);

/** Applies one event and records it in the ledger, in one transaction. */
export async function applyEvent(db: Firestore, event: EventFacts, now: Date): Promise<{ duplicate: boolean; outcome: string }> {
  const ledgerRef = db.collection(COLLECTIONS.stripeEvents).doc(event.id);
  return db.runTransaction(async (tx) => {
    if ((await tx.get(ledgerRef)).exists) return { duplicate: true, outcome: 'duplicate' };

    const { fulfilment, before } = await decide(db, tx, event, now);
    writeFulfilment(db, tx, event, fulfilment, before, now);
    const record: StripeEventRecord<Date> = {
      type: event.type, created: event.created, receivedAt: now, outcome: fulfilment.outcome, orderId: fulfilment.orderId, uid: fulfilment.uid,
    };
    tx.create(ledgerRef, record);
    return { duplicate: false, outcome: fulfilment.outcome };
  });
}

interface Before {
  order: OrderDocument<unknown> | null;
  membership: Membership<Date> | null;
}

const membershipOf = async (tx: Transaction, userRef: DocumentReference): Promise<Membership<Date>> => {
  const stored = readMembership<{ toDate(): Date } | Date>((await tx.get(userRef)).get('membership'));
  const asDate = (value: { toDate(): Date } | Date | null): Date | null => (value === null ? null : value instanceof Date ? value : value.toDate());
  return { ...stored, renewsAt: asDate(stored.renewsAt), updatedAt: asDate(stored.updatedAt) };
};

/** The member a subscription belongs to: its metadata, else whoever's membership runs on it. */
async function subscriptionOwner(db: Firestore, tx: Transaction, uid: string | null, subscriptionId: string | null): Promise<string | null> {
  if (uid) return uid;
  if (!subscriptionId) return null;
  const found = await tx.get(db.collection(COLLECTIONS.users).where('membership.subscriptionId', '==', subscriptionId).limit(1));
  return found.docs[0]?.id ?? null;
}

/** Reads what the event touches (all reads before any write) and decides. */
async function decide(db: Firestore, tx: Transaction, event: EventFacts, now: Date): Promise<{ fulfilment: Fulfilment; before: Before }> {
  const users = db.collection(COLLECTIONS.users);
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const checkout = readCheckout(event.object);
      const orderSnap = usable(checkout.orderId) ? await tx.get(db.doc(orderPath(checkout.orderId))) : null;
      const order = orderSnap?.exists ? readOrder<unknown>(orderSnap.data()) : null;
      if (event.type === 'checkout.session.async_payment_failed') return { fulfilment: checkoutFailed(checkout, order, now), before: { order, membership: null } };
      if (event.type === 'checkout.session.expired') return { fulfilment: checkoutExpired(checkout, order, now), before: { order, membership: null } };
      const membership = order?.uid ? await membershipOf(tx, users.doc(order.uid)) : readMembership<Date>(null);
      const enrolled = order?.uid && order.courseId
        ? (await tx.get(db.collection(COLLECTIONS.enrollments).doc(enrollmentId(order.uid, order.courseId)))).exists
        : false;
      return {
        fulfilment: checkoutCompleted({ checkout, order, membership, enrolled, eventCreated: event.created, now }),
        before: { order, membership },
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = readSubscription(event.object);
      const uid = await subscriptionOwner(db, tx, subscription.uid, subscription.subscriptionId);
      const membership = uid ? await membershipOf(tx, users.doc(uid)) : readMembership<Date>(null);
      const deleted = event.type === 'customer.subscription.deleted';
      return {
        fulfilment: subscriptionChanged({ deleted, subscription, uid, membership, eventCreated: event.created, now }),
        before: { order: null, membership },
      };
    }
    case 'invoice.payment_failed': {
      const invoice = readInvoice(event.object);
      const uid = await subscriptionOwner(db, tx, invoice.uid, invoice.subscriptionId);
      const membership = uid ? await membershipOf(tx, users.doc(uid)) : readMembership<Date>(null);
      return { fulfilment: invoicePaymentFailed({ invoice, uid, membership, eventCreated: event.created, now }), before: { order: null, membership } };
    }
    default:
      return { fulfilment: { outcome: 'ignored', orderId: null, uid: null, order: null, enrolCourseId: null, membership: null }, before: { order: null, membership: null } };
  }
}

/** The fulfilment's writes and their audit entries (auditLog, as the other functions write them). */
function writeFulfilment(db: Firestore, tx: Transaction, event: EventFacts, fulfilment: Fulfilment, before: Before, now: Date): void {
  const { orderId, uid, order } = fulfilment;
  const audit = (fields: Record<string, unknown>) =>
    tx.create(db.collection(COLLECTIONS.auditLog).doc(), {
      actor: 'stripeWebhook', actorUid: null, targetUid: uid, eventId: event.id, eventType: event.type, outcome: fulfilment.outcome, at: now, ...fields,
    });

  if (order && orderId) {
    tx.update(db.doc(orderPath(orderId)), { ...order });
    const details = { orderId, productId: before.order?.productId ?? null, amountPence: before.order?.amountPence ?? null };
    if (order.status === 'paid') audit({ action: SHOP_AUDIT_ACTIONS.orderPaid, ...details });
    if (order.status === 'failed') audit({ action: SHOP_AUDIT_ACTIONS.orderFailed, ...details, failureReason: order.failureReason ?? null });
  }
  if (fulfilment.enrolCourseId && uid) {
    const enrollment: EnrollmentDocument<Date> = {
      uid, courseId: fulfilment.enrolCourseId, source: 'purchase', completedChapters: [], lastChapterId: null, createdAt: now, updatedAt: now, completedAt: null,
    };
    tx.create(db.collection(COLLECTIONS.enrollments).doc(enrollmentId(uid, fulfilment.enrolCourseId)), enrollment);
  }
  if (fulfilment.membership && uid) {
    // directory.plan: the administrators' members list filters on it (model/members/member-directory.ts)
    tx.set(db.collection(COLLECTIONS.users).doc(uid), { membership: fulfilment.membership, directory: { plan: directoryPlan(fulfilment.membership) } }, { merge: true });
    audit({
      action: SHOP_AUDIT_ACTIONS.membershipChanged,
      orderId,
      fromStatus: before.membership?.status ?? 'none',
      toStatus: fulfilment.membership.status,
      subscriptionId: fulfilment.membership.subscriptionId,
      renewsAt: fulfilment.membership.renewsAt,
    });
  }
}
