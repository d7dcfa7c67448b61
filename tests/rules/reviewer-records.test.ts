import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, addDoc, collection, deleteDoc, doc, getDoc, getDocs, limit, orderBy, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { ADMIN_UID, MEMBER_UID, OTHER_UID, dbAs, rulesSuite } from './env.ts';

// The member record: append-only notes about a member (members/{uid}/notes) and on a
// response (responses/{id}/notes, with the author's name), and the access log (accessLog).
const KEY = 'RecordKeyOfMemberA01';
const past = Timestamp.fromDate(new Date('2026-02-02T10:00:00Z'));
const MEMBER_NOTES = `members/${MEMBER_UID}/notes`;
const RESPONSE_NOTES = `responses/${KEY}/notes`;

const suite = rulesSuite(() => ({
  [`users/${MEMBER_UID}`]: { displayName: 'Member A', email: 'a@demo.test', createdAt: past },
  [`responses/${KEY}`]: { formId: 'initial-assessment', formVersion: 1, memberId: MEMBER_UID, status: 'submitted', data: {}, scores: {}, flags: [], submittedAt: past },
  [`${MEMBER_NOTES}/n1`]: { authorId: ADMIN_UID, authorName: 'Dr Admin', text: 'First contact.', createdAt: past },
  [`${RESPONSE_NOTES}/n1`]: { authorId: ADMIN_UID, authorName: 'Dr Admin', text: 'Discussed.', createdAt: past },
  ['accessLog/e1']: { actorId: ADMIN_UID, actorName: 'Dr Admin', memberId: MEMBER_UID, kind: 'member-record', at: past },
}));

const note = (extra: Record<string, unknown> = {}) => ({ authorId: ADMIN_UID, authorName: 'Dr Admin', text: 'Called; doing better.', createdAt: serverTimestamp(), ...extra });
const access = (extra: Record<string, unknown> = {}) => ({ actorId: ADMIN_UID, actorName: 'Dr Admin', memberId: MEMBER_UID, kind: 'member-record', at: serverTimestamp(), ...extra });
const MEMBERS = ['visitor', 'member', 'other member'] as const;
const uidOf = (role: (typeof MEMBERS)[number]) => (role === 'member' ? MEMBER_UID : role === 'other member' ? OTHER_UID : 'nobody');

describe('members/{uid}/notes', () => {
  it('lets administrators add notes about an existing member and read them', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertSucceeds(addDoc(collection(db, MEMBER_NOTES), note()));
    await assertSucceeds(addDoc(collection(db, MEMBER_NOTES), note({ text: 'x'.repeat(2000) })));
    const list = await assertSucceeds(getDocs(query(collection(db, MEMBER_NOTES), orderBy('createdAt', 'desc'), limit(11))));
    expect(list.size).toBe(3);
  });

  it('checks the note: the caller as author with a name, server time, text 1..2000, nothing else', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertFails(addDoc(collection(db, MEMBER_NOTES), note({ authorId: 'someone-else' })));
    await assertFails(addDoc(collection(db, MEMBER_NOTES), note({ authorName: '' })));
    await assertFails(addDoc(collection(db, MEMBER_NOTES), note({ authorName: 'n'.repeat(321) })));
    await assertFails(addDoc(collection(db, MEMBER_NOTES), note({ text: '' })));
    await assertFails(addDoc(collection(db, MEMBER_NOTES), note({ text: 'x'.repeat(2001) })));
    await assertFails(addDoc(collection(db, MEMBER_NOTES), note({ createdAt: past })));
    await assertFails(addDoc(collection(db, MEMBER_NOTES), note({ pinned: true })));
    const { authorName: _omitted, ...nameless } = note();
    await assertFails(addDoc(collection(db, MEMBER_NOTES), nameless));
  });

  it('refuses notes about someone who is not a member', async () => {
    await assertFails(addDoc(collection(dbAs(suite.env, 'admin'), 'members/no-such-member/notes'), note()));
  });

  it('is append-only: nobody edits or deletes a note, administrators included', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertFails(updateDoc(doc(db, `${MEMBER_NOTES}/n1`), { text: 'changed' }));
    await assertFails(setDoc(doc(db, `${MEMBER_NOTES}/n1`), note()));
    await assertFails(deleteDoc(doc(db, `${MEMBER_NOTES}/n1`)));
    await assertFails(setDoc(doc(db, `members/${MEMBER_UID}`), { any: 'thing' }));
  });

  it('hides notes from visitors, the member they are about and other members, who cannot write them either', async () => {
    for (const role of MEMBERS) {
      const db = dbAs(suite.env, role);
      await assertFails(getDocs(collection(db, MEMBER_NOTES)));
      await assertFails(getDoc(doc(db, `${MEMBER_NOTES}/n1`)));
      await assertFails(addDoc(collection(db, MEMBER_NOTES), note({ authorId: uidOf(role) })));
      await assertFails(updateDoc(doc(db, `${MEMBER_NOTES}/n1`), { text: 'changed' }));
      await assertFails(deleteDoc(doc(db, `${MEMBER_NOTES}/n1`)));
    }
  });
});

describe('responses/{id}/notes with the author name', () => {
  it('lets administrators add a named note of up to 2000 characters', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertSucceeds(addDoc(collection(db, RESPONSE_NOTES), note()));
    await assertSucceeds(addDoc(collection(db, RESPONSE_NOTES), note({ text: 'x'.repeat(2000) })));
    await assertSucceeds(getDocs(query(collection(db, RESPONSE_NOTES), orderBy('createdAt', 'asc'))));
  });

  it('refuses a note without a name, over 2000 characters, or by someone else', async () => {
    const db = dbAs(suite.env, 'admin');
    const { authorName: _omitted, ...nameless } = note();
    await assertFails(addDoc(collection(db, RESPONSE_NOTES), nameless));
    await assertFails(addDoc(collection(db, RESPONSE_NOTES), note({ text: 'x'.repeat(2001) })));
    await assertFails(addDoc(collection(db, RESPONSE_NOTES), note({ authorId: OTHER_UID })));
    await assertFails(updateDoc(doc(db, `${RESPONSE_NOTES}/n1`), { text: 'changed' }));
    await assertFails(deleteDoc(doc(db, `${RESPONSE_NOTES}/n1`)));
  });

  it('keeps members and visitors out', async () => {
    for (const role of MEMBERS) {
      const db = dbAs(suite.env, role);
      await assertFails(getDocs(collection(db, RESPONSE_NOTES)));
      await assertFails(addDoc(collection(db, RESPONSE_NOTES), note({ authorId: uidOf(role) })));
    }
  });
});

describe('accessLog', () => {
  const recent = (role: Parameters<typeof dbAs>[1], memberId = MEMBER_UID) =>
    query(collection(dbAs(suite.env, role), 'accessLog'), where('memberId', '==', memberId), orderBy('at', 'desc'), limit(10));

  it('lets administrators log opening a record or a response, and read the latest accesses', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertSucceeds(addDoc(collection(db, 'accessLog'), access()));
    await assertSucceeds(addDoc(collection(db, 'accessLog'), access({ kind: 'response', responseId: KEY })));
    const list = await assertSucceeds(getDocs(recent('admin')));
    expect(list.docs.map((d) => d.get('kind'))).toEqual(expect.arrayContaining(['member-record', 'response']));
    expect(list.size).toBe(3);
  });

  it('checks the entry: the caller at server time, a known kind, a response id exactly when a response was opened', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertFails(addDoc(collection(db, 'accessLog'), access({ actorId: OTHER_UID })));
    await assertFails(addDoc(collection(db, 'accessLog'), access({ at: past })));
    await assertFails(addDoc(collection(db, 'accessLog'), access({ kind: 'export' })));
    // a download of all the member's data is written by exportMyData only
    await assertFails(addDoc(collection(db, 'accessLog'), access({ kind: 'data-export' })));
    await assertFails(addDoc(collection(db, 'accessLog'), access({ kind: 'response' })));
    await assertFails(addDoc(collection(db, 'accessLog'), access({ responseId: KEY })));
    await assertFails(addDoc(collection(db, 'accessLog'), access({ memberId: '' })));
    await assertFails(addDoc(collection(db, 'accessLog'), access({ memberId: 'm'.repeat(129) })));
    await assertFails(addDoc(collection(db, 'accessLog'), access({ note: 'extra' })));
  });

  it('is create-only: nobody edits or deletes an entry, administrators included', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertFails(updateDoc(doc(db, 'accessLog/e1'), { actorName: 'Someone else' }));
    await assertFails(setDoc(doc(db, 'accessLog/e1'), access()));
    await assertFails(deleteDoc(doc(db, 'accessLog/e1')));
  });

  it('never lets visitors or members read the log (their own record included) or write to it', async () => {
    for (const role of MEMBERS) {
      const db = dbAs(suite.env, role);
      await assertFails(getDoc(doc(db, 'accessLog/e1')));
      await assertFails(getDocs(recent(role, uidOf(role))));
      await assertFails(addDoc(collection(db, 'accessLog'), access({ actorId: uidOf(role), memberId: uidOf(role) })));
      await assertFails(deleteDoc(doc(db, 'accessLog/e1')));
    }
  });
});
