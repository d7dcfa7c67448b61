import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, collectionGroup, doc, getDoc, getDocs, query, setDoc, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ADMIN_UID, MEMBER_UID, dbAs, dbAsAdminWithoutSecondFactor, rulesSuite } from './env.ts';

// Every administrator path of health and member data opens only to a token signed in with a
// second factor (firebase.sign_in_second_factor): the same administrator, claim and roles/{uid}
// in place, signed in with the password alone reads and writes none of it.
const RESPONSE = 'responses/r1';
const suite = rulesSuite(() => ({
  [`users/${MEMBER_UID}`]: { displayName: 'Member A', email: 'a@demo.test', directory: { name: 'member a', role: 'member' } },
  [RESPONSE]: { memberId: MEMBER_UID, formId: 'ptsd', status: 'submitted', data: { q1: 3 } },
  'responses/d1': { memberId: MEMBER_UID, formId: 'ptsd', status: 'draft', data: { q1: 1 } },
  [`${RESPONSE}/review/flags`]: { flags: [] },
  [`${RESPONSE}/notes/n1`]: { authorId: ADMIN_UID, text: 'Seen.' },
  [`members/${MEMBER_UID}/notes/n1`]: { authorId: ADMIN_UID, text: 'Called.' },
  'assignments/a1': { memberId: MEMBER_UID, formId: 'ptsd', status: 'open' },
  'accessLog/l1': { actorUid: ADMIN_UID, memberId: MEMBER_UID },
  'orders/o1': { uid: MEMBER_UID, status: 'paid' },
  'settings/private': { legalReason: '' },
  'auditLog/e1': { action: 'form.publish', actorUid: ADMIN_UID },
  'forms/f1': { title: 'Draft form', status: 'draft' },
  'forms/f1/private/draft': { revision: 1 },
  'sessions/s1': { title: 'Group', published: true },
  [`sessions/s1/bookings/${MEMBER_UID}`]: { uid: MEMBER_UID },
  'sessions/s1/private/link': { url: 'https://meet.example/x' },
  [`enrollments/${MEMBER_UID}_c1`]: { uid: MEMBER_UID, courseId: 'c1' },
}));

const DOCUMENTS = [
  ['a member profile', `users/${MEMBER_UID}`],
  ['a submitted response', RESPONSE],
  ['another person’s draft', 'responses/d1'],
  ['review flags', `${RESPONSE}/review/flags`],
  ['a response note', `${RESPONSE}/notes/n1`],
  ['a member note', `members/${MEMBER_UID}/notes/n1`],
  ['an assignment', 'assignments/a1'],
  ['the access log', 'accessLog/l1'],
  ['an order', 'orders/o1'],
  ['private settings', 'settings/private'],
  ['the audit log', 'auditLog/e1'],
  ['a draft form', 'forms/f1'],
  ['a form’s private draft', 'forms/f1/private/draft'],
  ['a booking', `sessions/s1/bookings/${MEMBER_UID}`],
  ['a meeting link', 'sessions/s1/private/link'],
  ['an enrolment', `enrollments/${MEMBER_UID}_c1`],
] as const;

const LISTS: readonly [string, (db: Firestore) => ReturnType<typeof query>][] = [
  ['the members list', (db) => query(collection(db, 'users'))],
  ['every response', (db) => query(collection(db, 'responses'))],
  ['every review flag', (db) => query(collectionGroup(db, 'review'))],
  ['every booking', (db) => query(collectionGroup(db, 'bookings'))],
  ['every order', (db) => query(collection(db, 'orders'))],
];

describe('administrators and the second factor', () => {
  for (const [label, path] of DOCUMENTS) {
    it(`${label}: read with a second-factor sign-in, refused with the password alone`, async () => {
      await assertSucceeds(getDoc(doc(dbAs(suite.env, 'admin'), path)));
      await assertFails(getDoc(doc(dbAsAdminWithoutSecondFactor(suite.env), path)));
    });
  }

  for (const [label, list] of LISTS) {
    it(`${label}: listed with a second-factor sign-in, refused with the password alone`, async () => {
      await assertSucceeds(getDocs(list(dbAs(suite.env, 'admin'))));
      await assertFails(getDocs(list(dbAsAdminWithoutSecondFactor(suite.env))));
    });
  }

  it('writes: a meeting link only with the second factor', async () => {
    await assertSucceeds(setDoc(doc(dbAs(suite.env, 'admin'), 'sessions/s1/private/link'), { url: 'https://meet.example/y' }));
    await assertFails(setDoc(doc(dbAsAdminWithoutSecondFactor(suite.env), 'sessions/s1/private/link'), { url: 'https://meet.example/z' }));
  });
});
