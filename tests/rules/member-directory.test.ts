import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { newMemberDirectory } from '@model';
import { MEMBER_UID, dbAs, rulesSuite } from './env.ts';

// users/{uid}.directory (the administrators' members list): the server's, except the new
// member's values at registration and `name`, which follows the displayName.
const memberPath = `users/${MEMBER_UID}`;
const past = Timestamp.fromDate(new Date('2026-02-01T10:00:00Z'));
const serverDirectory = { ...newMemberDirectory('Member A'), plan: 'monthly', onboarding: 'done', openFlags: 2, flagged: true, lastSubmissionAt: past };

const suite = rulesSuite(() => ({
  [memberPath]: { displayName: 'Member A', email: 'a@demo.test', createdAt: past, directory: serverDirectory },
}));

const memberDoc = () => doc(dbAs(suite.env, 'member'), memberPath);
const stamped = (change: Record<string, unknown>) => updateDoc(memberDoc(), { ...change, updatedAt: serverTimestamp() });
const registration = (directory: unknown) =>
  setDoc(memberDoc(), { displayName: 'New Member', email: 'a@demo.test', createdAt: serverTimestamp(), updatedAt: serverTimestamp(), directory });

describe('users/{uid}.directory', () => {
  it("lets a new member register with exactly a new member's directory, and with none", async () => {
    await suite.env.clearFirestore();
    await assertSucceeds(registration(newMemberDirectory('New Member')));
    await suite.env.clearFirestore();
    await assertSucceeds(setDoc(memberDoc(), { displayName: 'New Member', email: 'a@demo.test', createdAt: serverTimestamp() }));
  });

  it('refuses a registration that gives itself a role, a plan, onboarding, flags or a name not its own', async () => {
    for (const change of [{ role: 'admin' }, { plan: 'annual' }, { onboarding: 'done' }, { openFlags: 1 }, { flagged: true }, { name: 'someone else' }, { extra: 1 }]) {
      await suite.env.clearFirestore();
      await assertFails(registration({ ...newMemberDirectory('New Member'), ...change }));
    }
  });

  it('lets a name change carry the new search name, and refuses one that leaves it behind or makes it up', async () => {
    await assertFails(stamped({ displayName: 'Ada Lovelace' }));
    await assertFails(stamped({ displayName: 'Ada Lovelace', 'directory.name': 'someone' }));
    await assertSucceeds(stamped({ displayName: 'Ada Lovelace', 'directory.name': 'ada lovelace' }));
    expect((await getDoc(memberDoc())).get('directory')).toEqual({ ...serverDirectory, name: 'ada lovelace' });
  });

  it("refuses the member changing the server's values", async () => {
    await assertFails(stamped({ 'directory.role': 'admin' }));
    await assertFails(stamped({ 'directory.openFlags': 0, 'directory.flagged': false }));
    await assertFails(stamped({ 'directory.plan': 'annual' }));
    await assertFails(stamped({ directory: newMemberDirectory('Member A') }));
  });

  it('lets the member change other profile fields with the directory untouched', async () => {
    await assertSucceeds(stamped({ phone: '07700 900123' }));
  });
});
