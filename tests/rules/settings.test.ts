import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '@model';
import { dbAs, rulesSuite } from './env.ts';

// settings/site: the public pages read it (visitors too). settings/private: administrators only.
// Any other settings document: nobody. No client writes settings at all: the saveSettings
// callable does (validated, with the audit period's floor, audited).
const SITE = 'settings/site';
const PRIVATE = 'settings/private';
const OTHER = 'settings/other';
const valid = { ...DEFAULT_SITE_SETTINGS, practiceName: 'Calm Rooms', contactEmail: 'hello@calm.example', phone: '+44 20 7946 0000' };

const suite = rulesSuite(() => ({
  [SITE]: { ...valid },
  [PRIVATE]: { legalReason: 'A court order requires logs older than a year to be destroyed.' },
  [OTHER]: { note: 'not for anyone' },
}));

describe('settings', () => {
  it('settings/site is read by everyone, visitors included', async () => {
    for (const role of ['visitor', 'member', 'other member', 'admin'] as const) {
      await assertSucceeds(getDoc(doc(dbAs(suite.env, role), SITE)));
    }
  });

  it('settings/private is read by administrators only', async () => {
    await assertSucceeds(getDoc(doc(dbAs(suite.env, 'admin'), PRIVATE)));
    for (const role of ['visitor', 'member', 'other member'] as const) {
      await assertFails(getDoc(doc(dbAs(suite.env, role), PRIVATE)));
    }
  });

  it('any other settings document is read by nobody, administrators included', async () => {
    for (const role of ['visitor', 'member', 'other member', 'admin'] as const) {
      await assertFails(getDoc(doc(dbAs(suite.env, role), OTHER)));
      await assertFails(getDoc(doc(dbAs(suite.env, role), 'settings/theme')));
    }
  });

  it('nobody writes or deletes settings, administrators included (valid settings too)', async () => {
    for (const role of ['visitor', 'member', 'other member', 'admin'] as const) {
      const db = dbAs(suite.env, role);
      await assertFails(setDoc(doc(db, SITE), { ...valid, practiceName: 'Taken over' }));
      await assertFails(updateDoc(doc(db, SITE), { auditRetentionDays: 1 }));
      await assertFails(deleteDoc(doc(db, SITE)));
      await assertFails(setDoc(doc(db, PRIVATE), { legalReason: 'none' }));
      await assertFails(updateDoc(doc(db, PRIVATE), { legalReason: '' }));
      await assertFails(deleteDoc(doc(db, PRIVATE)));
      await assertFails(setDoc(doc(db, 'settings/theme'), valid));
    }
  });
});
