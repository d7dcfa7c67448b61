// alertSlots/{id}: the risk alerts' flood budget is the server's alone. No role reads, lists,
// takes, changes or deletes a slot (taking one would silence a real alert).
import { assertFails } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ROLES, dbAs, rulesSuite } from './env.ts';

const slot = 'alertSlots/2026-11-29T10:00~0';
const suite = rulesSuite(() => ({ [slot]: { at: new Date('2026-11-29T10:00:00Z') } }));

describe('alertSlots', () => {
  it.each(ROLES)('%s can neither read nor list the budget', async (role) => {
    const db = dbAs(suite.env, role);
    await assertFails(getDoc(doc(db, slot)));
    await assertFails(getDocs(collection(db, 'alertSlots')));
  });

  it.each(ROLES)('%s can neither take, change nor delete a slot', async (role) => {
    const db = dbAs(suite.env, role);
    await assertFails(setDoc(doc(db, 'alertSlots/2026-11-29T10:00~1'), { at: new Date() }));
    await assertFails(setDoc(doc(db, 'alertSlots/2026-11-29T10:00~over'), { at: new Date() }));
    await assertFails(deleteDoc(doc(db, slot)));
  });
});
