// eraseAccount and eraseMember through the Functions emulator: a member with data in every place
// MEMBER_DATA_INVENTORY lists (and another member whose data must survive), erased; then every
// document of the database is read and none may name the member.
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_MISMATCH, ERASURE_AUDIT_ACTION, ERASURE_INCOMPLETE, ERASURE_STEPS, LAST_ADMINISTRATOR, MEMBER_DATA_INVENTORY, RECENT_SIGN_IN_REQUIRED, erasurePseudonym, type EraseAnswer, type ErasureStep } from '@model';
import { appCheckHeader } from './app-check.ts';
import { PROJECT_ID, admin, callError, client, closeApps, createAccount, resetEmulators } from './support.ts';

// Distinctive values, so a scan of the whole database can look for them.
const UID = 'mina7qx2lk';
const EMAIL = `${UID}@functions.test`;
const NAME = 'Mina Quillfeather';
const OTHER = 'otto4rw9zp';
const OTHER_EMAIL = `${OTHER}@functions.test`;
const ADMIN = 'alex5tt8mv';
const ADMIN_EMAIL = `${ADMIN}@functions.test`;

const future = Timestamp.fromDate(new Date(Date.now() + 7 * 86_400_000));
const past = Timestamp.fromDate(new Date(Date.now() - 7 * 86_400_000));

/** Data in every inventory place for one member; `tag` keeps document ids apart. */
async function seedMember(uid: string, email: string, name: string, tag: string): Promise<void> {
  const { db } = admin();
  const batch = db.batch();
  const at = Timestamp.now();
  batch.set(db.doc(`users/${uid}`), {
    displayName: name,
    email,
    phone: '07700 900123',
    consent: { healthData: { givenAt: at, noticeVersion: '2026-01' } },
    onboarding: { healthConsentAt: at, initialAssessmentAt: at },
    membership: { status: 'active', plan: 'monthly', renewsAt: future },
    createdAt: at,
  });
  batch.set(db.doc(`responses/${uid}_ptsd`), { formId: 'ptsd', formVersion: 1, memberId: uid, status: 'draft', submissionKey: `Draft${tag}KeyAaaaaaaaaaaaa`.slice(0, 20), data: { pcl1: 1 }, createdAt: at, updatedAt: at });
  batch.set(db.doc(`responses/sub${tag}`), { formId: 'ptsd', formVersion: 1, memberId: uid, status: 'submitted', data: { pcl1: 3, note: `I am ${name}` }, scores: { total: 40 }, createdAt: at, updatedAt: at, submittedAt: at });
  batch.set(db.doc(`responses/sub${tag}/review/flags`), { memberId: uid, flags: [{ id: 'pcl5-probable-ptsd' }], open: 1 });
  batch.set(db.doc(`responses/sub${tag}/notes/n1`), { authorId: ADMIN, authorName: 'Alex Morgan', text: `Spoke with ${name}.`, createdAt: at });
  batch.set(db.doc(`members/${uid}`), { exists: true });
  batch.set(db.doc(`members/${uid}/notes/n1`), { authorId: ADMIN, authorName: 'Alex Morgan', text: `${name} prefers mornings.`, createdAt: at });
  batch.set(db.doc(`assignments/as${tag}`), { formId: 'ptsd', memberId: uid, assignedBy: ADMIN, assignedAt: at, status: 'assigned', message: `Hello ${name}` });
  batch.set(db.doc(`assignmentSeries/series${tag}`), { formId: 'ptsd', memberId: uid, createdBy: ADMIN, createdAt: at, status: 'active', rule: { kind: 'interval', every: 1, unit: 'weeks' }, end: { until: null, times: 4 }, nextAt: at, message: `Weekly, ${name}` });
  batch.set(db.doc(`enrollments/${uid}_calm`), { uid, courseId: 'calm', source: 'free', completedChapters: ['c1'] });
  batch.set(db.doc(`sessions/future/bookings/${uid}`), { uid, sessionId: 'future', displayName: name, bookedAt: at });
  batch.set(db.doc(`sessions/past/bookings/${uid}`), { uid, sessionId: 'past', displayName: name, bookedAt: at });
  batch.set(db.doc(`orders/order${tag}`), { uid, productId: 'calm', productTitle: 'Calm course', amountPence: 4900, status: 'paid', email, createdAt: at });
  batch.set(db.doc(`stripeEvents/evt_${tag}`), { type: 'checkout.session.completed', created: 1, outcome: 'order paid', orderId: `order${tag}`, uid });
  batch.set(db.doc(`auditLog/consent${tag}`), { action: 'consent.health.give', actorUid: uid, targetUid: uid, noticeVersion: '2026-01', at });
  // enrolment entries name the enrolment by its id, {uid}_{courseId}
  batch.set(db.doc(`auditLog/enrol${tag}`), { action: 'course.enrol', actorUid: uid, targetUid: uid, courseId: 'calm', enrollmentId: `${uid}_calm`, source: 'free', at });
  batch.set(db.doc(`auditLog/grant${tag}`), { action: 'role.admin.grant', actorUid: ADMIN, targetUid: uid, targetEmail: email, at });
  batch.set(db.doc(`accessLog/open${tag}`), { actorId: ADMIN, actorName: 'Alex Morgan', memberId: uid, kind: 'record', at });
  // an email sent to the member and one still queued for them
  batch.set(db.doc(`mail/measure-due~as${tag}`), { toUids: [uid], memberId: uid, kind: 'measure-due', message: { subject: 'A check-in is due', text: `Hello ${name}`, html: '' }, createdAt: at, delivery: { state: 'SUCCESS', attempts: 1 } });
  batch.set(db.doc(`mail/booking-reminder~future~${uid}`), { toUids: [uid], memberId: uid, kind: 'booking-reminder', message: { subject: 'Your session tomorrow', text: `Hello ${name}`, html: '' }, createdAt: at, delivery: { state: 'PENDING', attempts: 0 } });
  await batch.commit();
}

/** Every document in the database (subcollections included), as path -> data. */
async function everyDocument(): Promise<Map<string, unknown>> {
  const { db } = admin();
  const found = new Map<string, unknown>();
  const walk = async (refs: DocumentReference[]) => {
    for (const ref of refs) {
      const snap = await ref.get();
      if (snap.exists) found.set(ref.path, snap.data());
      const subcollections = await ref.listCollections();
      for (const sub of subcollections) await walk(await sub.listDocuments());
    }
  };
  for (const collection of await db.listCollections()) await walk(await collection.listDocuments());
  return found;
}

/** The documents whose path or content names the member by uid, email or name. */
async function documentsNamingMember(): Promise<string[]> {
  const named: string[] = [];
  for (const [path, data] of await everyDocument()) {
    const text = `${path} ${JSON.stringify(data)}`.toLowerCase();
    if ([UID, EMAIL, NAME.toLowerCase(), 'quillfeather'].some((needle) => text.includes(needle))) named.push(path);
  }
  return named;
}

/** The other member's documents, to compare before and after. */
async function documentsOf(needle: string): Promise<Record<string, unknown>> {
  const docs: Record<string, unknown> = {};
  for (const [path, data] of await everyDocument()) if (`${path} ${JSON.stringify(data)}`.includes(needle)) docs[path] = data;
  return docs;
}

const bookedCount = async (sessionId: string) => (await admin().db.doc(`sessions/${sessionId}`).get()).get('bookedCount') as number;
const accountExists = (uid: string) => admin().auth.getUser(uid).then(() => true, () => false);
const eraseSelf = async (email = EMAIL) => (await client(email)).call<Record<string, never>, EraseAnswer>('eraseAccount', {});
const eraseAsAdmin = async (memberId: string, confirmEmail: string, adminEmail = ADMIN_EMAIL) =>
  (await client(adminEmail)).call<{ memberId: string; confirmEmail: string }, EraseAnswer>('eraseMember', { memberId, confirmEmail });
/** Test-only: the run stops after `step` (the erasure record is server-only: clients cannot set this). */
const crashAfter = async (step: ErasureStep) => admin().db.doc(`erasures/${await erasurePseudonym(UID)}`).set({ failAfterStep: step });

// An erasure walks many collections: on a loaded machine one run can take a minute.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 120_000 });

beforeEach(async () => {
  await resetEmulators();
  await createAccount(UID);
  await createAccount(OTHER);
  await createAccount(ADMIN, { admin: true });
  await admin().auth.updateUser(UID, { displayName: NAME });
  const { db } = admin();
  await db.doc('sessions/future').set({ title: 'Morning calm', startsAt: future, capacity: 10, bookedCount: 2, published: true });
  await db.doc('sessions/past').set({ title: 'Last week', startsAt: past, capacity: 10, bookedCount: 2, published: true });
  await db.doc(`users/${ADMIN}`).set({ displayName: 'Alex Morgan', email: ADMIN_EMAIL, role: 'admin' });
  await seedMember(UID, EMAIL, NAME, 'M');
  await seedMember(OTHER, OTHER_EMAIL, 'Otto Brindlewood', 'O');
});
afterAll(closeApps);

/** What must hold once the member is erased: nothing names them; kept records name the pseudonym. */
async function expectErased(by: 'self' | 'admin', askedBy: 'self' | 'admin' = by) {
  const pseudonym = await erasurePseudonym(UID);
  const { db } = admin();
  expect(await documentsNamingMember()).toEqual([]);
  expect(await accountExists(UID)).toBe(false);

  // kept for accounting, pseudonymised: no email
  const order = (await db.doc('orders/orderM').get()).data();
  expect(order).toMatchObject({ uid: pseudonym, amountPence: 4900, status: 'paid', productTitle: 'Calm course' });
  expect(order).not.toHaveProperty('email');
  expect((await db.doc('stripeEvents/evt_M').get()).get('uid')).toBe(pseudonym);
  // the logs keep what happened, not who it happened to; the administrator's own name stays
  expect((await db.doc('auditLog/grantM').get()).data()).toMatchObject({ actorUid: ADMIN, targetUid: pseudonym });
  expect((await db.doc('auditLog/grantM').get()).data()).not.toHaveProperty('targetEmail');
  expect((await db.doc('auditLog/enrolM').get()).data()).toMatchObject({ actorUid: pseudonym, targetUid: pseudonym, enrollmentId: `${pseudonym}_calm` });
  expect((await db.doc('accessLog/openM').get()).data()).toMatchObject({ actorId: ADMIN, actorName: 'Alex Morgan', memberId: pseudonym });

  // one audit entry that an erasure happened: who asked, nothing about what was erased
  const erased = (await db.collection('auditLog').where('action', '==', ERASURE_AUDIT_ACTION).get()).docs.map((d) => d.data());
  expect(erased).toHaveLength(1);
  expect(Object.keys(erased[0]!).sort()).toEqual(['action', 'actorUid', 'at', 'by', 'targetUid']);
  expect(erased[0]).toMatchObject({ targetUid: pseudonym, by, actorUid: by === 'admin' ? ADMIN : pseudonym });

  const progress = (await db.doc(`erasures/${pseudonym}`).get()).data();
  // the record says who asked; the audit entry who carried it out to the end
  expect(progress).toMatchObject({ status: 'done', stepsDone: [...ERASURE_STEPS], by: askedBy });
  expect(progress).not.toHaveProperty('failAfterStep');

  // the seat of the session still to come is given back once; a past session's count stays
  expect(await bookedCount('future')).toBe(1);
  expect(await bookedCount('past')).toBe(2);
}

describe('eraseAccount (the member)', () => {
  it('erases every inventory place, keeps pseudonymised orders and one audit entry, and leaves another member alone', async () => {
    // every inventory place holds something of the member before (the seed covers the list)
    const before = await documentsNamingMember();
    for (const entry of MEMBER_DATA_INVENTORY) {
      if (entry.finder.by === 'auth-account' || entry.key === 'erasure') continue;
      const collection = entry.path.split('/')[0]!;
      expect(before.some((path) => path.startsWith(`${collection}/`)), entry.key).toBe(true);
    }
    const others = await documentsOf(OTHER);

    const answer = await eraseSelf();
    expect(answer).toEqual({ pseudonym: await erasurePseudonym(UID), status: 'done', stepsDone: [...ERASURE_STEPS] });
    await expectErased('self');

    expect(await documentsOf(OTHER)).toEqual(others);
    expect(await accountExists(OTHER)).toBe(true);
    // the other member's booking stays with its seat
    expect((await admin().db.doc(`sessions/future/bookings/${OTHER}`).get()).exists).toBe(true);
  });

  it('refuses a sign-in older than five minutes ("confirm by signing in again"), erasing nothing', async () => {
    const signedIn = await client(EMAIL);
    const token = await signedIn.user!.getIdToken();
    // The Auth emulator's ID tokens are unsigned: the same token, signed in ten minutes ago.
    const [header, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const stale = Buffer.from(JSON.stringify({ ...claims, auth_time: Math.floor(Date.now() / 1000) - 600 })).toString('base64url');
    const host = process.env.WELLNESS_FUNCTIONS_HOST ?? '127.0.0.1:5001';
    const response = await fetch(`http://${host}/${PROJECT_ID}/europe-west2/eraseAccount`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...appCheckHeader(PROJECT_ID), authorization: `Bearer ${header}.${stale}.` },
      body: JSON.stringify({ data: {} }),
    });
    const body = (await response.json()) as { error?: { status: string; details?: { reason?: string } } };
    expect(body.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: RECENT_SIGN_IN_REQUIRED } });
    expect(await accountExists(UID)).toBe(true);
    expect((await admin().db.doc(`users/${UID}`).get()).exists).toBe(true);

    // the same token as issued (a fresh sign-in) is accepted: the refusal was the sign-in's age
    const fresh = await fetch(`http://${host}/${PROJECT_ID}/europe-west2/eraseAccount`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...appCheckHeader(PROJECT_ID), authorization: `Bearer ${token}` },
      body: JSON.stringify({ data: {} }),
    });
    expect(((await fresh.json()) as { result?: EraseAnswer }).result?.status).toBe('done');
  });

  it('continues where it stopped after a failure half-way, giving the seat back once', async () => {
    await crashAfter('bookings');
    const error = await callError(eraseSelf());
    expect(error).toMatchObject({ code: 'functions/aborted', details: { reason: ERASURE_INCOMPLETE } });
    expect(error.message).toContain('continues where it stopped');

    // half-way: the health data is gone, the seat given back; the orders, profile and account not yet done
    const { db } = admin();
    expect((await db.collection('responses').where('memberId', '==', UID).get()).empty).toBe(true);
    expect(await bookedCount('future')).toBe(1);
    expect((await db.doc('orders/orderM').get()).get('uid')).toBe(UID);
    expect(await accountExists(UID)).toBe(true);
    const progress = (await db.doc(`erasures/${await erasurePseudonym(UID)}`).get()).data();
    expect(progress).toMatchObject({ status: 'running', stepsDone: ERASURE_STEPS.slice(0, ERASURE_STEPS.indexOf('bookings') + 1) });

    // the member signs in again and retries: it finishes
    expect((await eraseSelf()).status).toBe('done');
    await expectErased('self');
  });

  it('is refused for the last administrator, and for a malformed request', async () => {
    const error = await callError(eraseSelf(ADMIN_EMAIL));
    expect(error).toMatchObject({ code: 'functions/failed-precondition', details: { reason: LAST_ADMINISTRATOR } });
    expect(await accountExists(ADMIN)).toBe(true);

    const signedIn = await client(EMAIL);
    const extra = await callError(signedIn.call('eraseAccount', { failAfterStep: 'orders' }));
    expect(extra).toMatchObject({ code: 'functions/invalid-argument', message: 'Unexpected field: failAfterStep.' });
    expect(await accountExists(UID)).toBe(true);
  });

  it('lets an administrator delete their own account while another administrator remains', async () => {
    await createAccount('second4admin', { admin: true });
    expect((await eraseSelf(ADMIN_EMAIL)).status).toBe('done');
    expect(await accountExists(ADMIN)).toBe(false);
    // what they did as an administrator stays, under their pseudonym
    const pseudonym = await erasurePseudonym(ADMIN);
    const { db } = admin();
    expect((await db.doc('accessLog/openM').get()).data()).toMatchObject({ actorId: pseudonym, memberId: UID });
    expect((await db.doc('accessLog/openM').get()).data()).not.toHaveProperty('actorName');
    expect((await db.doc(`members/${UID}/notes/n1`).get()).data()).toMatchObject({ authorId: pseudonym });
    expect((await db.doc(`members/${UID}/notes/n1`).get()).data()).not.toHaveProperty('authorName');
  });
});

describe('eraseMember (an administrator for a member)', () => {
  it('needs the member’s email typed; then erases the same way, audited with the administrator', async () => {
    const wrong = await callError(eraseAsAdmin(UID, OTHER_EMAIL));
    expect(wrong).toMatchObject({ code: 'functions/invalid-argument', details: { reason: EMAIL_MISMATCH } });
    expect(await accountExists(UID)).toBe(true);
    expect((await admin().db.collection('erasures').get()).empty).toBe(true);

    const answer = await eraseAsAdmin(UID, `  ${EMAIL.toUpperCase()} `);
    expect(answer.status).toBe('done');
    await expectErased('admin');
  });

  it('is idempotent: a second run answers done and writes nothing more', async () => {
    await eraseAsAdmin(UID, EMAIL);
    const afterFirst = await everyDocument();
    // the account is gone: the started erasure is recognised by its record
    expect(await eraseAsAdmin(UID, EMAIL)).toMatchObject({ status: 'done', stepsDone: [...ERASURE_STEPS] });
    expect(await everyDocument()).toEqual(afterFirst);
  });

  it('finishes an erasure that stopped after the account was deleted (the member can no longer sign in to retry)', async () => {
    await crashAfter('auth');
    expect((await callError(eraseSelf())).details).toEqual({ reason: ERASURE_INCOMPLETE });
    expect(await accountExists(UID)).toBe(false);
    expect((await admin().db.collection('auditLog').where('action', '==', ERASURE_AUDIT_ACTION).get()).empty).toBe(true);

    expect((await eraseAsAdmin(UID, EMAIL)).status).toBe('done');
    await expectErased('admin', 'self');
  });

  it('refuses members, the administrator’s own account (eraseAccount is theirs) and an unknown account', async () => {
    const asMember = await callError((await client(OTHER_EMAIL)).call('eraseMember', { memberId: UID, confirmEmail: EMAIL }));
    expect(asMember.code).toBe('functions/permission-denied');
    const own = await callError(eraseAsAdmin(ADMIN, ADMIN_EMAIL));
    expect(own.code).toBe('functions/failed-precondition');
    const unknown = await callError(eraseAsAdmin('nobody1234', 'nobody1234@functions.test'));
    expect(unknown.code).toBe('functions/not-found');

    expect(await accountExists(UID)).toBe(true);
    expect((await admin().db.collection('erasures').get()).empty).toBe(true);
  });
});
