import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, SITE_SETTINGS_LIMITS } from '@engine';
import { dbAs, rulesSuite } from './env.ts';

// settings/site: the public pages read it (visitors too); administrators write it within the
// contract's limits (engine/contracts/site-settings.ts), and only that one document.
const SITE = 'settings/site';
const valid = { ...DEFAULT_SITE_SETTINGS, practiceName: 'Calm Rooms', contactEmail: 'hello@calm.example', phone: '+44 20 7946 0000' };

const suite = rulesSuite(() => ({ [SITE]: { ...valid }, 'settings/other': { note: 'not settings' } }));

describe('settings/site', () => {
  it('is read by everyone, visitors included', async () => {
    for (const role of ['visitor', 'member', 'other member', 'admin'] as const) {
      await assertSucceeds(getDoc(doc(dbAs(suite.env, role), SITE)));
    }
  });

  it('refuses writes and deletes from visitors and members', async () => {
    for (const role of ['visitor', 'member', 'other member'] as const) {
      const db = dbAs(suite.env, role);
      await assertFails(setDoc(doc(db, SITE), { ...valid, practiceName: 'Taken over' }));
      await assertFails(updateDoc(doc(db, SITE), { practiceName: 'Taken over' }));
      await assertFails(deleteDoc(doc(db, SITE)));
    }
  });

  it('lets administrators save valid settings, whole or in part', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertSucceeds(setDoc(doc(db, SITE), { ...valid, about: 'a'.repeat(SITE_SETTINGS_LIMITS.about), draftRetentionDays: 1, auditRetentionDays: 3650 }));
    await assertSucceeds(updateDoc(doc(db, SITE), { practiceName: 'Renamed practice' }));
    await assertSucceeds(setDoc(doc(db, SITE), { practiceName: 'Minimal', contactEmail: 'a@b.co' }));
  });

  it('refuses invalid settings from administrators', async () => {
    const db = dbAs(suite.env, 'admin');
    const invalid: Record<string, unknown>[] = [
      { practiceName: '' },
      { practiceName: '   ' },
      { practiceName: 'x'.repeat(SITE_SETTINGS_LIMITS.practiceName + 1) },
      { practiceName: 42 },
      { contactEmail: 'not an email' },
      { contactEmail: '' },
      { about: 'a'.repeat(SITE_SETTINGS_LIMITS.about + 1) },
      { qualifications: 'q'.repeat(SITE_SETTINGS_LIMITS.qualifications + 1) },
      { phone: '0'.repeat(SITE_SETTINGS_LIMITS.phone + 1) },
      { draftRetentionDays: 0 },
      { auditRetentionDays: 3651 },
      { draftRetentionDays: 30.5 },
      { auditRetentionDays: '2190' },
      { isAdmin: true },
    ];
    for (const change of invalid) {
      await assertFails(setDoc(doc(db, SITE), { ...valid, ...change }));
    }
    const { practiceName: _name, ...withoutName } = valid;
    await assertFails(setDoc(doc(db, SITE), withoutName));
  });

  it('keeps administrators to the one document, and never deletes it', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertFails(setDoc(doc(db, 'settings/theme'), valid));
    await assertFails(deleteDoc(doc(db, SITE)));
  });
});
