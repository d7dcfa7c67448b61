// Members' emails against the emulators and the local inbox (MailDev): the booking confirmation
// with its calendar file, the cancellation, the reminder 24 hours before (the sweep run in-process
// with a controlled clock), email choices, one-click unsubscribe, and nothing for an erased member.
// Run with `scripts/with-emulators.mjs --functions --mail`. Every account and session carries this
// run's ids, so the file shares the emulators with others.
import { getApps, initializeApp } from 'firebase-admin/app';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erasurePseudonym, mailIdFor, readMailDocument, type BookSessionAnswer, type CancelBookingAnswer } from '@model';
import { bookingRemindersSweep } from '../../functions/src/sweeps/booking-reminders-sweep.ts';
import { measureNoticesSweep } from '../../functions/src/sweeps/measure-notices-sweep.ts';
import { LOCAL_MAIL_LINK_SECRET } from '../../functions/src/member-mail/link-secret.ts';
import { signUnsubscribeToken } from '../../functions/src/member-mail/unsubscribe-token.ts';
import { attachmentText, messageSource, messagesTo, waitForMessages, type InboxMessage } from '../support/inbox.ts';
import { PROJECT_ID, admin, client, closeApps, createAccount, type SignedIn } from './support.ts';

// The sweeps run here as the local stack runs them: the emulator's unsubscribe secret and links.
process.env.FUNCTIONS_EMULATOR = 'true';
process.env.FUNCTIONS_BASE_URL ??= `http://${process.env.WELLNESS_FUNCTIONS_HOST ?? '127.0.0.1:5001'}/${PROJECT_ID}/europe-west2`;
// the sender looks addresses up through the default app's Auth
if (!getApps().some((app) => app.name === '[DEFAULT]')) initializeApp({ projectId: PROJECT_ID });

const run = `mm${Date.now().toString(36)}`;
const HOUR = 3_600_000;
let member: SignedIn;
let memberEmail: string;
const memberUid = `${run}-member`;

async function session(name: string, startsAt: Date, fields: Record<string, unknown> = {}): Promise<string> {
  const id = `${run}-${name}`;
  await admin().db.doc(`sessions/${id}`).set({
    title: `Grounding <b>${name}</b>`, description: 'Breathing & rest', kind: 'group', startsAt: Timestamp.fromDate(startsAt), endsAt: Timestamp.fromMillis(startsAt.getTime() + HOUR),
    location: { kind: 'place', place: 'Studio 1, 2 High Street' }, capacity: 5, bookedCount: 0, audience: 'public', published: true, pricePence: null, cancelled: false, ...fields,
  });
  return id;
}

const book = (who: SignedIn, sessionId: string) => who.call<{ sessionId: string }, BookSessionAnswer>('bookSession', { sessionId });
const cancel = (who: SignedIn, sessionId: string) => who.call<{ sessionId: string }, CancelBookingAnswer>('cancelBooking', { sessionId });
const to = (address: string, subject: string) => (message: InboxMessage) => message.to.some((t) => t.address.toLowerCase() === address.toLowerCase()) && message.subject.includes(subject);
/** A header as it arrived (from the message's source, folded lines unfolded), or undefined. */
const header = async (message: InboxMessage, name: string): Promise<string | undefined> => {
  const head = (await messageSource(message)).split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
};
const mailDoc = async (id: string) => {
  const snap = await admin().db.doc(`mail/${id}`).get();
  return snap.exists ? readMailDocument<Timestamp>(snap.data()) : null;
};
/** Moves a booking's time back, as if it was made days ago (the reminder goes only to bookings made before its time). */
const bookedDaysAgo = (sessionId: string, uid: string, days: number) =>
  admin().db.doc(`sessions/${sessionId}/bookings/${uid}`).update({ bookedAt: Timestamp.fromMillis(Date.now() - days * 24 * HOUR) });

beforeAll(async () => {
  memberEmail = await createAccount(memberUid);
  await admin().db.doc(`users/${memberUid}`).set({ displayName: 'Ada <script>alert(1)</script>', email: memberEmail });
  member = await client(memberEmail);
});
afterAll(closeApps);

describe('booking emails', { timeout: 120_000 }, () => {
  it('booking sends a confirmation with a valid .ics attached, escaped, with no unsubscribe (service mail)', async () => {
    const startsAt = new Date(Date.now() + 7 * 24 * HOUR);
    const id = await session('confirm', startsAt);
    await book(member, id);
    const [message] = await waitForMessages(to(memberEmail, 'Booked: Grounding'));
    expect(message!.subject).toBe('Booked: Grounding <b>confirm</b>');
    expect(message!.html).toContain('Grounding &lt;b&gt;confirm&lt;/b&gt;');
    expect(message!.html).toContain('Hello Ada &lt;script&gt;');
    expect(message!.html).not.toContain('<script>');
    expect(await header(message!, 'list-unsubscribe')).toBeUndefined();
    const attachment = message!.attachments?.find((a) => a.filename.endsWith('.ics'));
    expect(attachment?.contentType).toContain('text/calendar');
    const ics = await attachmentText(message!, attachment!.generatedFileName ?? attachment!.filename);
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain(`UID:session-${id}@wellness-practice\r\n`);
    expect(ics).toContain(`DTSTART:${startsAt.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')}\r\n`);
    expect(ics).toContain('SUMMARY:Grounding <b>confirm</b>\r\n');
    expect(ics).toMatch(/END:VEVENT\r\nEND:VCALENDAR\r\n$/);
    const booking = await admin().db.doc(`sessions/${id}/bookings/${memberUid}`).get();
    const stored = await mailDoc(mailIdFor('booking-confirmed', id, memberUid, (booking.get('bookedAt') as Timestamp).toMillis()));
    expect(stored).toMatchObject({ kind: 'booking-confirmed', memberId: memberUid, toUids: [memberUid], delivery: { state: 'SUCCESS' } });
  });

  it('cancelling sends a cancellation', async () => {
    const id = await session('cancel', new Date(Date.now() + 5 * 24 * HOUR));
    await book(member, id);
    await waitForMessages(to(memberEmail, 'Booked: Grounding <b>cancel</b>'));
    expect(await cancel(member, id)).toEqual({ sessionId: id, cancelled: true });
    const [message] = await waitForMessages(to(memberEmail, 'Cancelled: Grounding <b>cancel</b>'));
    expect(message!.text).toContain('Your booking is cancelled');
    // a second cancel changes nothing and sends nothing
    expect(await cancel(member, id)).toEqual({ sessionId: id, cancelled: false });
    expect((await messagesTo(memberEmail)).filter((m) => m.subject.startsWith('Cancelled: Grounding <b>cancel</b>'))).toHaveLength(1);
  });

  it('the reminder goes 24 hours before, once, with one-click unsubscribe headers (RFC 8058)', async () => {
    const startsAt = new Date(Date.now() + 3 * 24 * HOUR);
    const id = await session('remind', startsAt);
    await book(member, id);
    await bookedDaysAgo(id, memberUid, 2);
    const db = admin().db;
    await bookingRemindersSweep.run(db, new Date(startsAt.getTime() - 25 * HOUR));
    const booking = await db.doc(`sessions/${id}/bookings/${memberUid}`).get();
    const mailId = mailIdFor('booking-reminder', id, memberUid, (booking.get('bookedAt') as Timestamp).toMillis());
    expect(await mailDoc(mailId)).toBeNull();
    await bookingRemindersSweep.run(db, new Date(startsAt.getTime() - 23 * HOUR));
    await bookingRemindersSweep.run(db, new Date(startsAt.getTime() - 22 * HOUR));
    expect((await mailDoc(mailId))?.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const [message] = await waitForMessages(to(memberEmail, 'Tomorrow: Grounding <b>remind</b>'));
    expect(await header(message!, 'list-unsubscribe')).toMatch(/^<http:\/\/.+\/unsubscribe\?token=[\w-]+\.[\w-]+>$/);
    expect(await header(message!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect((await messagesTo(memberEmail)).filter((m) => m.subject.startsWith('Tomorrow: Grounding <b>remind</b>'))).toHaveLength(1);
    expect((await mailDoc(mailId))?.delivery.state).toBe('SUCCESS');
  });

  it('a booking made inside the 24 hours gets no reminder (its confirmation just went)', async () => {
    const startsAt = new Date(Date.now() + 20 * HOUR);
    const id = await session('late', startsAt);
    await book(member, id);
    await bookingRemindersSweep.run(admin().db, new Date());
    const booking = await admin().db.doc(`sessions/${id}/bookings/${memberUid}`).get();
    expect(await mailDoc(mailIdFor('booking-reminder', id, memberUid, (booking.get('bookedAt') as Timestamp).toMillis()))).toBeNull();
  });
});

describe('choices and unsubscribe', { timeout: 120_000 }, () => {
  it('one-click unsubscribe: GET asks and changes nothing, POST switches that reminder off; the next one is not sent', async () => {
    const uid = `${run}-unsub`;
    const email = await createAccount(uid);
    await admin().db.doc(`users/${uid}`).set({ displayName: 'Bo', email });
    const token = signUnsubscribeToken(LOCAL_MAIL_LINK_SECRET, uid, 'booking-reminder', new Date());
    const link = `${process.env.FUNCTIONS_BASE_URL}/unsubscribe?token=${token}`;
    const page = await fetch(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Stop these emails');
    expect(html).toContain('<form method="post"');
    expect((await admin().db.doc(`users/${uid}`).get()).get('emailChoices')).toBeUndefined();

    const posted = await fetch(link, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain('You are unsubscribed');
    expect((await admin().db.doc(`users/${uid}`).get()).get('emailChoices')).toEqual({ 'booking-reminder': false });

    // the reminder is queued but not sent to someone who switched it off; service mail still goes
    const startsAt = new Date(Date.now() + 2 * 24 * HOUR);
    const id = await session('unsub', startsAt);
    const signedIn = await client(email);
    await book(signedIn, id);
    await waitForMessages(to(email, 'Booked: Grounding <b>unsub</b>'));
    await bookedDaysAgo(id, uid, 3);
    await bookingRemindersSweep.run(admin().db, new Date(startsAt.getTime() - 23 * HOUR));
    const booking = await admin().db.doc(`sessions/${id}/bookings/${uid}`).get();
    const stored = await admin().db.doc(`mail/${mailIdFor('booking-reminder', id, uid, (booking.get('bookedAt') as Timestamp).toMillis())}`).get();
    expect(stored.get('delivery.state')).toBe('SUCCESS');
    expect(stored.get('delivery.skipped')).toMatch(/switched these emails off/);
    expect((await messagesTo(email)).map((m) => m.subject)).toEqual(['Booked: Grounding <b>unsub</b>']);
  });

  it('refuses a changed or expired link in words, and changes nothing', async () => {
    const uid = `${run}-tamper`;
    await admin().db.doc(`users/${uid}`).set({ displayName: 'Cy' });
    const base = `${process.env.FUNCTIONS_BASE_URL}/unsubscribe?token=`;
    const token = signUnsubscribeToken(LOCAL_MAIL_LINK_SECRET, uid, 'measure-due', new Date());
    const [body, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ uid: `${run}-member`, kind: 'measure-due', expiresAt: Date.now() + 1e9 })).toString('base64url');
    const tampered = await fetch(`${base}${forged}.${signature}`, { method: 'POST' });
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain('This unsubscribe link has been changed, so it cannot be used.');
    const expiredToken = signUnsubscribeToken(LOCAL_MAIL_LINK_SECRET, uid, 'measure-due', new Date(Date.now() - 200 * 24 * HOUR));
    const expired = await fetch(`${base}${expiredToken}`, { method: 'POST' });
    expect(expired.status).toBe(400);
    expect(await expired.text()).toContain('This unsubscribe link has expired.');
    const cut = await fetch(`${base}${body}`);
    expect(cut.status).toBe(400);
    expect(await cut.text()).toContain('This unsubscribe link is incomplete.');
    expect((await admin().db.doc(`users/${uid}`).get()).get('emailChoices')).toBeUndefined();
    expect((await admin().db.doc(`users/${memberUid}`).get()).get('emailChoices')).toBeUndefined();
  });

  it('measure emails: "assigned" once, then one "due" reminder; none with health data; none when switched off', async () => {
    const db = admin().db;
    const now = new Date();
    const dueAt = new Date(now.getTime() + 3 * 24 * HOUR);
    const assignmentId = `${run}-assignment`;
    await db.doc(`assignments/${assignmentId}`).set({
      formId: 'phq-9-private', memberId: memberUid, assignedBy: 'admin', assignedAt: Timestamp.fromDate(now), dueAt: Timestamp.fromDate(dueAt), message: 'About your low mood', status: 'assigned',
    });
    await measureNoticesSweep.run(db, new Date(now.getTime() + 60_000));
    await measureNoticesSweep.run(db, new Date(now.getTime() + 120_000));
    const [assigned] = await waitForMessages(to(memberEmail, 'A form to complete'));
    for (const part of [assigned!.text ?? '', assigned!.html ?? '', assigned!.subject]) {
      expect(part).not.toContain('low mood');
      expect(part).not.toContain('phq');
    }
    expect(await header(assigned!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    await measureNoticesSweep.run(db, new Date(dueAt.getTime() - 25 * HOUR));
    expect(await mailDoc(mailIdFor('measure-due', assignmentId))).toBeNull();
    await measureNoticesSweep.run(db, new Date(dueAt.getTime() - 20 * HOUR));
    await measureNoticesSweep.run(db, new Date(dueAt.getTime() - 2 * HOUR));
    await waitForMessages(to(memberEmail, 'A form is due'));
    const subjects = (await messagesTo(memberEmail)).map((m) => m.subject);
    expect(subjects.filter((s) => s.startsWith('A form to complete'))).toHaveLength(1);
    expect(subjects.filter((s) => s.startsWith('A form is due'))).toHaveLength(1);

    await db.doc(`users/${memberUid}`).update({ 'emailChoices.measure-assigned': false });
    const second = `${run}-assignment-2`;
    await db.doc(`assignments/${second}`).set({
      formId: 'phq-9-private', memberId: memberUid, assignedBy: 'admin', assignedAt: Timestamp.fromDate(now), dueAt: null, message: '', status: 'assigned',
    });
    await measureNoticesSweep.run(db, new Date(now.getTime() + 60_000));
    expect((await mailDoc(mailIdFor('measure-assigned', second)))?.delivery).toMatchObject({ state: 'SUCCESS' });
    expect((await messagesTo(memberEmail)).filter((m) => m.subject.startsWith('A form to complete'))).toHaveLength(1);
  });

  it('an erased member gets nothing, service mail included', async () => {
    const uid = `${run}-erased`;
    const email = await createAccount(uid);
    await admin().db.doc(`users/${uid}`).set({ displayName: 'Di', email });
    const signedIn = await client(email);
    const startsAt = new Date(Date.now() + 4 * 24 * HOUR);
    const id = await session('erased', startsAt);
    await book(signedIn, id);
    await waitForMessages(to(email, 'Booked: Grounding <b>erased</b>'));
    await bookedDaysAgo(id, uid, 3);
    // erasure under way: its record exists (the profile and account go last)
    await admin().db.doc(`erasures/${await erasurePseudonym(uid)}`).set({ status: 'running', stepsDone: [] });
    await cancel(signedIn, id).catch(() => null);
    await bookingRemindersSweep.run(admin().db, new Date(startsAt.getTime() - 23 * HOUR));
    const stored = await admin().db.collection('mail').where('memberId', '==', uid).get();
    const cancelled = stored.docs.find((d) => d.get('kind') === 'booking-cancelled');
    expect(cancelled?.get('delivery.state')).toBe('SUCCESS');
    expect(cancelled?.get('delivery.skipped')).toMatch(/erased/);
    expect((await messagesTo(email)).map((m) => m.subject)).toEqual(['Booked: Grounding <b>erased</b>']);
  });
});
