import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, collection, deleteDoc, doc, getDoc, getDocs, limit, orderBy, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { ADMIN_UID, MEMBER_UID, dbAs, givenDocs, rulesSuite } from './env.ts';

const earlier = Timestamp.fromDate(new Date('2026-02-01T09:00:00Z'));
const definition = (id: string, extra: Record<string, unknown> = {}) => ({
  id, version: 1, title: 'Wellbeing check-in', schema: { type: 'object', properties: { mood: { type: 'integer' } } }, ...extra,
});

const suite = rulesSuite(() => ({
  'forms/ptsd': { title: 'PCL-5', status: 'published', source: 'repo', currentVersion: 1, audience: 'everyone', updatedAt: earlier, updatedBy: 'cli' },
  'forms/ptsd/versions/1': { definition: { id: 'ptsd', version: 1 }, contentHash: 'abc' },
  'forms/ptsd/private/draft': { definition: definition('ptsd'), revision: 3, updatedAt: earlier, updatedBy: ADMIN_UID },
  'forms/wellbeing': { title: 'Wellbeing check', status: 'draft', source: 'builder', updatedAt: earlier, updatedBy: ADMIN_UID },
  'forms/wellbeing/private/draft': { definition: definition('wellbeing'), revision: 1, updatedAt: earlier, updatedBy: ADMIN_UID },
  'forms/retired': { title: 'Old form', status: 'archived', source: 'builder', currentVersion: 2, updatedAt: earlier, updatedBy: ADMIN_UID },
  'forms/retired/versions/1': { definition: definition('retired'), contentHash: 'r1' },
  'forms/retired/versions/2': { definition: definition('retired', { version: 2 }), contentHash: 'r2' },
  // A form taken back to draft after a publish (its versions stay, members no longer see them).
  'forms/reworked': { title: 'Reworked', status: 'draft', source: 'builder', currentVersion: 1, updatedAt: earlier, updatedBy: ADMIN_UID },
  'forms/reworked/versions/1': { definition: definition('reworked'), contentHash: 'w1' },
}));

/** A draft save as the data layer writes it: the next revision, stamped by the caller and the server. */
const draftSave = (id: string, revision: number, uid = ADMIN_UID, extra: Record<string, unknown> = {}) => ({
  definition: definition(id), revision, updatedAt: serverTimestamp(), updatedBy: uid, ...extra,
});

const newBuilderForm = (extra: Record<string, unknown> = {}) => ({
  title: 'New form', slug: 'new-form', description: '', status: 'draft', source: 'builder',
  createdAt: serverTimestamp(), updatedAt: serverTimestamp(), updatedBy: ADMIN_UID, ...extra,
});

describe('forms: reading', () => {
  it('hides every form, version and draft from visitors', async () => {
    const db = dbAs(suite.env, 'visitor');
    await assertFails(getDoc(doc(db, 'forms/ptsd')));
    await assertFails(getDoc(doc(db, 'forms/ptsd/versions/1')));
    await assertFails(getDoc(doc(db, 'forms/ptsd/private/draft')));
  });

  it('shows members published forms and their versions, never drafts, archived forms or the builder draft', async () => {
    for (const role of ['member', 'other member'] as const) {
      const db = dbAs(suite.env, role);
      await assertSucceeds(getDoc(doc(db, 'forms/ptsd')));
      await assertSucceeds(getDoc(doc(db, 'forms/ptsd/versions/1')));
      // a members' list asks for the published forms for everyone (assigned-forms.test.ts)
      await assertSucceeds(getDocs(query(collection(db, 'forms'), where('status', '==', 'published'), where('audience', '==', 'everyone'))));
      await assertFails(getDoc(doc(db, 'forms/wellbeing')));
      await assertFails(getDoc(doc(db, 'forms/retired')));
      await assertFails(getDocs(collection(db, 'forms')));
      await assertFails(getDoc(doc(db, 'forms/ptsd/private/draft')));
      await assertFails(getDoc(doc(db, 'forms/wellbeing/private/draft')));
    }
  });

  it('shows administrators every form and every builder draft', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertSucceeds(getDoc(doc(db, 'forms/wellbeing')));
    await assertSucceeds(getDocs(collection(db, 'forms')));
    await assertSucceeds(getDoc(doc(db, 'forms/wellbeing/private/draft')));
    await assertSucceeds(getDoc(doc(db, 'forms/ptsd/private/draft')));
  });
});

describe('forms: versions follow the form', () => {
  it('shows members the versions of a published or archived form (past responses keep their version), never those of a draft form', async () => {
    for (const role of ['member', 'other member'] as const) {
      const db = dbAs(suite.env, role);
      await assertSucceeds(getDoc(doc(db, 'forms/ptsd/versions/1')));
      await assertSucceeds(getDoc(doc(db, 'forms/retired/versions/1')));
      await assertSucceeds(getDoc(doc(db, 'forms/retired/versions/2')));
      await assertFails(getDoc(doc(db, 'forms/reworked/versions/1')));
      // the archived form itself stays hidden: only its immutable definitions are read
      await assertFails(getDoc(doc(db, 'forms/retired')));
      // A version of a form that does not exist reveals nothing either.
      await assertFails(getDoc(doc(db, 'forms/missing/versions/1')));
    }
  });

  it('lets a member ask for the newest version of a published form beside the form itself (the assessment page does), never of a draft form', async () => {
    const db = dbAs(suite.env, 'member');
    const newest = (formId: string) => query(collection(db, 'forms', formId, 'versions'), orderBy('definition.version', 'desc'), limit(1));
    const answer = await assertSucceeds(getDocs(newest('retired')));
    expect(answer.docs.map((d) => d.id)).toEqual(['2']);
    await assertSucceeds(getDocs(newest('ptsd')));
    await assertFails(getDocs(newest('reworked')));
    await assertFails(getDocs(newest('missing')));
  });

  it('keeps a version readable when its form is archived, and hides it when the form goes back to draft', async () => {
    const db = dbAs(suite.env, 'member');
    await assertSucceeds(getDoc(doc(db, 'forms/ptsd/versions/1')));
    await givenDocs(suite.env, { 'forms/ptsd': { title: 'PCL-5', status: 'archived', source: 'repo', currentVersion: 1, updatedAt: earlier, updatedBy: 'cli' } });
    await assertSucceeds(getDoc(doc(db, 'forms/ptsd/versions/1')));
    await givenDocs(suite.env, { 'forms/ptsd': { title: 'PCL-5', status: 'draft', source: 'repo', currentVersion: 1, updatedAt: earlier, updatedBy: 'cli' } });
    await assertFails(getDoc(doc(db, 'forms/ptsd/versions/1')));
  });

  it('shows administrators every version, whatever the form\'s status', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertSucceeds(getDoc(doc(db, 'forms/retired/versions/1')));
    await assertSucceeds(getDocs(collection(db, 'forms/retired/versions')));
    await assertSucceeds(getDoc(doc(db, 'forms/reworked/versions/1')));
  });

  it('hides every version from visitors', async () => {
    const db = dbAs(suite.env, 'visitor');
    await assertFails(getDoc(doc(db, 'forms/ptsd/versions/1')));
    await assertFails(getDoc(doc(db, 'forms/retired/versions/1')));
  });
});

describe('forms: creating a builder form', () => {
  it('lets administrators create a draft builder form stamped with their uid and the server time', async () => {
    await assertSucceeds(setDoc(doc(dbAs(suite.env, 'admin'), 'forms/new-form'), newBuilderForm()));
  });

  it('keeps publishing on the server: no client creates a published form, a version pointer or a repo form', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertFails(setDoc(doc(db, 'forms/new-form'), newBuilderForm({ status: 'published' })));
    await assertFails(setDoc(doc(db, 'forms/new-form'), newBuilderForm({ currentVersion: 1 })));
    await assertFails(setDoc(doc(db, 'forms/new-form'), newBuilderForm({ source: 'repo' })));
    await assertFails(setDoc(doc(db, 'forms/new-form'), newBuilderForm({ slug: 'another-id' })));
  });

  it('refuses unstamped or mis-stamped forms', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertFails(setDoc(doc(db, 'forms/new-form'), newBuilderForm({ updatedAt: earlier })));
    await assertFails(setDoc(doc(db, 'forms/new-form'), newBuilderForm({ updatedBy: MEMBER_UID })));
    await assertFails(setDoc(doc(db, 'forms/new-form'), newBuilderForm({ title: 'x'.repeat(201) })));
  });

  it('refuses members and visitors', async () => {
    for (const role of ['visitor', 'member', 'other member'] as const) {
      const db = dbAs(suite.env, role);
      await assertFails(setDoc(doc(db, 'forms/new-form'), newBuilderForm()));
      await assertFails(updateDoc(doc(db, 'forms/wellbeing'), { title: 'x', updatedAt: serverTimestamp() }));
    }
  });
});

describe('forms: autosave stamps', () => {
  it('lets administrators record the last edit on any form, and rename a form until it is first published', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertSucceeds(updateDoc(doc(db, 'forms/ptsd'), { updatedAt: serverTimestamp(), updatedBy: ADMIN_UID }));
    await assertSucceeds(updateDoc(doc(db, 'forms/wellbeing'), { title: 'Renamed', description: 'Weekly', updatedAt: serverTimestamp(), updatedBy: ADMIN_UID }));
  });

  it('refuses title changes members would see, status changes and version pointers from clients', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertFails(updateDoc(doc(db, 'forms/ptsd'), { title: 'PCL-5 (renamed)', updatedAt: serverTimestamp(), updatedBy: ADMIN_UID }));
    await assertFails(updateDoc(doc(db, 'forms/ptsd'), { status: 'archived', updatedAt: serverTimestamp(), updatedBy: ADMIN_UID }));
    await assertFails(updateDoc(doc(db, 'forms/wellbeing'), { status: 'published', updatedAt: serverTimestamp(), updatedBy: ADMIN_UID }));
    await assertFails(updateDoc(doc(db, 'forms/ptsd'), { currentVersion: 2, updatedAt: serverTimestamp(), updatedBy: ADMIN_UID }));
    await assertFails(updateDoc(doc(db, 'forms/wellbeing'), { title: 'Unstamped' }));
  });

  it('lets administrators delete only forms that were never published', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertFails(deleteDoc(doc(db, 'forms/ptsd')));
    await assertSucceeds(deleteDoc(doc(db, 'forms/wellbeing')));
  });
});

describe('forms: the builder draft (optimistic concurrency)', () => {
  it('starts a draft at revision 1 only', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertFails(setDoc(doc(db, 'forms/retired/private/draft'), draftSave('retired', 2)));
    await assertSucceeds(setDoc(doc(db, 'forms/retired/private/draft'), draftSave('retired', 1)));
  });

  it('accepts exactly the next revision, so the second of two tabs saving from the same revision is refused', async () => {
    const db = dbAs(suite.env, 'admin');
    const ref = doc(db, 'forms/wellbeing/private/draft');
    // Both tabs loaded revision 1; the first saves revision 2.
    await assertSucceeds(setDoc(ref, draftSave('wellbeing', 2)));
    // The second tab's save from revision 1 also claims revision 2: stale, refused.
    await assertFails(setDoc(ref, draftSave('wellbeing', 2)));
    await assertFails(setDoc(ref, draftSave('wellbeing', 4)));
    await assertFails(setDoc(ref, draftSave('wellbeing', 1)));
    await assertSucceeds(setDoc(ref, draftSave('wellbeing', 3)));
  });

  it('refuses drafts that are unstamped, of another form, oversized or carry unknown fields', async () => {
    const db = dbAs(suite.env, 'admin');
    const ref = doc(db, 'forms/wellbeing/private/draft');
    await assertFails(setDoc(ref, draftSave('wellbeing', 2, MEMBER_UID)));
    await assertFails(setDoc(ref, draftSave('wellbeing', 2, ADMIN_UID, { updatedAt: earlier })));
    await assertFails(setDoc(ref, draftSave('ptsd', 2)));
    await assertFails(setDoc(ref, draftSave('wellbeing', 2, ADMIN_UID, { published: true })));
    const sections = Array.from({ length: 201 }, (_, i) => ({ id: `s${i}`, title: 'S', fields: ['mood'] }));
    await assertFails(setDoc(ref, draftSave('wellbeing', 2, ADMIN_UID, { definition: definition('wellbeing', { sections }) })));
    await assertFails(setDoc(ref, draftSave('wellbeing', 2, ADMIN_UID, { definition: definition('wellbeing', { title: 'x'.repeat(201) }) })));
    const checks = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `c${i}`, kind: 'sumEquals', fields: ['mood'], total: 1 }));
    await assertFails(setDoc(ref, draftSave('wellbeing', 2, ADMIN_UID, { definition: definition('wellbeing', { checks: checks(1001) }) })));
    await assertSucceeds(setDoc(ref, draftSave('wellbeing', 2, ADMIN_UID, { definition: definition('wellbeing', { checks: checks(1000) }) })));
    await assertFails(setDoc(doc(db, 'forms/wellbeing/private/notes'), draftSave('wellbeing', 1)));
  });

  it('refuses members and visitors, whatever they send', async () => {
    for (const role of ['visitor', 'member', 'other member'] as const) {
      const db = dbAs(suite.env, role);
      await assertFails(setDoc(doc(db, 'forms/wellbeing/private/draft'), draftSave('wellbeing', 2, MEMBER_UID)));
      await assertFails(setDoc(doc(db, 'forms/retired/private/draft'), draftSave('retired', 1, MEMBER_UID)));
      await assertFails(deleteDoc(doc(db, 'forms/wellbeing/private/draft')));
    }
  });
});

describe('forms: published versions', () => {
  it('are immutable for everyone, administrators included', async () => {
    for (const role of ['visitor', 'member', 'admin'] as const) {
      const db = dbAs(suite.env, role);
      await assertFails(setDoc(doc(db, 'forms/ptsd/versions/2'), { definition: {} }));
      await assertFails(updateDoc(doc(db, 'forms/ptsd/versions/1'), { contentHash: 'changed' }));
      await assertFails(deleteDoc(doc(db, 'forms/ptsd/versions/1')));
    }
  });
});
