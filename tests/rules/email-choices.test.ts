import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { MEMBER_UID, OTHER_UID, dbAs, rulesSuite } from './env.ts';

// users/{uid}.emailChoices: the member switches reminder emails on and off (account settings);
// exactly the reminder kinds, each a boolean; nobody else writes them from a client.
const memberPath = `users/${MEMBER_UID}`;
const past = Timestamp.fromDate(new Date('2026-02-01T10:00:00Z'));

const suite = rulesSuite(() => ({
  [memberPath]: { displayName: 'Member A', email: 'a@demo.test', createdAt: past },
  [`users/${OTHER_UID}`]: { displayName: 'Member B', email: 'b@demo.test', createdAt: past },
}));

const stamped = (role: 'member' | 'other member' | 'admin' | 'visitor', change: Record<string, unknown>) =>
  updateDoc(doc(dbAs(suite.env, role), memberPath), { ...change, updatedAt: serverTimestamp() });

describe('users/{uid}.emailChoices', () => {
  it('lets the member switch each reminder off and on again, the whole map or one kind', async () => {
    await assertSucceeds(stamped('member', { emailChoices: { 'measure-assigned': true, 'measure-due': false, 'booking-reminder': true } }));
    await assertSucceeds(stamped('member', { 'emailChoices.booking-reminder': false }));
    const saved = await getDoc(doc(dbAs(suite.env, 'member'), memberPath));
    expect(saved.get('emailChoices')).toEqual({ 'measure-assigned': true, 'measure-due': false, 'booking-reminder': false });
  });

  it('lets a new member register with their choices', async () => {
    await suite.env.clearFirestore();
    await assertSucceeds(setDoc(doc(dbAs(suite.env, 'member'), memberPath), {
      displayName: 'Member A', email: 'a@demo.test', createdAt: serverTimestamp(), emailChoices: { 'measure-due': false },
    }));
  });

  it('refuses kinds that are not reminders (service mail always goes), and values that are not booleans', async () => {
    await assertFails(stamped('member', { emailChoices: { 'booking-confirmed': false } }));
    await assertFails(stamped('member', { emailChoices: { security: false } }));
    await assertFails(stamped('member', { emailChoices: { 'flag-alert': false } }));
    await assertFails(stamped('member', { emailChoices: { 'measure-due': 'no' } }));
    await assertFails(stamped('member', { emailChoices: 'none' }));
  });

  it('refuses other members, administrators and visitors', async () => {
    for (const role of ['other member', 'admin', 'visitor'] as const) await assertFails(stamped(role, { emailChoices: { 'measure-due': false } }));
  });
});
