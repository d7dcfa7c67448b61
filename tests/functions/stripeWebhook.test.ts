// stripeWebhook against the emulators: events signed as Stripe signs them (the official package's
// test-header helper and the local webhook secret), posted to the function's own URL, as real
// Stripe and the local test checkout do. Files may share one emulator: this one resets nothing,
// and every member, order and event it makes carries its own run's ids.
import Stripe from 'stripe';
import { getApps, initializeApp } from 'firebase-admin/app';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { COLLECTIONS, SHOP_AUDIT_ACTIONS, enrollmentId, orderPath } from '@model';
import { LOCAL_WEBHOOK_SECRET, resetPaymentsReport } from '../../functions/src/payments/config.ts';
import { stripeWebhook as webhookInProcess } from '../../functions/src/payments/webhook.ts';
import { PROJECT_ID, admin, closeApps } from './support.ts';

const run = `wh${Date.now().toString(36)}`;
const secret = process.env.STRIPE_WEBHOOK_SECRET ?? LOCAL_WEBHOOK_SECRET;
const endpoint = `http://${process.env.WELLNESS_FUNCTIONS_HOST ?? '127.0.0.1:5001'}/${PROJECT_ID}/europe-west2/stripeWebhook`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const db = () => admin().db;
afterAll(closeApps);

let sequence = 0;
const next = (name: string) => `${run}-${name}-${++sequence}`;

type StripeEvent = { id: string; type: string; created: number; data: { object: Record<string, unknown> } };
function event(type: string, object: Record<string, unknown>, created = nowSeconds()): StripeEvent {
  return { id: `evt_${next('e')}`, type, created, data: { object } };
}

/** Posts the event signed with `signWith` (the webhook's secret unless told). */
async function post(body: StripeEvent | string, options: { signWith?: string; signature?: string | null; tamper?: boolean } = {}) {
  const payload = typeof body === 'string' ? body : JSON.stringify({ object: 'event', livemode: false, ...body });
  const signature = options.signature !== undefined
    ? options.signature
    : Stripe.webhooks.generateTestHeaderString({ payload, secret: options.signWith ?? secret });
  const sent = options.tamper ? payload.replace('"paid"', '"PAID"') : payload;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null) headers['stripe-signature'] = signature;
  const response = await fetch(endpoint, { method: 'POST', headers, body: sent });
  const text = await response.text();
  return { status: response.status, text, json: (): Record<string, unknown> => JSON.parse(text) };
}

interface Seeded { orderId: string; uid: string; courseId: string | null; amountPence: number }

async function courseOrder(fields: Record<string, unknown> = {}): Promise<Seeded> {
  const orderId = next('order');
  const uid = next('member');
  const courseId = next('course');
  await db().doc(orderPath(orderId)).set({
    uid, productId: `course-${courseId}`, productTitle: 'Calm course', kind: 'course', courseId, plan: null, amountPence: 4900, currency: 'gbp',
    mode: 'payment', status: 'pending', testMode: true, checkoutSessionId: null, subscriptionId: null, failureReason: null,
    createdAt: new Date(), updatedAt: new Date(), paidAt: null, ...fields,
  });
  return { orderId, uid, courseId, amountPence: 4900 };
}

async function membershipOrder(): Promise<Seeded> {
  const orderId = next('order');
  const uid = next('member');
  await db().doc(`users/${uid}`).set({ email: `${uid}@functions.test` });
  await db().doc(orderPath(orderId)).set({
    uid, productId: 'membership-monthly', productTitle: 'Monthly membership', kind: 'membership', courseId: null, plan: 'monthly', amountPence: 1200,
    currency: 'gbp', mode: 'subscription', status: 'pending', testMode: true, checkoutSessionId: null, subscriptionId: null, failureReason: null,
    createdAt: new Date(), updatedAt: new Date(), paidAt: null,
  });
  return { orderId, uid, courseId: null, amountPence: 1200 };
}

const session = (seeded: Seeded, fields: Record<string, unknown> = {}) => ({
  id: `cs_${seeded.orderId}`, object: 'checkout.session', client_reference_id: seeded.uid, amount_total: seeded.amountPence, currency: 'gbp',
  payment_status: 'paid', mode: seeded.courseId ? 'payment' : 'subscription', subscription: null,
  metadata: { orderId: seeded.orderId, uid: seeded.uid, productId: 'p' }, ...fields,
});
const subscription = (id: string, uid: string | null, fields: Record<string, unknown> = {}) => ({
  id, object: 'subscription', status: 'active', cancel_at_period_end: false,
  metadata: uid ? { uid, productId: 'membership-monthly', plan: 'monthly' } : {},
  items: { data: [{ current_period_end: nowSeconds() + 30 * 86_400 }] }, ...fields,
});

const order = async (orderId: string) => (await db().doc(orderPath(orderId)).get()).data() ?? {};
const enrollment = async (seeded: Seeded) => db().collection(COLLECTIONS.enrollments).doc(enrollmentId(seeded.uid, seeded.courseId!)).get();
const ledger = async (eventId: string) => db().collection(COLLECTIONS.stripeEvents).doc(eventId).get();
const membership = async (uid: string) => (await db().doc(`users/${uid}`).get()).get('membership') as Record<string, { toMillis(): number }> & Record<string, unknown> | undefined;
const audits = async (field: 'orderId' | 'targetUid', value: string) =>
  (await db().collection(COLLECTIONS.auditLog).where(field, '==', value).get()).docs.map((d) => d.data());

describe('stripeWebhook: the request', () => {
  it('answers 405 to anything but POST', async () => {
    const response = await fetch(endpoint);
    expect(response.status).toBe(405);
  });

  it.each([
    ['another secret', { signWith: 'whsec_someone_else' }],
    ['no signature', { signature: null }],
    ['a made-up signature', { signature: 't=1,v1=abc' }],
    ['a body changed after signing', { tamper: true }],
  ])('answers 400 "Invalid signature" to %s, and writes nothing', async (_name, options) => {
    const seeded = await courseOrder();
    const sent = event('checkout.session.completed', session(seeded));
    const response = await post(sent, options);
    expect(response).toMatchObject({ status: 400, text: 'Invalid signature' });
    expect((await ledger(sent.id)).exists).toBe(false);
    expect(await order(seeded.orderId)).toMatchObject({ status: 'pending', paidAt: null });
    expect((await enrollment(seeded)).exists).toBe(false);
  });

  it('records other event types as ignored (200, so Stripe stops sending them)', async () => {
    const sent = event('customer.created', { id: `cus_${run}` });
    const response = await post(sent);
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false, outcome: 'ignored' });
    expect((await ledger(sent.id)).data()).toMatchObject({ type: 'customer.created', created: sent.created, outcome: 'ignored', orderId: null, uid: null });
  });
});

describe('stripeWebhook: a course bought', () => {
  it('checkout.session.completed pays the order and enrols the member (source purchase), once; the ledger and the audit say so', async () => {
    const seeded = await courseOrder();
    const sent = event('checkout.session.completed', session(seeded));
    const response = await post(sent);
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false, outcome: 'order paid; enrolled' });

    const paid = await order(seeded.orderId);
    expect(paid).toMatchObject({ status: 'paid', checkoutSessionId: `cs_${seeded.orderId}`, failureReason: null });
    expect(paid.paidAt).not.toBeNull();
    expect((await enrollment(seeded)).data()).toMatchObject({
      uid: seeded.uid, courseId: seeded.courseId, source: 'purchase', completedChapters: [], lastChapterId: null, completedAt: null,
    });
    expect((await ledger(sent.id)).data()).toMatchObject({
      type: 'checkout.session.completed', created: sent.created, outcome: 'order paid; enrolled', orderId: seeded.orderId, uid: seeded.uid,
    });
    expect(await audits('orderId', seeded.orderId)).toEqual([
      expect.objectContaining({ action: SHOP_AUDIT_ACTIONS.orderPaid, targetUid: seeded.uid, orderId: seeded.orderId, amountPence: 4900, eventId: sent.id }),
    ]);

    // the same event again (Stripe retries, or a replay): nothing changes
    await db().doc(`enrollments/${enrollmentId(seeded.uid, seeded.courseId!)}`).update({ completedChapters: ['one'] });
    const again = await post(sent);
    expect(again.json()).toEqual({ received: true, duplicate: true, outcome: 'duplicate' });
    expect((await order(seeded.orderId)).updatedAt).toEqual(paid.updatedAt);
    expect((await enrollment(seeded)).get('completedChapters')).toEqual(['one']);
    expect(await audits('orderId', seeded.orderId)).toHaveLength(1);
  });

  it('a second event for a paid order (another id) changes nothing: already paid', async () => {
    const seeded = await courseOrder();
    await post(event('checkout.session.completed', session(seeded)));
    const response = await post(event('checkout.session.async_payment_succeeded', session(seeded)));
    expect(response.json()).toMatchObject({ duplicate: false, outcome: 'already paid' });
    expect(await audits('orderId', seeded.orderId)).toHaveLength(1);
  });

  it('keeps an enrolment the member already had', async () => {
    const seeded = await courseOrder();
    await db().doc(`enrollments/${enrollmentId(seeded.uid, seeded.courseId!)}`).set({
      uid: seeded.uid, courseId: seeded.courseId, source: 'admin', completedChapters: ['one'], lastChapterId: 'one',
    });
    expect((await post(event('checkout.session.completed', session(seeded)))).json()).toMatchObject({ outcome: 'order paid; already enrolled' });
    expect((await enrollment(seeded)).data()).toMatchObject({ source: 'admin', completedChapters: ['one'] });
    expect((await order(seeded.orderId)).status).toBe('paid');
  });

  it('async_payment_succeeded pays too; an unpaid completed session leaves the order pending', async () => {
    const later = await courseOrder();
    expect((await post(event('checkout.session.completed', session(later, { payment_status: 'unpaid' })))).json())
      .toMatchObject({ outcome: 'pending: payment not received yet' });
    expect((await order(later.orderId)).status).toBe('pending');
    expect((await enrollment(later)).exists).toBe(false);

    expect((await post(event('checkout.session.async_payment_succeeded', session(later)))).json()).toMatchObject({ outcome: 'order paid; enrolled' });
    expect((await enrollment(later)).exists).toBe(true);
  });

  it.each([
    ['a tampered amount', { amount_total: 100 }, 'refused: the amount does not match the order'],
    ['another member', { client_reference_id: 'someone-else' }, 'refused: the member does not match the order'],
  ])('%s grants nothing and fails the order', async (_name, fields, outcome) => {
    const seeded = await courseOrder();
    expect((await post(event('checkout.session.completed', session(seeded, fields)))).json()).toMatchObject({ outcome });
    expect(await order(seeded.orderId)).toMatchObject({ status: 'failed', paidAt: null });
    expect((await enrollment(seeded)).exists).toBe(false);
    expect((await enrollment({ ...seeded, uid: 'someone-else' })).exists).toBe(false);
    expect(await audits('orderId', seeded.orderId)).toEqual([expect.objectContaining({ action: SHOP_AUDIT_ACTIONS.orderFailed, outcome })]);
  });

  it('answers 200 to an unknown order and records it as ignored', async () => {
    const seeded = { orderId: next('nowhere'), uid: next('member'), courseId: next('course'), amountPence: 4900 };
    const sent = event('checkout.session.completed', session(seeded));
    const response = await post(sent);
    expect(response.status).toBe(200);
    expect(response.json()).toMatchObject({ outcome: 'ignored: unknown order' });
    expect((await ledger(sent.id)).get('outcome')).toBe('ignored: unknown order');
    expect((await db().doc(orderPath(seeded.orderId)).get()).exists).toBe(false);
    expect((await enrollment(seeded)).exists).toBe(false);
  });

  it('async_payment_failed fails the order in plain words and grants nothing', async () => {
    const seeded = await courseOrder();
    expect((await post(event('checkout.session.async_payment_failed', session(seeded, { payment_status: 'unpaid' })))).json())
      .toMatchObject({ outcome: 'order failed' });
    expect(await order(seeded.orderId)).toMatchObject({ status: 'failed', failureReason: 'The payment did not go through. Nothing was charged.' });
    expect((await enrollment(seeded)).exists).toBe(false);
    expect(await audits('orderId', seeded.orderId)).toEqual([expect.objectContaining({ action: SHOP_AUDIT_ACTIONS.orderFailed })]);
  });

  it('expired cancels a pending order, and leaves a paid one alone', async () => {
    const pending = await courseOrder();
    expect((await post(event('checkout.session.expired', session(pending, { payment_status: 'unpaid' })))).json()).toMatchObject({ outcome: 'order cancelled' });
    expect((await order(pending.orderId)).status).toBe('cancelled');

    const paid = await courseOrder({ status: 'paid' });
    expect((await post(event('checkout.session.expired', session(paid)))).json()).toMatchObject({ outcome: 'ignored: order already paid' });
    expect((await order(paid.orderId)).status).toBe('paid');
  });
});

describe('stripeWebhook: membership', () => {
  it('checkout and subscription.created make an active membership with Stripe\'s period end; updated events move it on', async () => {
    const seeded = await membershipOrder();
    const subscriptionId = `sub_${next('s')}`;
    const created = nowSeconds();
    const periodEnd = created + 31 * 86_400;

    await post(event('checkout.session.completed', session(seeded, { subscription: subscriptionId }), created));
    expect(await order(seeded.orderId)).toMatchObject({ status: 'paid', subscriptionId });
    const afterCheckout = await membership(seeded.uid);
    expect(afterCheckout).toMatchObject({ plan: 'monthly', status: 'active', subscriptionId, productId: 'membership-monthly', eventCreated: created });
    expect(afterCheckout!.renewsAt!.toMillis()).toBeGreaterThan(Date.now() + 27 * 86_400_000);

    await post(event('customer.subscription.created', subscription(subscriptionId, seeded.uid, { items: { data: [{ current_period_end: periodEnd }] } }), created));
    expect((await membership(seeded.uid))!.renewsAt!.toMillis()).toBe(periodEnd * 1000);

    // newer API versions carry the period end on the item; older ones on the subscription
    await post(event('customer.subscription.updated', subscription(subscriptionId, seeded.uid, { items: { data: [] }, current_period_end: periodEnd + 60, cancel_at_period_end: true }), created + 10));
    expect(await membership(seeded.uid)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, eventCreated: created + 10 });
    expect((await membership(seeded.uid))!.renewsAt!.toMillis()).toBe((periodEnd + 60) * 1000);

    await post(event('customer.subscription.updated', subscription(subscriptionId, seeded.uid, { status: 'unpaid' }), created + 20));
    expect(await membership(seeded.uid)).toMatchObject({ status: 'lapsed' });
    expect((await audits('targetUid', seeded.uid)).filter((a) => a.action === SHOP_AUDIT_ACTIONS.membershipChanged).map((a) => a.toStatus))
      .toEqual(expect.arrayContaining(['active', 'lapsed']));
  });

  it('an updated event older than the last applied one changes nothing', async () => {
    const uid = next('member');
    const subscriptionId = `sub_${next('s')}`;
    const created = nowSeconds();
    await post(event('customer.subscription.updated', subscription(subscriptionId, uid, { status: 'past_due' }), created));
    expect(await membership(uid)).toMatchObject({ status: 'past_due', eventCreated: created });

    const older = event('customer.subscription.updated', subscription(subscriptionId, uid, { status: 'active' }), created - 60);
    expect((await post(older)).json()).toMatchObject({ outcome: 'ignored: older than the last applied event' });
    expect(await membership(uid)).toMatchObject({ status: 'past_due', eventCreated: created });
    expect((await ledger(older.id)).get('outcome')).toBe('ignored: older than the last applied event');
  });

  it('deleted cancels at once; a late updated after it changes nothing', async () => {
    const uid = next('member');
    const subscriptionId = `sub_${next('s')}`;
    const created = nowSeconds();
    await post(event('customer.subscription.created', subscription(subscriptionId, uid), created - 100));
    const before = Date.now();
    await post(event('customer.subscription.deleted', subscription(subscriptionId, uid, { status: 'canceled' }), created));
    const cancelled = await membership(uid);
    expect(cancelled).toMatchObject({ status: 'cancelled', eventCreated: created });
    expect(cancelled!.renewsAt!.toMillis()).toBeGreaterThanOrEqual(before - 60_000);
    expect(cancelled!.renewsAt!.toMillis()).toBeLessThan(Date.now() + 60_000);

    await post(event('customer.subscription.updated', subscription(subscriptionId, uid, { status: 'active' }), created - 50));
    expect(await membership(uid)).toMatchObject({ status: 'cancelled', eventCreated: created });
  });

  it('invoice.payment_failed makes the membership past_due, by the invoice\'s metadata or by its subscription id; renewsAt kept', async () => {
    const created = nowSeconds();
    for (const withUid of [true, false]) {
      const uid = next('member');
      const subscriptionId = `sub_${next('s')}`;
      await post(event('customer.subscription.created', subscription(subscriptionId, uid), created - 10));
      const renewsAt = (await membership(uid))!.renewsAt!.toMillis();
      const invoice = withUid
        ? { id: `in_${next('i')}`, object: 'invoice', parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: { uid } } } }
        : { id: `in_${next('i')}`, object: 'invoice', subscription: subscriptionId };
      expect((await post(event('invoice.payment_failed', invoice, created))).json()).toMatchObject({ outcome: 'membership past_due' });
      expect(await membership(uid)).toMatchObject({ status: 'past_due', subscriptionId, eventCreated: created });
      expect((await membership(uid))!.renewsAt!.toMillis()).toBe(renewsAt);
    }
  });

  it('a subscription nobody owns is recorded as ignored', async () => {
    const sent = event('customer.subscription.updated', subscription(`sub_${next('s')}`, null));
    expect((await post(sent)).json()).toMatchObject({ outcome: 'ignored: no member for this subscription' });
  });
});

describe('stripeWebhook: a deployed project without a real webhook secret', () => {
  // The emulator always allows the local test checkout; a deployed project's environment is tried
  // here by running the webhook itself in this process, against the same Firestore emulator, with
  // FUNCTIONS_EMULATOR unset as in production. The local secret written in the source must verify
  // none of these forged events, and the order below must stay unpaid.
  afterEach(() => {
    vi.unstubAllEnvs();
    resetPaymentsReport();
  });
  // the function's own Firestore (the default app), on the emulator FIRESTORE_EMULATOR_HOST names
  if (!getApps().some((app) => app.name === '[DEFAULT]')) initializeApp({ projectId: PROJECT_ID });

  async function deliver(payload: string, secret: string) {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    const headers: Record<string, string> = { 'content-type': 'application/json', 'stripe-signature': signature };
    const request = { method: 'POST', headers, rawBody: Buffer.from(payload), header: (name: string) => headers[name.toLowerCase()], get: (name: string) => headers[name.toLowerCase()] };
    const answer = { status: 200, text: '', headersSent: false };
    const response = {
      set: () => response,
      type: () => response,
      status: (code: number) => ((answer.status = code), response),
      send: (text: string) => ((answer.text = text), (answer.headersSent = true), response),
      json: (body: unknown) => ((answer.text = JSON.stringify(body)), (answer.headersSent = true), response),
      get headersSent() { return answer.headersSent; },
    };
    await (webhookInProcess as unknown as (req: unknown, res: unknown) => Promise<void>)(request, response);
    return answer;
  }
  const forged = async (uid: string) => {
    const sent = event('customer.subscription.created', subscription(`sub_${next('forged')}`, uid, { items: { data: [{ current_period_end: 4_102_444_800 }] } }));
    return { sent, payload: JSON.stringify({ object: 'event', livemode: false, ...sent }) };
  };

  it.each([
    ['no STRIPE_WEBHOOK_SECRET', ''],
    ['the local test secret from the source as STRIPE_WEBHOOK_SECRET', LOCAL_WEBHOOK_SECRET],
  ])('with %s, refuses an event signed with the local test secret (503): no membership, no ledger entry', async (_name, configured) => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    vi.stubEnv('STRIPE_SECRET_KEY', '');
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', configured);
    const uid = next('attacker');
    const { sent, payload } = await forged(uid);
    expect(await deliver(payload, LOCAL_WEBHOOK_SECRET)).toMatchObject({ status: 503, text: 'Payments are not set up' });
    expect(await membership(uid)).toBeUndefined();
    expect((await ledger(sent.id)).exists).toBe(false);
    // the same with a Stripe key but no webhook secret
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_live_not_called');
    expect((await deliver(payload, LOCAL_WEBHOOK_SECRET)).status).toBe(503);
    expect(await membership(uid)).toBeUndefined();
  });

  it('with a real STRIPE_WEBHOOK_SECRET, refuses the local test secret (400) and applies events signed with the real one', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_live_not_called');
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', 'whsec_real_configured_secret');
    const seeded = await courseOrder();
    const sent = event('checkout.session.completed', session(seeded));
    const payload = JSON.stringify({ object: 'event', livemode: false, ...sent });
    expect(await deliver(payload, LOCAL_WEBHOOK_SECRET)).toMatchObject({ status: 400, text: 'Invalid signature' });
    expect((await order(seeded.orderId)).status).toBe('pending');
    expect((await deliver(payload, 'whsec_real_configured_secret')).status).toBe(200);
    expect((await order(seeded.orderId)).status).toBe('paid');
  });
});
