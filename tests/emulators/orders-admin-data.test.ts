// The administrators' orders repository (src/data/orders-admin.ts) against the emulators, as the
// orders list and the member record use it: client SDK, the rules enforced. Accounts and orders are
// this file's own (unique per run); nothing else is cleared. Other files may write orders at the
// same time, so this file's orders are dated after every other (year 2100 plus this run's clock):
// the newest orders, and the first page, are always its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import type { OrderStatus } from '@model';
import { admin, callError, closeApps, createAccount, webAppData } from '../functions/support.ts';

const { signInAs, close } = await webAppData();
const data = await import('../../src/data/orders-admin');
const { loadMemberNames } = await import('../../src/data/member-names');

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const adminUid = `s4admin${run}`;
const buyerUid = `s4buyer${run}`;
const otherUid = `s4other${run}`;
// later than any order another file or an earlier run wrote
const base = Date.UTC(2100, 0, 1) + Date.now();
const minute = 60_000;

/** Orders as createCheckoutSession and the webhook write them (Admin SDK: clients cannot). */
const orders: { id: string; uid: string; status: OrderStatus; minutesAgo: number; amountPence: number }[] = [
  { id: `s4-${run}-e`, uid: buyerUid, status: 'paid', minutesAgo: 0, amountPence: 4900 },
  { id: `s4-${run}-d`, uid: otherUid, status: 'failed', minutesAgo: 1, amountPence: 900 },
  { id: `s4-${run}-c`, uid: buyerUid, status: 'pending', minutesAgo: 2, amountPence: 9000 },
  // same time as c: ties are broken by id, descending
  { id: `s4-${run}-b`, uid: otherUid, status: 'paid', minutesAgo: 2, amountPence: 4900 },
  { id: `s4-${run}-a`, uid: buyerUid, status: 'failed', minutesAgo: 3, amountPence: 4900 },
];

beforeAll(async () => {
  await createAccount(adminUid, { admin: true });
  await createAccount(buyerUid);
  await createAccount(otherUid);
  const db = admin().db;
  await db.doc(`users/${buyerUid}`).set({ displayName: 'Sam Buyer', email: `${buyerUid}@functions.test` });
  await db.doc(`users/${otherUid}`).set({ displayName: '', email: `${otherUid}@functions.test` });
  for (const order of orders) {
    const createdAt = Timestamp.fromMillis(base - order.minutesAgo * minute);
    await db.doc(`orders/${order.id}`).set({
      uid: order.uid, productId: 'calm-course', productTitle: 'Calm course', kind: 'course', courseId: 'calm', plan: null,
      amountPence: order.amountPence, currency: 'gbp', mode: 'payment', status: order.status, testMode: true,
      checkoutSessionId: `cs_local_${order.id}`, subscriptionId: null, failureReason: order.status === 'failed' ? 'The card was declined.' : null,
      createdAt, updatedAt: createdAt, paidAt: order.status === 'paid' ? createdAt : null,
    });
  }
});
afterAll(async () => {
  const db = admin().db;
  await Promise.all(orders.map((order) => db.doc(`orders/${order.id}`).delete()));
  await close();
  await closeApps();
});

describe('orders for administrators', () => {
  it('pages every order newest first with cursors (ties by id), each page as asked', async () => {
    await signInAs(adminUid);
    const first = await data.listOrders({ pageSize: 2 });
    expect(first.orders.map((o) => o.id)).toEqual([orders[0]!.id, orders[1]!.id]);
    expect(first.orders[0]).toMatchObject({ uid: buyerUid, status: 'paid', amountPence: 4900, testMode: true, productTitle: 'Calm course' });
    expect(first.orders[0]!.createdAt).toEqual(new Date(base));
    const second = await data.listOrders({ cursor: first.next, pageSize: 2 });
    expect(second.orders.map((o) => o.id)).toEqual([orders[2]!.id, orders[3]!.id]);
    const third = await data.listOrders({ cursor: second.next, pageSize: 1 });
    expect(third.orders.map((o) => o.id)).toEqual([orders[4]!.id]);
  });

  it('filters by status, newest first', async () => {
    await signInAs(adminUid);
    const failed = await data.listOrders({ status: 'failed', pageSize: 2 });
    expect(failed.orders.map((o) => o.id)).toEqual([orders[1]!.id, orders[4]!.id]);
    expect(failed.orders.every((o) => o.status === 'failed')).toBe(true);
    const paid = await data.listOrders({ status: 'paid', pageSize: 1 });
    expect(paid.orders.map((o) => o.id)).toEqual([orders[0]!.id]);
    expect(paid.next).not.toBeNull();
    const paidNext = await data.listOrders({ status: 'paid', cursor: paid.next, pageSize: 1 });
    expect(paidNext.orders.map((o) => o.id)).toEqual([orders[3]!.id]);
  });

  it("reads one member's orders newest first, and the names the list shows", async () => {
    await signInAs(adminUid);
    const mine = await data.listMemberOrders(buyerUid);
    expect(mine.map((o) => o.id)).toEqual([orders[0]!.id, orders[2]!.id, orders[4]!.id]);
    expect(await loadMemberNames([buyerUid, otherUid])).toEqual({ [buyerUid]: 'Sam Buyer', [otherUid]: `${otherUid}@functions.test` });
  });

  it('refuses the whole list and another member’s orders to a member', async () => {
    await signInAs(buyerUid);
    expect((await callError(data.listOrders({ pageSize: 2 }))).code).toBe('permission-denied');
    expect((await callError(data.listOrders({ status: 'paid', pageSize: 2 }))).code).toBe('permission-denied');
    expect((await callError(data.listMemberOrders(otherUid))).code).toBe('permission-denied');
    // their own, as the shop's "my orders" reads them
    expect((await data.listMemberOrders(buyerUid)).map((o) => o.id)).toEqual([orders[0]!.id, orders[2]!.id, orders[4]!.id]);
  });
});
