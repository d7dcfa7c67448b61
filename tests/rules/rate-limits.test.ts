// rateLimits/{action}_{uid}: the per-member rate-limit counters (functions/src/rateLimit.ts) are
// the server's alone. No role reads, lists, creates, resets or deletes one, its own member
// included: a member who could reset their counter would lift their own limit.
import { assertFails } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { MEMBER_UID, ROLES, dbAs, rulesSuite } from './env.ts';

const own = `rateLimits/submitResponse_${MEMBER_UID}`;
const suite = rulesSuite(() => ({
  [own]: { count: 20, windowStart: Date.now(), action: 'submitResponse' },
}));

describe('rateLimits', () => {
  it.each(ROLES)('%s can neither read nor list the counters', async (role) => {
    const db = dbAs(suite.env, role);
    await assertFails(getDoc(doc(db, own)));
    await assertFails(getDocs(collection(db, 'rateLimits')));
  });

  it.each(ROLES)('%s can neither reset, delete nor create a counter', async (role) => {
    const db = dbAs(suite.env, role);
    await assertFails(updateDoc(doc(db, own), { count: 0 }));
    await assertFails(setDoc(doc(db, own), { count: 0, windowStart: 0 }));
    await assertFails(deleteDoc(doc(db, own)));
    await assertFails(setDoc(doc(db, `rateLimits/recordConsent_${MEMBER_UID}`), { count: 0, windowStart: 0 }));
  });
});
