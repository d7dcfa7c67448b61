// createCheckoutSession and the local test checkout (localCheckoutEvent → signed events → stripeWebhook)
// against the emulators, in local test mode (no Stripe key). Files may share one emulator: this one
// resets nothing, and every account, product, course and order it makes carries its own run's ids.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCheckoutSession as checkoutInProcess } from '../../functions/src/payments/checkout.ts';
import { PAYMENTS_NOT_SET_UP, resetPaymentsReport } from '../../functions/src/payments/config.ts';
import { rateLimitFor, rateLimitId } from '../../functions/src/rateLimit.ts';
import { IMMEDIATE_ACCESS, IMMEDIATE_ACCESS_REFUSALS, coursePath, enrollmentId, productPath, type CreateCheckoutSessionAnswer, type LocalCheckoutEventAnswer } from '@model';
import { admin, callError, client, closeApps, createAccount, type SignedIn } from './support.ts';

const run = `co${Date.now().toString(36)}`;
let buyer: SignedIn;
let other: SignedIn;
let member: SignedIn;
const buyerUid = `${run}-buyer`;
const memberUid = `${run}-member`;

const courseId = `${run}-course`;
const courseProduct = `${run}-course-product`;
const monthly = `${run}-monthly`;
const retired = `${run}-retired`;

/** The box asking for access at once, ticked (its words' version). */
const asked = { immediateAccess: IMMEDIATE_ACCESS.version };
const checkout = (who: SignedIn, payload: unknown) => who.call<unknown, CreateCheckoutSessionAnswer>('createCheckoutSession', payload);
const press = (who: SignedIn, orderId: string, outcome: string) => who.call<unknown, LocalCheckoutEventAnswer>('localCheckoutEvent', { orderId, outcome });
const orderOf = async (orderId: string) => (await admin().db.doc(`orders/${orderId}`).get()).data();
const ordersOf = async (uid: string) => (await admin().db.collection('orders').where('uid', '==', uid).get()).docs.map((d) => d.data());

beforeAll(async () => {
  const db = admin().db;
  await Promise.all([
    db.doc(coursePath(courseId)).set({ title: 'Paid course', slug: courseId, audience: 'public', access: 'paid', pricePence: 4900, published: true, archived: false, chapterCount: 1, order: 1, revision: 1 }),
    db.doc(productPath(courseProduct)).set({ title: 'Paid course (product)', kind: 'course', courseId, pricePence: 0, active: true, order: 1 }),
    db.doc(productPath(monthly)).set({ title: 'Monthly membership', kind: 'membership', plan: 'monthly', pricePence: 1500, active: true, order: 2 }),
    db.doc(productPath(retired)).set({ title: 'Old plan', kind: 'membership', plan: 'monthly', pricePence: 900, active: false, order: 3 }),
  ]);
  buyer = await client(await createAccount(buyerUid));
  other = await client(await createAccount(`${run}-other`));
  member = await client(await createAccount(memberUid));
});
afterAll(closeApps);

describe('createCheckoutSession (local test mode)', () => {
  it('refuses visitors, a price sent beside the product (nothing written), and products not on sale', async () => {
    const visitor = await client(null);
    expect((await callError(checkout(visitor, { productId: courseProduct, ...asked }))).code).toBe('functions/unauthenticated');
    const tampered = await callError(checkout(buyer, { productId: courseProduct, amountPence: 1, ...asked }));
    expect(tampered).toMatchObject({ code: 'functions/invalid-argument', message: expect.stringContaining('prices are set by the practice') });
    expect(await ordersOf(buyerUid)).toEqual([]);
    expect((await callError(checkout(buyer, { productId: retired, ...asked }))).message).toMatch(/not on sale/);
    expect((await callError(checkout(buyer, { productId: `${run}-nothing`, ...asked }))).message).toMatch(/not on sale/);
  });

  it('refuses a checkout without the request for access at once, or with words since changed (nothing written)', async () => {
    const silent = await callError(checkout(buyer, { productId: courseProduct }));
    expect(silent).toMatchObject({ code: 'functions/invalid-argument', message: IMMEDIATE_ACCESS_REFUSALS.missing });
    const stale = await callError(checkout(buyer, { productId: courseProduct, immediateAccess: '2020-01-01' }));
    expect(stale).toMatchObject({ code: 'functions/invalid-argument', message: IMMEDIATE_ACCESS_REFUSALS.changed });
    expect(await ordersOf(buyerUid)).toEqual([]);
  });

  it('writes a pending test-mode order at the course\'s own price and answers the test checkout page', async () => {
    const answer = await checkout(buyer, { productId: courseProduct, ...asked });
    expect(answer).toEqual({ orderId: expect.any(String), url: `/checkout/test/${answer.orderId}`, testMode: true });
    expect(await orderOf(answer.orderId)).toMatchObject({
      uid: buyerUid, productId: courseProduct, kind: 'course', courseId, amountPence: 4900, mode: 'payment', status: 'pending', testMode: true,
      // the words the buyer ticked, kept with the order (the Consumer Contracts Regulations' record)
      immediateAccess: { version: IMMEDIATE_ACCESS.version, words: IMMEDIATE_ACCESS.words.course },
    });
    const audit = await admin().db.collection('auditLog').where('orderId', '==', answer.orderId).get();
    expect(audit.docs.map((d) => d.data())).toEqual([expect.objectContaining({ action: 'shop.checkout', immediateAccessVersion: IMMEDIATE_ACCESS.version })]);
  });

  it('Fail grants nothing; Pay (events signed and posted to stripeWebhook) pays the order and enrols the buyer; buying again is refused', async () => {
    const failed = await checkout(buyer, { productId: courseProduct, ...asked });
    expect(await press(buyer, failed.orderId, 'fail')).toEqual({ next: null, status: 'failed' });
    expect((await admin().db.doc(`enrollments/${enrollmentId(buyerUid, courseId)}`).get()).exists).toBe(false);

    const { orderId } = await checkout(buyer, { productId: courseProduct, ...asked });
    expect((await callError(press(other, orderId, 'pay'))).code).toBe('functions/not-found');
    expect(await press(buyer, orderId, 'pay')).toEqual({ next: `/payment-success?order=${orderId}`, status: 'paid' });
    expect(await orderOf(orderId)).toMatchObject({ status: 'paid', testMode: true });
    expect((await admin().db.doc(`enrollments/${enrollmentId(buyerUid, courseId)}`).get()).data()).toMatchObject({ source: 'purchase', courseId });
    expect(await press(buyer, orderId, 'pay')).toEqual({ next: null, status: 'paid' });
    expect((await callError(checkout(buyer, { productId: courseProduct, ...asked }))).message).toBe('You already have this course.');
  });

  it('Cancel cancels the order and sends the buyer back to the product', async () => {
    const { orderId } = await checkout(other, { productId: courseProduct, ...asked });
    expect(await press(other, orderId, 'cancel')).toEqual({ next: `/courses/${courseId}?checkout=cancelled`, status: 'cancelled' });
  });

  it('a membership: Pay makes it active for a month, and a member is not sold a second one', async () => {
    const { orderId } = await checkout(member, { productId: monthly, ...asked });
    expect(await orderOf(orderId)).toMatchObject({ amountPence: 1500, mode: 'subscription', plan: 'monthly', immediateAccess: { version: IMMEDIATE_ACCESS.version, words: IMMEDIATE_ACCESS.words.membership } });
    const before = Date.now();
    expect((await press(member, orderId, 'pay')).status).toBe('paid');
    const membership = (await admin().db.doc(`users/${memberUid}`).get()).get('membership');
    expect(membership).toMatchObject({ status: 'active', plan: 'monthly', subscriptionId: `sub_local_${orderId}` });
    const renews = membership.renewsAt.toMillis();
    expect(renews).toBeGreaterThan(before + 27 * 86_400_000);
    expect(renews).toBeLessThan(before + 32 * 86_400_000);
    expect((await callError(checkout(member, { productId: monthly, ...asked }))).message).toMatch(/^You are already a member until /);
  });
});

describe('createCheckoutSession: payments not set up', () => {
  // The emulator is always local test mode; a deployed project's environment is tried here by
  // running the function itself in this process with FUNCTIONS_EMULATOR unset, as in production.
  afterEach(() => {
    vi.unstubAllEnvs();
    resetPaymentsReport();
  });
  const call = (uid: string) =>
    checkoutInProcess.run({ auth: { uid, token: { uid } }, data: { productId: monthly, ...asked }, rawRequest: { headers: { origin: 'https://wellness.example.co.uk' } } } as never);

  it.each([
    ['no Stripe key outside the emulator', { STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' }],
    ['a Stripe key but no webhook secret (no payment could be fulfilled)', { STRIPE_SECRET_KEY: 'sk_live_not_called', STRIPE_WEBHOOK_SECRET: '' }],
    ['a Stripe key with the local test secret copied from the source', { STRIPE_SECRET_KEY: 'sk_live_not_called', STRIPE_WEBHOOK_SECRET: 'whsec_local_wellness_test' }],
  ])('%s: refused in words, and no pending order, audit entry or counter is written', async (_name, env) => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    vi.stubEnv('APP_ORIGINS', 'https://wellness.example.co.uk');
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    const uid = `${run}-unset-${Object.values(env).join('').length}`;
    await expect(call(uid)).rejects.toMatchObject({ code: 'failed-precondition', message: PAYMENTS_NOT_SET_UP });
    expect(PAYMENTS_NOT_SET_UP).toMatch(/^Payments are not set up/);
    expect(await ordersOf(uid)).toEqual([]);
    expect((await admin().db.collection('auditLog').where('actorUid', '==', uid).get()).empty).toBe(true);
    expect((await admin().db.doc(`rateLimits/${rateLimitId(uid, 'createCheckoutSession')}`).get()).exists).toBe(false);
  });
});

describe('createCheckoutSession: rate limit', () => {
  it('counts each call; at the limit refuses in words and writes no order (counter unchanged)', async () => {
    const uid = `${run}-limited`;
    const limited = await client(await createAccount(uid));
    const counter = admin().db.doc(`rateLimits/${rateLimitId(uid, 'createCheckoutSession')}`);
    const { orderId } = await checkout(limited, { productId: courseProduct, ...asked });
    expect((await counter.get()).get('count')).toBe(1);

    const seeded = { count: rateLimitFor('createCheckoutSession').calls, windowStart: Date.now() - 5_000, action: 'createCheckoutSession' };
    await counter.set(seeded);
    const refused = await callError(checkout(limited, { productId: monthly, ...asked }));
    expect(refused.code).toBe('functions/resource-exhausted');
    expect(refused.message).toMatch(/^Too many payment attempts in a short time: please wait \d+ (seconds|minutes) and try again\. Nothing was saved\.$/);
    expect((await ordersOf(uid)).map((order) => order.productId)).toEqual([courseProduct]);
    expect((await counter.get()).data()).toEqual(seeded);
    expect(orderId).toEqual(expect.any(String));
  });
});
