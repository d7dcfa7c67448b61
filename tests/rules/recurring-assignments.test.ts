import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, addDoc, collection, deleteDoc, doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ADMIN_UID, MEMBER_UID, OTHER_UID, ROLES, dbAs, rulesSuite } from './env.ts';

// assignmentSeries/{id}: administrators create a recurring assignment and may stop it; the
// recurrence sweep (server) makes the occurrences; members never read a series.
const ACTIVE = 'assignmentSeries/weekly-of-member-a';
const ENDED = 'assignmentSeries/ended-of-member-a';
const soon = () => Timestamp.fromMillis(Date.now() + 3_600_000);
const stored = (status: string) => ({
  formId: 'wellbeing', memberId: MEMBER_UID, message: '', rule: { kind: 'interval', every: 1, unit: 'weeks' }, end: { until: null, times: 6 },
  startsAt: soon(), dueDays: 2, status, createdBy: ADMIN_UID, createdAt: Timestamp.now(), nextAt: soon(), nextIndex: 0, madeSessions: [], made: 0,
});

const suite = rulesSuite(() => ({
  'forms/wellbeing': { title: 'Wellbeing', status: 'published', currentVersion: 1 },
  'forms/sketch': { title: 'Sketch', status: 'draft' },
  [`users/${MEMBER_UID}`]: { displayName: 'A' },
  [`users/${OTHER_UID}`]: { displayName: 'B' },
  [ACTIVE]: stored('active'),
  [ENDED]: stored('ended'),
}));

/** A new weekly series as src/data/recurring-assignments.ts writes it. */
const weekly = (over: Record<string, unknown> = {}) => {
  const startsAt = soon();
  return {
    formId: 'wellbeing', memberId: MEMBER_UID, message: 'Each Monday', rule: { kind: 'interval', every: 1, unit: 'weeks' }, end: { until: null, times: 6 },
    startsAt, dueDays: 2, status: 'active', createdBy: ADMIN_UID, createdAt: serverTimestamp(), nextAt: startsAt, nextIndex: 0, madeSessions: [], made: 0, ...over,
  };
};
const beforeSessions = (over: Record<string, unknown> = {}) => ({
  ...weekly(), rule: { kind: 'before-sessions', daysBefore: 2 }, end: { until: '2027-06-30', times: null }, startsAt: serverTimestamp(), nextAt: null, dueDays: null, ...over,
});
const stop = (uid = ADMIN_UID) => ({ status: 'stopped', nextAt: null, stoppedAt: serverTimestamp(), stoppedBy: uid });

describe('assignmentSeries: reading', () => {
  it('administrators read a series; members (the member it is for included) and visitors do not', async () => {
    await assertSucceeds(getDoc(doc(dbAs(suite.env, 'admin'), ACTIVE)));
    for (const role of ['visitor', 'member', 'other member'] as const) await assertFails(getDoc(doc(dbAs(suite.env, role), ACTIVE)));
  });
});

describe('assignmentSeries: creating', () => {
  it('lets an administrator create an interval series and a before-sessions series', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertSucceeds(addDoc(collection(db, 'assignmentSeries'), weekly()));
    await assertSucceeds(addDoc(collection(db, 'assignmentSeries'), weekly({ rule: { kind: 'interval', every: 365, unit: 'days' }, dueDays: null, end: { until: '2027-01-31', times: null } })));
    await assertSucceeds(addDoc(collection(db, 'assignmentSeries'), beforeSessions()));
  });

  it('refuses members, other members and visitors', async () => {
    for (const role of ['visitor', 'member', 'other member'] as const) {
      const uid = role === 'member' ? MEMBER_UID : OTHER_UID;
      await assertFails(addDoc(collection(dbAs(suite.env, role), 'assignmentSeries'), weekly({ createdBy: uid })));
    }
  });

  it('refuses a shape the app never writes', async () => {
    const db = dbAs(suite.env, 'admin');
    const past = Timestamp.fromMillis(Date.now() - 3 * 3_600_000);
    const refused = [
      weekly({ status: 'ended' }),
      weekly({ createdBy: OTHER_UID }),
      weekly({ createdAt: Timestamp.now() }), // not the server's time
      weekly({ made: 3 }),
      weekly({ nextIndex: 2 }),
      weekly({ madeSessions: ['s1'] }),
      weekly({ formId: 'sketch' }), // not published
      weekly({ memberId: 'nobody' }),
      weekly({ message: 'x'.repeat(501) }),
      weekly({ rule: { kind: 'interval', every: 0, unit: 'weeks' } }),
      weekly({ rule: { kind: 'interval', every: 53, unit: 'weeks' } }),
      weekly({ rule: { kind: 'interval', every: 1, unit: 'months' } }),
      weekly({ rule: { kind: 'interval', every: 1.5, unit: 'days' } }),
      weekly({ startsAt: past, nextAt: past }), // the first one in the past
      weekly({ nextAt: null }), // the next one is the first
      weekly({ dueDays: 61 }),
      weekly({ end: { until: null, times: 0 } }),
      weekly({ end: { until: null, times: 101 } }),
      weekly({ end: { until: '30/06/2027', times: null } }),
      weekly({ end: { until: '2027-06-30', times: 3 } }), // one end, not both
      beforeSessions({ rule: { kind: 'before-sessions', daysBefore: 31 } }),
      beforeSessions({ startsAt: soon() }), // the series starts now
      beforeSessions({ dueDays: 3 }), // due at the session
      (({ dueDays: _dueDays, ...rest }) => rest)(weekly()), // every key is required
      weekly({ seriesOwner: 'x' }),
    ];
    for (const data of refused) await assertFails(addDoc(collection(db, 'assignmentSeries'), data));
  });
});

describe('assignmentSeries: stopping, deleting', () => {
  it('lets an administrator stop an active series in their own name at the server\'s time, and nothing else', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertFails(updateDoc(doc(db, ACTIVE), stop(OTHER_UID)));
    await assertFails(updateDoc(doc(db, ACTIVE), { ...stop(), stoppedAt: Timestamp.now() }));
    await assertFails(updateDoc(doc(db, ACTIVE), { ...stop(), made: 9 }));
    await assertFails(updateDoc(doc(db, ACTIVE), { nextAt: soon() }));
    await assertSucceeds(updateDoc(doc(db, ACTIVE), stop()));
    await assertFails(updateDoc(doc(db, ENDED), stop()));
  });

  it('refuses members and visitors any change, and everyone a delete', async () => {
    for (const role of ['visitor', 'member', 'other member'] as const) {
      await assertFails(updateDoc(doc(dbAs(suite.env, role), ACTIVE), stop(role === 'member' ? MEMBER_UID : OTHER_UID)));
      await assertFails(setDoc(doc(dbAs(suite.env, role), ACTIVE), stored('active')));
    }
    for (const role of ROLES) await assertFails(deleteDoc(doc(dbAs(suite.env, role), ACTIVE)));
  });
});
