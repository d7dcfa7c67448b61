// The sessions repositories (src/data/sessions.ts, src/data/session-admin.ts) against the
// emulators, as /sessions, the dashboard and /admin/add-session use them: client SDK, the rules
// enforced, the booking callables. Accounts and sessions are this file's own (unique per run).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import type { SessionFields } from '@model';
import { admin, closeApps, createAccount, webAppData } from '../functions/support.ts';

const { signInAs, close } = await webAppData();
const pub = await import('../../src/data/sessions');
const adm = await import('../../src/data/session-admin');

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const adminUid = `s1admin${run}`;
const memberUid = `s1member${run}`;
const DAY = 86_400_000;
const ids: Record<'open' | 'members' | 'draft' | 'past', string> = { open: '', members: '', draft: '', past: '' };

const fields = (title: string, over: Partial<SessionFields> = {}): SessionFields => ({
  title, description: `About ${title}`, kind: 'group', startsAt: new Date(Date.now() + 3 * DAY), endsAt: new Date(Date.now() + 3 * DAY + 3_600_000),
  location: { kind: 'place', place: 'Studio 1' }, capacity: 2, audience: 'public', published: true, pricePence: null, cancelled: false, ...over,
});
const ours = (list: { id: string }[]) => list.map((s) => s.id).filter((id) => Object.values(ids).includes(id));

beforeAll(async () => {
  await createAccount(adminUid, { admin: true });
  await createAccount(memberUid);
  await admin().db.doc(`users/${memberUid}`).set({
    displayName: 'Session member', email: `${memberUid}@functions.test`,
    membership: { status: 'active', plan: 'monthly', renewsAt: Timestamp.fromMillis(Date.now() + 30 * DAY) },
  });
  await signInAs(adminUid);
  ids.open = await adm.createSession(fields(`Open ${run}`));
  ids.members = await adm.createSession(fields(`Members ${run}`, { audience: 'members', location: { kind: 'online', url: 'https://meet.example.com/m' } }));
  ids.draft = await adm.createSession(fields(`Draft ${run}`, { published: false }));
  ids.past = await adm.createSession(fields(`Past ${run}`, { startsAt: new Date(Date.now() - 2 * DAY), endsAt: new Date(Date.now() - 2 * DAY + 3_600_000) }));
});
afterAll(async () => {
  for (const id of Object.values(ids)) if (id) await admin().db.recursiveDelete(admin().db.doc(`sessions/${id}`));
  await close();
  await closeApps();
});

// A callable's first call starts a cold worker: on the shared 2-core machine that can pass the
// default 30 s, so these allow more (no timing is asserted).
describe('sessions for everyone', { timeout: 120_000 }, () => {
  it('lists upcoming published sessions soonest first: public ones for visitors, members-only ones too when signed in', async () => {
    await signInAs(null);
    expect(ours(await pub.listUpcomingSessions(false))).toEqual([ids.open]);
    await signInAs(memberUid);
    expect(ours(await pub.listUpcomingSessions(true)).sort()).toEqual([ids.open, ids.members].sort());
  });

  it('books and cancels through the callables; the member sees the booking with its session', async () => {
    await signInAs(memberUid);
    expect(await pub.bookSession(ids.members)).toEqual({ sessionId: ids.members, seatsLeft: 1 });
    const mine = (await pub.listMyBookings(memberUid)).filter((b) => b.booking.sessionId === ids.members);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.session).toMatchObject({ id: ids.members, bookedCount: 1, location: { kind: 'online', url: 'https://meet.example.com/m' } });
    expect(mine[0]!.booking.bookedAt).toBeInstanceOf(Date);
    await expect(pub.bookSession(ids.members)).rejects.toMatchObject({ code: 'functions/failed-precondition', message: 'You have already booked this session.' });

    await signInAs(adminUid);
    expect((await adm.listAttendees(ids.members)).map((a) => [a.uid, a.displayName])).toEqual([[memberUid, 'Session member']]);

    await signInAs(memberUid);
    expect(await pub.cancelBooking(ids.members)).toEqual({ sessionId: ids.members, cancelled: true });
    expect((await pub.listMyBookings(memberUid)).filter((b) => b.booking.sessionId === ids.members)).toHaveLength(0);
  });
});

describe('sessions for administrators', { timeout: 120_000 }, () => {
  it('lists every session, drafts and past ones included, and edits, publishes and cancels', async () => {
    await signInAs(adminUid);
    expect(ours(await adm.listAllSessions()).sort()).toEqual(Object.values(ids).sort());
    await adm.updateSession(ids.draft, fields(`Draft renamed ${run}`, { published: false, capacity: 5 }));
    await adm.setSessionPublished(ids.draft, true);
    await adm.setSessionCancelled(ids.draft, true);
    expect((await admin().db.doc(`sessions/${ids.draft}`).get()).data()).toMatchObject({
      title: `Draft renamed ${run}`, capacity: 5, published: true, cancelled: true, bookedCount: 0, updatedBy: adminUid,
    });
  });

  it('refuses a capacity below the bookings held, in the rules', async () => {
    await signInAs(memberUid);
    await pub.bookSession(ids.open);
    await signInAs(adminUid);
    await admin().db.doc(`sessions/${ids.open}`).update({ bookedCount: 2 }); // as if a second member booked
    await expect(adm.updateSession(ids.open, fields(`Open ${run}`, { capacity: 1 }))).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await admin().db.doc(`sessions/${ids.open}`).get()).get('capacity')).toBe(2);
  });
});
