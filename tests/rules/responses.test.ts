import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { HEALTH_NOTICE_VERSION } from '@model';
import { ADMIN_UID, MEMBER_UID, OTHER_UID, dbAs, rulesSuite } from './env.ts';

// responses/{uid}_{formId}: a member's one open draft of a form; responses/{key}: submitted.
const KEY_A = 'Ab3dEf6hIj9lMn2pQr5t';
const KEY_B = 'Zy9xWv8uTs7rQp6oNm5l';
const SUBMITTED_KEY = 'Sub1tted0KeyOfMemA00';
const OWN_DRAFT = `responses/${MEMBER_UID}_ptsd`;
const past = Timestamp.fromDate(new Date('2026-01-02T10:00:00Z'));

const storedDraft = { formId: 'ptsd', formVersion: 2, memberId: MEMBER_UID, status: 'draft', submissionKey: KEY_A, data: { pcl1: 2 }, createdAt: past, updatedAt: past };
const submitted = { formId: 'ptsd', formVersion: 2, memberId: MEMBER_UID, status: 'submitted', data: { pcl1: 2 }, scores: { pcl5: { total: 40 } }, flags: [], createdAt: past, updatedAt: past, submittedAt: past };

/** A new draft of ptsd as the app writes it (server time). */
const newDraft = (overrides: Record<string, unknown> = {}) => ({
  formId: 'ptsd', formVersion: 2, memberId: MEMBER_UID, status: 'draft', submissionKey: KEY_B, data: { pcl1: 1 },
  createdAt: serverTimestamp(), updatedAt: serverTimestamp(), ...overrides,
});

// Both members hold current health-data consent (drafts need it: tests/rules/consent-drafts.test.ts).
const consent = { healthData: { givenAt: past, noticeVersion: HEALTH_NOTICE_VERSION } };

const suite = rulesSuite(() => ({
  [`users/${MEMBER_UID}`]: { displayName: 'Ada', email: 'a@demo.test', consent },
  [`users/${OTHER_UID}`]: { displayName: 'Ben', email: 'b@demo.test', consent },
  'forms/ptsd': { status: 'published', currentVersion: 2, title: 'PCL-5' },
  'forms/indian-head': { status: 'published', currentVersion: 1, title: 'Indian head massage' },
  'forms/retired': { status: 'archived', currentVersion: 1, title: 'Retired' },
  'forms/unfinished': { status: 'draft', title: 'Unfinished' },
  [OWN_DRAFT]: storedDraft,
  [`responses/${SUBMITTED_KEY}`]: submitted,
  [`responses/${SUBMITTED_KEY}/review/flags`]: { memberId: MEMBER_UID, formId: 'ptsd', formVersion: 2, submittedAt: past, flags: [{ id: 'pcl5-probable-ptsd', severity: 'warning', acknowledged: null }], open: 1, topSeverity: 'warning' },
  [`responses/${OTHER_UID}_ptsd`]: { ...storedDraft, memberId: OTHER_UID, submissionKey: KEY_B },
  [`responses/${SUBMITTED_KEY}/notes/n1`]: { authorId: ADMIN_UID, authorName: 'Alex Morgan', text: 'Discussed at session.', createdAt: past },
}));

describe('responses: reading', () => {
  it('lets members read their own draft and submitted responses, query them, and look for their own draft', async () => {
    const db = dbAs(suite.env, 'member');
    await assertSucceeds(getDoc(doc(db, OWN_DRAFT)));
    await assertSucceeds(getDoc(doc(db, `responses/${SUBMITTED_KEY}`)));
    await assertSucceeds(getDocs(query(collection(db, 'responses'), where('memberId', '==', MEMBER_UID))));
    await assertSucceeds(getDoc(doc(db, `responses/${MEMBER_UID}_indian-head`))); // no draft yet
    // the dashboard's query of the member's open drafts (src/data/assignments.ts): theirs only
    const drafts = await assertSucceeds(getDocs(query(collection(db, 'responses'), where('memberId', '==', MEMBER_UID), where('status', '==', 'draft'))));
    expect(drafts.docs.map((d) => d.id)).toEqual([OWN_DRAFT.split('/')[1]]);
  });
  it('refuses another member and visitors, and does not tell whether another member has a draft', async () => {
    await assertFails(getDoc(doc(dbAs(suite.env, 'other member'), OWN_DRAFT)));
    await assertFails(getDoc(doc(dbAs(suite.env, 'other member'), `responses/${SUBMITTED_KEY}`)));
    await assertFails(getDocs(collection(dbAs(suite.env, 'other member'), 'responses')));
    await assertFails(getDocs(query(collection(dbAs(suite.env, 'other member'), 'responses'), where('memberId', '==', MEMBER_UID), where('status', '==', 'draft'))));
    await assertFails(getDoc(doc(dbAs(suite.env, 'visitor'), `responses/${SUBMITTED_KEY}`)));
    // a missing document at someone else's draft id reads like an existing one: refused
    await assertFails(getDoc(doc(dbAs(suite.env, 'other member'), `responses/${MEMBER_UID}_indian-head`)));
    await assertFails(getDoc(doc(dbAs(suite.env, 'member'), 'responses/not-a-draft-id')));
    await assertFails(getDoc(doc(dbAs(suite.env, 'visitor'), `responses/${MEMBER_UID}_indian-head`)));
  });
  it('lets administrators read every response', async () => {
    await assertSucceeds(getDocs(collection(dbAs(suite.env, 'admin'), 'responses')));
    await assertSucceeds(getDoc(doc(dbAs(suite.env, 'admin'), OWN_DRAFT)));
  });
});

describe('responses: creating the open draft', () => {
  it('lets a member create their draft at {uid}_{formId}, with a new key, on the current version, at server time', async () => {
    await assertSucceeds(setDoc(doc(dbAs(suite.env, 'member'), `responses/${MEMBER_UID}_indian-head`), newDraft({ formId: 'indian-head', formVersion: 1 })));
    await assertSucceeds(setDoc(doc(dbAs(suite.env, 'other member'), `responses/${OTHER_UID}_indian-head`), newDraft({ formId: 'indian-head', formVersion: 1, memberId: OTHER_UID })));
  });
  it('allows one open draft per form: only at {uid}_{formId}', async () => {
    const db = dbAs(suite.env, 'member');
    await assertFails(setDoc(doc(db, 'responses/random-id'), newDraft()));
    await assertFails(setDoc(doc(db, `responses/${KEY_B}`), newDraft()));
    await assertFails(setDoc(doc(db, `responses/${MEMBER_UID}_indian-head`), newDraft())); // names ptsd
    await assertFails(setDoc(doc(db, `responses/${OTHER_UID}_indian-head`), newDraft({ formId: 'indian-head', formVersion: 1 })));
    // a second "create" over the open draft (another tab) would replace its key: refused
    await assertFails(setDoc(doc(db, OWN_DRAFT), newDraft()));
  });
  it('needs a submission key of 20 letters and digits that no submission has used', async () => {
    const db = dbAs(suite.env, 'member');
    const at = `responses/${MEMBER_UID}_indian-head`;
    const draft = (submissionKey: unknown) => newDraft({ formId: 'indian-head', formVersion: 1, submissionKey });
    for (const key of [undefined, '', KEY_B.slice(1), `${KEY_B}x`, 'Ab3dEf6hIj9l_n2pQr5t', 20]) {
      const { submissionKey: _dropped, ...rest } = draft(key);
      await assertFails(setDoc(doc(db, at), key === undefined ? rest : draft(key)));
    }
    await assertFails(setDoc(doc(db, at), draft(SUBMITTED_KEY)));
  });
  it('must name a published form and its current version', async () => {
    const db = dbAs(suite.env, 'member');
    await assertFails(setDoc(doc(db, `responses/${MEMBER_UID}_ptsd-old`), newDraft({ formId: 'ptsd-old' })));
    await assertFails(setDoc(doc(db, `responses/${MEMBER_UID}_retired`), newDraft({ formId: 'retired', formVersion: 1 })));
    await assertFails(setDoc(doc(db, `responses/${MEMBER_UID}_unfinished`), newDraft({ formId: 'unfinished', formVersion: 1 })));
    await assertFails(setDoc(doc(db, `responses/${MEMBER_UID}_indian-head`), newDraft({ formId: 'indian-head', formVersion: 2 })));
    await assertFails(setDoc(doc(db, `responses/${MEMBER_UID}_indian-head`), newDraft({ formId: 'indian-head', formVersion: '1' })));
  });
  it('stamps createdAt and updatedAt with the server time, never a chosen one', async () => {
    const db = dbAs(suite.env, 'member');
    const at = `responses/${MEMBER_UID}_indian-head`;
    await assertFails(setDoc(doc(db, at), newDraft({ formId: 'indian-head', formVersion: 1, createdAt: past })));
    await assertFails(setDoc(doc(db, at), newDraft({ formId: 'indian-head', formVersion: 1, updatedAt: past })));
    const { createdAt: _c, ...noCreatedAt } = newDraft({ formId: 'indian-head', formVersion: 1 });
    await assertFails(setDoc(doc(db, at), noCreatedAt));
  });
  it('bounds the answers to 500 keys', async () => {
    const db = dbAs(suite.env, 'member');
    const answers = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`q${i}`, i]));
    await assertFails(setDoc(doc(db, `responses/${MEMBER_UID}_indian-head`), newDraft({ formId: 'indian-head', formVersion: 1, data: answers(501) })));
    await assertFails(setDoc(doc(db, `responses/${MEMBER_UID}_indian-head`), newDraft({ formId: 'indian-head', formVersion: 1, data: 'answers' })));
    await assertSucceeds(setDoc(doc(db, `responses/${MEMBER_UID}_indian-head`), newDraft({ formId: 'indian-head', formVersion: 1, data: answers(500) })));
  });
  it('refuses a draft for someone else, submitted, or carrying scores or flags', async () => {
    const db = dbAs(suite.env, 'member');
    const at = `responses/${MEMBER_UID}_indian-head`;
    const base = { formId: 'indian-head', formVersion: 1 };
    await assertFails(setDoc(doc(db, at), newDraft({ ...base, memberId: OTHER_UID })));
    await assertFails(setDoc(doc(db, at), newDraft({ ...base, status: 'submitted' })));
    await assertFails(setDoc(doc(db, at), newDraft({ ...base, scores: { pcl5: { total: 0 } } })));
    await assertFails(setDoc(doc(db, at), newDraft({ ...base, flags: [] })));
  });
  it('refuses visitors and administrators creating a member\'s draft', async () => {
    await assertFails(setDoc(doc(dbAs(suite.env, 'visitor'), `responses/${MEMBER_UID}_indian-head`), newDraft({ formId: 'indian-head', formVersion: 1 })));
    await assertFails(setDoc(doc(dbAs(suite.env, 'admin'), `responses/${MEMBER_UID}_indian-head`), newDraft({ formId: 'indian-head', formVersion: 1 })));
  });
});

describe('responses: updating and deleting the open draft', () => {
  it('lets a member save answers at server time, and delete their draft', async () => {
    const db = dbAs(suite.env, 'member');
    await assertSucceeds(updateDoc(doc(db, OWN_DRAFT), { data: { pcl1: 3, pcl2: 1 }, updatedAt: serverTimestamp() }));
    await assertSucceeds(deleteDoc(doc(db, OWN_DRAFT)));
  });
  it('refuses a save without the server time, or with too many answers', async () => {
    const db = dbAs(suite.env, 'member');
    await assertFails(updateDoc(doc(db, OWN_DRAFT), { data: { pcl1: 3 } }));
    await assertFails(updateDoc(doc(db, OWN_DRAFT), { data: { pcl1: 3 }, updatedAt: Timestamp.now() }));
    const many = Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`q${i}`, i]));
    await assertFails(updateDoc(doc(db, OWN_DRAFT), { data: many, updatedAt: serverTimestamp() }));
  });
  it('keeps who, which form, the key and createdAt; status only comes from the server', async () => {
    const db = dbAs(suite.env, 'member');
    for (const change of [{ memberId: OTHER_UID }, { formId: 'indian-head' }, { submissionKey: KEY_B }, { createdAt: serverTimestamp() }, { status: 'submitted' }, { scores: {} }]) {
      await assertFails(updateDoc(doc(db, OWN_DRAFT), { ...change, updatedAt: serverTimestamp() }));
    }
  });
  it('follows the form: the current version only, and no saves once it is archived', async () => {
    const db = dbAs(suite.env, 'member');
    await assertFails(updateDoc(doc(db, OWN_DRAFT), { formVersion: 1, updatedAt: serverTimestamp() }));
    await suite.env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'forms/ptsd'), { status: 'published', currentVersion: 3, title: 'PCL-5' });
    });
    await assertFails(updateDoc(doc(db, OWN_DRAFT), { data: { pcl1: 4 }, updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(doc(db, OWN_DRAFT), { data: { pcl1: 4 }, formVersion: 3, updatedAt: serverTimestamp() }));
    await suite.env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'forms/ptsd'), { status: 'archived', currentVersion: 3, title: 'PCL-5' });
    });
    await assertFails(updateDoc(doc(db, OWN_DRAFT), { data: { pcl1: 1 }, updatedAt: serverTimestamp() }));
    await assertSucceeds(deleteDoc(doc(db, OWN_DRAFT)));
  });
  it('carries the draft to the current version with the answers that no longer fit (bounded) and the version they were given on', async () => {
    const db = dbAs(suite.env, 'member');
    await suite.env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'forms/ptsd'), { status: 'published', currentVersion: 3, title: 'PCL-5' });
    });
    const aside = (n: number) => Array.from({ length: n }, (_, i) => ({ field: `old${i}`, value: i, version: 2, reason: 'removed' }));
    const carried = (extra: Record<string, unknown>) => ({ data: { pcl1: 2 }, formVersion: 3, updatedAt: serverTimestamp(), ...extra });
    await assertFails(updateDoc(doc(db, OWN_DRAFT), carried({ migratedFrom: 2, unplaced: aside(501) })));
    await assertFails(updateDoc(doc(db, OWN_DRAFT), carried({ migratedFrom: 2, unplaced: { old0: 1 } })));
    // the version the answers came from is older than the one they are on now, and a whole number
    for (const migratedFrom of [3, 4, 0, '2', 1.5]) await assertFails(updateDoc(doc(db, OWN_DRAFT), carried({ migratedFrom, unplaced: [] })));
    // no more set aside than the answers held could give (a tick-box answer may split in two per version moved)
    await assertFails(updateDoc(doc(db, OWN_DRAFT), carried({ migratedFrom: 2, unplaced: aside(3) })));
    await assertSucceeds(updateDoc(doc(db, OWN_DRAFT), carried({ migratedFrom: 2, unplaced: aside(2) })));
    // another member cannot write them on this member's draft
    await assertFails(updateDoc(doc(dbAs(suite.env, 'other member'), OWN_DRAFT), carried({ migratedFrom: 2, unplaced: [] })));
    // a new draft (the old one was removed) may start carried, without set-aside answers
    await assertSucceeds(deleteDoc(doc(db, OWN_DRAFT)));
    await assertFails(setDoc(doc(db, OWN_DRAFT), newDraft({ formVersion: 3, migratedFrom: 1, unplaced: aside(2) })));
    await assertSucceeds(setDoc(doc(db, OWN_DRAFT), newDraft({ formVersion: 3, migratedFrom: 1 })));
  });

  it('takes set-aside answers only as the migration writes them: when the draft moves on to a newer version', async () => {
    const db = dbAs(suite.env, 'member');
    const fabricated = [{ field: 'invented', value: 'x'.repeat(1000), version: 1, reason: 'removed' }];
    // on the same version (no migration): refused, with or without migratedFrom
    await assertFails(updateDoc(doc(db, OWN_DRAFT), { data: { pcl1: 3 }, unplaced: fabricated, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(db, OWN_DRAFT), { data: { pcl1: 3 }, migratedFrom: 1, unplaced: fabricated, updatedAt: serverTimestamp() }));
    // a new draft that was never migrated
    await assertFails(setDoc(doc(db, `responses/${MEMBER_UID}_indian-head`), newDraft({ formId: 'indian-head', formVersion: 1, unplaced: fabricated })));
  });

  it('never lets a client edit or delete a submitted response, administrators included', async () => {
    const db = dbAs(suite.env, 'member');
    await assertFails(updateDoc(doc(db, `responses/${SUBMITTED_KEY}`), { data: { pcl1: 0 }, updatedAt: serverTimestamp() }));
    await assertFails(deleteDoc(doc(db, `responses/${SUBMITTED_KEY}`)));
    await assertFails(updateDoc(doc(dbAs(suite.env, 'admin'), `responses/${SUBMITTED_KEY}`), { data: { pcl1: 0 } }));
    await assertFails(deleteDoc(doc(dbAs(suite.env, 'admin'), `responses/${SUBMITTED_KEY}`)));
  });
  it('refuses another member, visitors and administrators writing a member\'s draft', async () => {
    for (const role of ['other member', 'visitor', 'admin'] as const) {
      await assertFails(updateDoc(doc(dbAs(suite.env, role), OWN_DRAFT), { data: {}, updatedAt: serverTimestamp() }));
      await assertFails(deleteDoc(doc(dbAs(suite.env, role), OWN_DRAFT)));
    }
  });
});

describe('responses/{id}/review: the reviewer\'s side of a response', () => {
  const review = `responses/${SUBMITTED_KEY}/review/flags`;
  it('is read by administrators only: not by the member it is about, another member or a visitor', async () => {
    await assertSucceeds(getDoc(doc(dbAs(suite.env, 'admin'), review)));
    for (const role of ['member', 'other member', 'visitor'] as const) {
      await assertFails(getDoc(doc(dbAs(suite.env, role), review)));
      await assertFails(getDocs(collection(dbAs(suite.env, role), `responses/${SUBMITTED_KEY}/review`)));
    }
  });
  it('is written by server code only, never by a client', async () => {
    for (const role of ['admin', 'member', 'other member', 'visitor'] as const) {
      const db = dbAs(suite.env, role);
      await assertFails(updateDoc(doc(db, review), { open: 0 }));
      await assertFails(setDoc(doc(db, `responses/${SUBMITTED_KEY}/review/other`), { open: 0 }));
      await assertFails(deleteDoc(doc(db, review)));
    }
  });
});

describe('responses/{id}/notes', () => {
  const note = () => ({ authorId: ADMIN_UID, authorName: 'Alex Morgan', text: 'Follow up next week.', createdAt: serverTimestamp() });
  const notes = `responses/${SUBMITTED_KEY}/notes`;
  it('lets administrators add and read notes on a submitted response', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertSucceeds(addDoc(collection(db, notes), note()));
    await assertSucceeds(getDocs(collection(db, notes)));
  });
  it('refuses notes on a response that does not exist or is still a draft', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertFails(addDoc(collection(db, 'responses/no-such-response/notes'), note()));
    await assertFails(addDoc(collection(db, `${OWN_DRAFT}/notes`), note()));
  });
  it('is append-only: no edits or deletes, and the author is the caller at server time', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertFails(updateDoc(doc(db, `${notes}/n1`), { text: 'changed' }));
    await assertFails(deleteDoc(doc(db, `${notes}/n1`)));
    await assertFails(addDoc(collection(db, notes), { ...note(), authorId: 'someone-else' }));
    await assertFails(addDoc(collection(db, notes), { ...note(), text: '' }));
    await assertFails(addDoc(collection(db, notes), { ...note(), createdAt: past }));
  });
  it('hides notes from members, the response\'s owner included, and visitors', async () => {
    for (const role of ['visitor', 'member', 'other member'] as const) {
      const db = dbAs(suite.env, role);
      await assertFails(getDocs(collection(db, notes)));
      await assertFails(addDoc(collection(db, notes), { ...note(), authorId: role === 'member' ? MEMBER_UID : OTHER_UID }));
    }
  });
});
