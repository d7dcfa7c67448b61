import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_DATA_INVENTORY, MEMBER_EXPORT_AUDIT_ACTION, REVIEW_BEFORE_SENDING, WITHHELD_FROM_MEMBER_COPY, erasurePseudonym, type ExportMyDataAnswer, type ExportMyDataRequest, type MemberDataKey } from '@model';
import { admin, callError, client, closeApps, createAccount, resetEmulators } from './support.ts';

// Two members, alice and bob, with data in every place the inventory lists. Every document carries
// its owner's uid in its id or fields, so "nothing of bob" is: the word bob appears nowhere.
const at = (iso: string) => Timestamp.fromDate(new Date(iso));

/** How each inventory entry's data is created for a member. A new inventory entry without a seed here fails the test below. */
const SEEDS: Record<MemberDataKey, (uid: string) => Promise<unknown>> = {
  account: async () => undefined, // createAccount in beforeAll
  profile: (uid) =>
    admin().db.doc(`users/${uid}`).set({
      displayName: `Member ${uid}`,
      email: `${uid}@functions.test`,
      phone: '07700 900000',
      consent: { healthData: { givenAt: at('2026-01-05T09:00:00Z'), noticeVersion: '2026-01', withdrawnAt: null } },
      onboarding: { healthConsentAt: at('2026-01-05T09:00:00Z') },
      membership: { plan: 'monthly', status: 'active', renewsAt: at('2026-12-05T09:00:00Z') },
      createdAt: at('2026-01-05T08:59:00Z'),
    }),
  responses: async (uid) => {
    await admin().db.doc(`responses/r-${uid}`).set({
      formId: 'pcl5',
      formVersion: 1,
      memberId: uid,
      status: 'submitted',
      data: { q1: 3, comment: `answer of ${uid}` },
      scores: { total: 33 },
      submittedAt: at('2026-02-01T10:00:00Z'),
    });
    await admin().db.doc(`responses/${uid}_pcl5`).set({ formId: 'pcl5', formVersion: 1, memberId: uid, status: 'draft', data: { q1: 1 } });
  },
  // a flag written for the member (acknowledged, with the reviewer's note) and one for the reviewer only
  responseReviews: (uid) =>
    admin().db.doc(`responses/r-${uid}/review/flags`).set({
      memberId: uid, formId: 'pcl5', formVersion: 1, open: 1, topSeverity: 'urgent', openRank: 3,
      flags: [
        { id: 'f1', severity: 'warning', message: `flag for ${uid}`, audience: 'member', fields: ['q1'],
          acknowledged: { by: 'admin', byName: 'Admin', at: at('2026-02-02T11:00:00Z'), note: `acknowledgement note for ${uid}` } },
        { id: 'f2', severity: 'urgent', message: `reviewer-only flag for ${uid}`, fields: ['q1'], acknowledged: null },
      ],
    }),
  responseNotes: (uid) => admin().db.doc(`responses/r-${uid}/notes/n1`).set({ authorId: 'admin', authorName: 'Admin', text: `note on ${uid}'s response`, createdAt: at('2026-02-02T10:00:00Z') }),
  memberNotes: (uid) => admin().db.doc(`members/${uid}/notes/n1`).set({ authorId: 'admin', authorName: 'Admin', text: `note about ${uid}`, createdAt: at('2026-02-03T10:00:00Z') }),
  assignments: (uid) => admin().db.doc(`assignments/as-${uid}`).set({ formId: 'pcl5', memberId: uid, status: 'open', message: `please, ${uid}` }),
  assignmentSeries: (uid) => admin().db.doc(`assignmentSeries/s-${uid}`).set({ formId: 'pcl5', memberId: uid, status: 'active', rule: { kind: 'interval', every: 2, unit: 'weeks' }, end: { until: null, times: 6 }, message: `every fortnight, ${uid}` }),
  enrollments: (uid) => admin().db.doc(`enrollments/${uid}_breathing`).set({ uid, courseId: 'breathing', source: 'purchase', completedChapters: ['c1'] }),
  orders: (uid) => admin().db.doc(`orders/o-${uid}`).set({ uid, productId: 'monthly', amountPence: 1500, status: 'paid' }),
  payments: (uid) => admin().db.doc(`stripeEvents/evt-${uid}`).set({ uid, type: 'checkout.session.completed', outcome: 'order paid', orderId: `o-${uid}` }),
  bookings: (uid) => admin().db.doc(`sessions/yoga-1/bookings/${uid}`).set({ uid, sessionId: 'yoga-1', bookedAt: at('2026-03-01T10:00:00Z') }),
  history: (uid) => admin().db.collection('auditLog').add({ action: 'consent.health.give', actorUid: uid, targetUid: uid, at: at('2026-01-05T09:00:00Z') }),
  accessLog: (uid) => admin().db.collection('accessLog').add({ actorId: 'admin', actorName: 'Admin', memberId: uid, kind: 'member-record', at: at('2026-02-04T10:00:00Z') }),
  // a reminder sent to the member, and an alert about her flag sent to the practice (held back from her own copy)
  mail: async (uid) => {
    const delivery = { state: 'SUCCESS', attempts: 1 };
    await admin().db.doc(`mail/measure-due~as-${uid}`).set({ toUids: [uid], memberId: uid, kind: 'measure-due', message: { subject: 'A check-in is due', text: `reminder for ${uid}`, html: '' }, createdAt: at('2026-02-05T09:00:00Z'), delivery });
    await admin().db.doc(`mail/flag-alert~r-${uid}~f2`).set({ to: ['alerts@practice.test'], memberId: uid, kind: 'flag-alert', message: { subject: 'Urgent flag', text: `alert about ${uid}`, html: '' }, createdAt: at('2026-02-01T10:00:05Z'), delivery });
  },
  // keyed by the pseudonym (an erasure in progress), as the erasure runner writes it
  erasure: async (uid) => admin().db.doc(`erasures/${await erasurePseudonym(uid)}`).set({ status: 'running', stepsDone: ['responses'], startedAt: at('2026-03-02T10:00:00Z') }),
};

type Call = (data: Partial<ExportMyDataRequest> | Record<string, unknown>) => Promise<ExportMyDataAnswer>;
let alice: Call;
let bob: Call;
let administrator: Call;
let aliceExport: ExportMyDataAnswer;

async function signedIn(email: string): Promise<Call> {
  const { call } = await client(email);
  return (data) => call('exportMyData', data);
}

beforeAll(async () => {
  await resetEmulators();
  await createAccount('admin', { admin: true });
  for (const uid of ['alice', 'bob']) {
    await createAccount(uid);
    for (const entry of MEMBER_DATA_INVENTORY) {
      const seed = SEEDS[entry.key] as ((uid: string) => Promise<unknown>) | undefined;
      if (seed) await seed(uid);
    }
  }
  // the version the responses were given to: its wording travels with the export
  await admin().db.doc('forms/pcl5/versions/1').set({
    definition: { id: 'pcl5', version: 1, title: 'PTSD checklist', schema: { type: 'object', properties: { q1: { type: 'integer', title: 'Repeated, disturbing memories?' }, comment: { type: 'string' } } } },
  });
  // an administrator's action about alice (also her history), and one about bob
  await admin().db.collection('auditLog').add({ action: 'flag.acknowledge', actorUid: 'admin', targetUid: 'alice', responseId: 'r-alice', flagId: 'f1', at: at('2026-02-05T10:00:00Z') });
  // and the acknowledgement of her reviewer-only flag
  await admin().db.collection('auditLog').add({ action: 'flag.acknowledge', actorUid: 'admin', targetUid: 'alice', responseId: 'r-alice', flagId: 'f2', at: at('2026-02-06T10:00:00Z') });
  await admin().db.collection('auditLog').add({ action: 'flag.acknowledge', actorUid: 'admin', targetUid: 'bob', responseId: 'r-bob', at: at('2026-02-05T10:00:00Z') });
  alice = await signedIn('alice@functions.test');
  bob = await signedIn('bob@functions.test');
  administrator = await signedIn('admin@functions.test');
  aliceExport = await alice({});
}, 240_000); // the first call starts the function cold on a busy machine
afterAll(closeApps);

describe('exportMyData', () => {
  it('has a seed for every inventory entry (add one when the inventory grows)', () => {
    for (const entry of MEMBER_DATA_INVENTORY) expect(SEEDS[entry.key], `no seed for ${entry.key}`).toBeTypeOf('function');
  });

  it("gives a member every section of the inventory, each with the member's own data", async () => {
    expect(aliceExport.format).toBe('member-data-export');
    expect(aliceExport.requestedBy).toBe('member');
    expect(aliceExport.member).toEqual({ uid: 'alice', email: 'alice@functions.test', displayName: 'Member alice' });
    expect(aliceExport.sections.map((section) => section.key)).toEqual(MEMBER_DATA_INVENTORY.map((entry) => entry.key));
    for (const section of aliceExport.sections) {
      expect(section.records.length, `section ${section.key}`).toBeGreaterThan(0);
      expect(section.truncated).toBe(false);
      // the erasure's record is stored under the pseudonym and never names the member: found by it
      if (section.key === 'erasure') expect(section.records.map((record) => record.path)).toEqual([`erasures/${await erasurePseudonym('alice')}`]);
      else for (const record of section.records) expect(JSON.stringify(record), `a record of ${section.key}`).toContain('alice');
    }
  });

  it('holds nothing of another member', () => {
    expect(JSON.stringify(aliceExport)).not.toMatch(/bob/i);
  });

  it('includes drafts, answers, scores, her flags, that notes were written, the history of what administrators did and who opened her record', () => {
    const section = (key: MemberDataKey) => aliceExport.sections.find((s) => s.key === key)!;
    expect(section('responses').records.map((r) => r.id).sort()).toEqual(['alice_pcl5', 'r-alice']);
    expect(section('responses').records.find((r) => r.id === 'r-alice')!.data).toMatchObject({ data: { comment: 'answer of alice' }, scores: { total: 33 } });
    expect(section('responseNotes').records.map((r) => [r.path, r.data])).toEqual([['responses/r-alice/notes/n1', { createdAt: '2026-02-02T10:00:00.000Z', authorName: 'Admin' }]]);
    expect(section('memberNotes').records.map((r) => r.data)).toEqual([{ createdAt: '2026-02-03T10:00:00.000Z', authorName: 'Admin' }]);
    expect(section('responseReviews').records[0]!.data).toEqual({
      memberId: 'alice', formId: 'pcl5', formVersion: 1,
      flags: [{ id: 'f1', severity: 'warning', message: 'flag for alice', audience: 'member', fields: ['q1'], acknowledged: { byName: 'Admin', at: '2026-02-02T11:00:00.000Z' } }],
    });
    expect(section('history').records.map((r) => r.data.action).sort()).toEqual(['consent.health.give', 'flag.acknowledge']);
    expect(section('mail').records.map((r) => [r.id, r.data.kind])).toEqual([['measure-due~as-alice', 'measure-due']]);
    expect(section('accessLog').records[0]!.data).toMatchObject({ actorName: 'Admin', kind: 'member-record', at: '2026-02-04T10:00:00.000Z' });
    expect(section('account').records[0]!.data).toMatchObject({ email: 'alice@functions.test', administrator: false });
    expect(section('account').records[0]!.data).not.toHaveProperty('passwordHash');
  });

  it("withholds from her own copy the notes' text, reviewer-only flags (their acknowledgement and count too) and acknowledgement notes, saying so", () => {
    const records = JSON.stringify(aliceExport.sections.map((s) => s.records));
    for (const hidden of ["note on alice's response", 'note about alice', 'reviewer-only flag', 'acknowledgement note', '"f2"', 'openRank', 'topSeverity', 'alert about alice', 'alerts@practice.test']) {
      expect(records, hidden).not.toContain(hidden);
    }
    for (const section of aliceExport.sections) {
      expect(section.withheld, section.key).toBe(WITHHELD_FROM_MEMBER_COPY[section.key]);
      expect(section.reviewBeforeSending).toBeUndefined();
    }
    expect(aliceExport.sections.find((s) => s.key === 'memberNotes')!.withheld).toMatch(/not what the note says.*Schedule 3/);
  });

  it('carries the wording of each form version her responses were given to (a question without a title keeps its id)', () => {
    expect(aliceExport.forms).toEqual({ 'pcl5@1': { title: 'PTSD checklist', questions: { q1: 'Repeated, disturbing memories?', comment: 'comment' } } });
  });

  it('carries her submitted responses as a FHIR Bundle for another service', () => {
    expect(aliceExport.fhir?.resourceType).toBe('Bundle');
    const responses = aliceExport.fhir!.entry.map((e) => e.resource).filter((r) => r.resourceType === 'QuestionnaireResponse');
    expect(responses).toHaveLength(1);
    expect(responses[0]).toMatchObject({ id: 'r-alice', questionnaire: 'https://wellness.example/fhir/Questionnaire/pcl5|1', subject: { identifier: { value: 'alice' } } });
    expect(JSON.stringify(aliceExport.fhir)).not.toContain('answer of bob');
  });

  it('writes timestamps as ISO strings', () => {
    const profile = aliceExport.sections.find((s) => s.key === 'profile')!.records[0]!.data;
    expect(profile.createdAt).toBe('2026-01-05T08:59:00.000Z');
    expect(profile.consent).toMatchObject({ healthData: { givenAt: '2026-01-05T09:00:00.000Z', withdrawnAt: null } });
    expect(Number.isNaN(Date.parse(aliceExport.exportedAt))).toBe(false);
  });

  it("refuses a member asking for another member's data", async () => {
    const refused = await callError(bob({ memberId: 'alice' }));
    expect(refused.code).toBe('functions/permission-denied');
  });

  it('refuses the signed-out and bad requests', async () => {
    const { call } = await client(null);
    expect((await callError(call('exportMyData', {}))).code).toBe('functions/unauthenticated');
    expect((await callError(alice({ memberId: 'a/b' }))).code).toBe('functions/invalid-argument');
    expect((await callError(alice({ everything: true }))).code).toBe('functions/invalid-argument');
  });

  it("lets an administrator export a member's data (a subject-access request), audited", async () => {
    const answer = await administrator({ memberId: 'bob' });
    expect(answer.requestedBy).toBe('administrator');
    expect(answer.member.uid).toBe('bob');
    expect(JSON.stringify(answer)).not.toMatch(/alice/i);
    const history = answer.sections.find((s) => s.key === 'history')!.records.map((r) => r.data);
    expect(history).toContainEqual(expect.objectContaining({ action: MEMBER_EXPORT_AUDIT_ACTION, actorUid: 'admin', targetUid: 'bob' }));
    const audit = await admin().db.collection('auditLog').where('action', '==', MEMBER_EXPORT_AUDIT_ACTION).get();
    expect(audit.docs.map((d) => d.get('targetUid'))).toEqual(['bob']);
    // and in bob's access log, where his record's Recent access and his own export show it
    const access = await admin().db.collection('accessLog').where('memberId', '==', 'bob').where('kind', '==', 'data-export').get();
    expect(access.docs.map((d) => d.data())).toEqual([{ actorId: 'admin', actorName: expect.any(String), memberId: 'bob', kind: 'data-export', at: expect.anything() }]);
    const again = await administrator({ memberId: 'bob' });
    expect(again.sections.find((s) => s.key === 'accessLog')?.records.map((r) => r.data)).toContainEqual(expect.objectContaining({ kind: 'data-export', actorId: 'admin' }));
  });

  it('tells an administrator when no member has that id', async () => {
    const refused = await callError(administrator({ memberId: 'nobody' }));
    expect(refused.code).toBe('functions/not-found');
  });

  it('reads past one page of documents', async () => {
    const batch = admin().db.batch();
    for (let i = 0; i < 520; i += 1) batch.set(admin().db.doc(`accessLog/many-${String(i).padStart(4, '0')}`), { memberId: 'alice', actorId: 'admin', kind: 'response', at: at('2026-04-01T10:00:00Z') });
    await batch.commit();
    const answer = await alice({});
    const accessLog = answer.sections.find((s) => s.key === 'accessLog')!;
    expect(accessLog.records).toHaveLength(521);
    expect(new Set(accessLog.records.map((r) => r.id)).size).toBe(521);
  });
  // last: the administrator's export adds to alice's access log and the audit, which the tests above count
  it("gives the practice's copy (an administrator's, for a subject-access request) everything, marked for a practitioner's review before sending", async () => {
    const practice = await administrator({ memberId: 'alice' });
    const section = (key: MemberDataKey) => practice.sections.find((s) => s.key === key)!;
    expect(section('memberNotes').records[0]!.data.text).toBe('note about alice');
    expect(section('mail').records.map((r) => r.data.kind).sort()).toEqual(['flag-alert', 'measure-due']);
    expect(section('responseReviews').records[0]!.data.flags).toEqual([
      expect.objectContaining({ id: 'f1', acknowledged: expect.objectContaining({ note: 'acknowledgement note for alice' }) }),
      expect.objectContaining({ id: 'f2', message: 'reviewer-only flag for alice' }),
    ]);
    for (const s of practice.sections) {
      expect(s.reviewBeforeSending, s.key).toBe(REVIEW_BEFORE_SENDING[s.key]);
      expect(s.withheld).toBeUndefined();
    }
  });

});
