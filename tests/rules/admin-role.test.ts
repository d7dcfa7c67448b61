import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ADMIN_UID, MEMBER_UID, ROLES, dbAs, givenDocs, rulesSuite } from './env.ts';

// The administrator role needs the `admin` claim AND roles/{uid} (written by setAdmin, the admin
// CLI and the seed; deleted on revoke). A revoked administrator's ID token keeps the claim for up
// to an hour; with the document gone, the rules refuse them at once. Nobody reads or writes roles.
const memberPath = `users/${MEMBER_UID}`;
const suite = rulesSuite(() => ({
  [memberPath]: { displayName: 'Member A', email: 'a@demo.test' },
  'auditLog/entry-1': { action: 'form.publish', actorUid: ADMIN_UID },
  'settings/private': { legalReason: '' },
}));

const revoke = () => suite.env.withSecurityRulesDisabled(async (context) => {
  await deleteDoc(doc(context.firestore(), `roles/${ADMIN_UID}`));
});

describe('the administrator role', () => {
  it('with the claim and roles/{uid}, reads member data, the audit log and private settings', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertSucceeds(getDoc(doc(db, memberPath)));
    await assertSucceeds(getDoc(doc(db, 'auditLog/entry-1')));
    await assertSucceeds(getDoc(doc(db, 'settings/private')));
  });

  it('with the claim but roles/{uid} deleted (revoked, token not yet expired), reads none of them', async () => {
    await revoke();
    const db = dbAs(suite.env, 'admin');
    await assertFails(getDoc(doc(db, memberPath)));
    await assertFails(getDoc(doc(db, 'auditLog/entry-1')));
    await assertFails(getDoc(doc(db, 'settings/private')));
  });

  it('roles/{uid} without the claim makes nobody an administrator', async () => {
    await givenDocs(suite.env, { [`roles/${MEMBER_UID}`]: { admin: true } });
    await assertFails(getDoc(doc(dbAs(suite.env, 'other member'), memberPath)));
    await assertFails(getDoc(doc(dbAs(suite.env, 'member'), 'auditLog/entry-1')));
  });

  it('nobody reads or writes roles documents, administrators included', async () => {
    for (const role of ROLES) {
      const db = dbAs(suite.env, role);
      await assertFails(getDoc(doc(db, `roles/${ADMIN_UID}`)));
      await assertFails(setDoc(doc(db, `roles/${MEMBER_UID}`), { admin: true }));
      await assertFails(deleteDoc(doc(db, `roles/${ADMIN_UID}`)));
    }
  });
});
