// bookSession and cancelBooking against the emulators. Files may share one emulator: this one
// resets nothing, and every account and session it makes carries its own run's ids.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPath, type BookSessionAnswer, type CancelBookingAnswer } from '@model';
import { admin, callError, client, closeApps, createAccount, type SignedIn } from './support.ts';

const run = `b1${Date.now().toString(36)}`;
const memberUid = `${run}-member`;
const otherUid = `${run}-other`;
let member: SignedIn;
let other: SignedIn;
let visitor: SignedIn;

const inDays = (days: number) => Timestamp.fromMillis(Date.now() + days * 86_400_000);

/** A session of this run: published, public, a week ahead, 5 seats, unless `fields` say otherwise. */
async function session(name: string, fields: Record<string, unknown> = {}): Promise<string> {
  const id = `${run}-${name}`;
  await admin().db.doc(`sessions/${id}`).set({
    title: `Session ${name}`, description: '', kind: 'group', startsAt: inDays(7), endsAt: Timestamp.fromMillis(inDays(7).toMillis() + 3_600_000),
    location: { kind: 'place', place: 'Studio 1' }, capacity: 5, bookedCount: 0, audience: 'public', published: true,
    pricePence: null, cancelled: false, ...fields,
  });
  return id;
}

const book = (who: SignedIn, sessionId: unknown) => who.call<{ sessionId: unknown }, BookSessionAnswer>('bookSession', { sessionId });
const cancel = (who: SignedIn, sessionId: unknown) => who.call<{ sessionId: unknown }, CancelBookingAnswer>('cancelBooking', { sessionId });
const bookedCount = async (id: string) => (await admin().db.doc(`sessions/${id}`).get()).get('bookedCount') as number;
const bookings = async (id: string) => (await admin().db.collection(`sessions/${id}/bookings`).get()).docs;

beforeAll(async () => {
  member = await client(await createAccount(memberUid));
  other = await client(await createAccount(otherUid));
  visitor = await client(null);
  await admin().db.doc(`users/${memberUid}`).set({ displayName: 'Ada Member', email: `${memberUid}@functions.test` });
});
afterAll(closeApps);

describe('bookSession', { timeout: 120_000 }, () => {
  it('books a seat: the booking names the member, bookedCount moves on by one', async () => {
    const id = await session('book');
    expect(await book(member, id)).toEqual({ sessionId: id, seatsLeft: 4 });
    expect(await bookedCount(id)).toBe(1);
    const stored = await admin().db.doc(bookingPath(id, memberUid)).get();
    expect(stored.data()).toMatchObject({ uid: memberUid, sessionId: id, displayName: 'Ada Member', email: `${memberUid}@functions.test` });
    expect(stored.get('bookedAt')).toBeInstanceOf(Timestamp);
  });

  it('refuses a second booking by the same member and changes nothing', async () => {
    const id = await session('twice');
    await book(member, id);
    expect(await callError(book(member, id))).toMatchObject({ code: 'functions/failed-precondition', message: 'You have already booked this session.' });
    expect(await bookedCount(id)).toBe(1);
    expect(await bookings(id)).toHaveLength(1);
  });

  it('refuses a full session', async () => {
    const id = await session('full', { capacity: 1 });
    await book(other, id);
    expect(await callError(book(member, id))).toMatchObject({ code: 'functions/failed-precondition', message: 'This session is full.' });
    expect(await bookedCount(id)).toBe(1);
  });

  it.each([
    ['unpublished', { published: false }, 'This session is not available.'],
    ['cancelled', { cancelled: true }, 'This session has been cancelled.'],
    ['started', { startsAt: inDays(-0.01) }, 'This session has already started, so it can no longer be booked.'],
  ])('refuses a %s session in words', async (name, fields, words) => {
    const id = await session(name, fields);
    expect(await callError(book(member, id))).toMatchObject({ code: 'functions/failed-precondition', message: words });
    expect(await bookings(id)).toHaveLength(0);
  });

  it('refuses a session that does not exist, and a request without a session id', async () => {
    expect(await callError(book(member, `${run}-nothing`))).toMatchObject({ code: 'functions/failed-precondition', message: 'This session is not available.' });
    expect(await callError(book(member, '../users/x'))).toMatchObject({ code: 'functions/invalid-argument', message: 'Say which session to book.' });
  });

  it('refuses visitors', async () => {
    const id = await session('visitor');
    expect(await callError(book(visitor, id))).toMatchObject({ code: 'functions/unauthenticated' });
    expect(await bookedCount(id)).toBe(0);
  });

  it('opens a members-only session only to a membership that gives access', async () => {
    const id = await session('members', { audience: 'members' });
    expect(await callError(book(other, id))).toMatchObject({ code: 'functions/failed-precondition', message: 'This session is for members. Join to book it.' });
    await admin().db.doc(`users/${otherUid}`).set({ membership: { status: 'cancelled', renewsAt: inDays(10) } });
    expect(await callError(book(other, id))).toMatchObject({ message: 'This session is for members. Join to book it.' });
    await admin().db.doc(`users/${otherUid}`).set({ membership: { status: 'active', renewsAt: inDays(10) } });
    expect(await book(other, id)).toEqual({ sessionId: id, seatsLeft: 4 });
    await admin().db.doc(`users/${otherUid}`).delete();
  });

});

// A callable's first call starts a cold worker: on the shared 2-core machine that can pass the
// default 30 s, so these allow more (no timing is asserted).
describe('cancelBooking', { timeout: 120_000 }, () => {
  it('gives the seat back, and a second cancel changes nothing', async () => {
    const id = await session('cancel');
    await book(member, id);
    await book(other, id);
    expect(await cancel(member, id)).toEqual({ sessionId: id, cancelled: true });
    expect(await bookedCount(id)).toBe(1);
    expect((await admin().db.doc(bookingPath(id, memberUid)).get()).exists).toBe(false);
    expect(await cancel(member, id)).toEqual({ sessionId: id, cancelled: false });
    expect(await bookedCount(id)).toBe(1);
    // the seat can be booked again
    expect(await book(member, id)).toMatchObject({ seatsLeft: 3 });
  });

  it('refuses once the session has started, and refuses visitors', async () => {
    const id = await session('late');
    await book(member, id);
    await admin().db.doc(`sessions/${id}`).update({ startsAt: inDays(-0.01) });
    expect(await callError(cancel(member, id))).toMatchObject({ code: 'functions/failed-precondition', message: 'This session has already started, so the booking can no longer be cancelled.' });
    expect(await callError(cancel(visitor, id))).toMatchObject({ code: 'functions/unauthenticated' });
    expect(await bookedCount(id)).toBe(1);
  });
});

describe('bookSession under load', () => {
  // 8 cold function workers on a shared 2-core machine take a while: a generous limit, no timing asserted.
  it('books exactly K seats when N > K members book at once', { timeout: 240_000 }, async () => {
    const capacity = 3;
    const id = await session('race', { capacity });
    // signed in one after another (the Auth emulator drops a burst of sign-ins); only the bookings race
    const members: SignedIn[] = [];
    for (let n = 0; n < 8; n += 1) members.push(await client(await createAccount(`${run}-racer${n}`)));
    const outcomes = await Promise.allSettled(members.map((m) => book(m, id)));
    const booked = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(booked).toHaveLength(capacity);
    expect(refused.map((o) => (o.reason as Error).message.replace(/ \[\d{3}\]$/, ''))).toEqual(Array(8 - capacity).fill('This session is full.'));
    expect(await bookedCount(id)).toBe(capacity);
    expect(await bookings(id)).toHaveLength(capacity);
  });
});
