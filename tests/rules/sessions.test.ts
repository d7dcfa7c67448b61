import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, collectionGroup, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ADMIN_UID, dbAs, MEMBER_UID, OTHER_UID, rulesSuite } from './env.ts';

// Sessions (model/sessions/session-documents.ts): published public ones for everyone, published
// members-only ones for signed-in readers, drafts for administrators; a member with a booking
// keeps reading the session. Bookings: written only by the callables, read by their member and
// administrators.
const start = new Date('2027-02-02T10:00:00Z');
const end = new Date('2027-02-02T11:00:00Z');
const session = (fields: Record<string, unknown> = {}) => ({
  title: 'Session', description: '', kind: 'group', startsAt: start, endsAt: end, location: { kind: 'place', place: 'Studio 1' },
  capacity: 5, bookedCount: 0, audience: 'public', published: true, pricePence: null, cancelled: false, ...fields,
});
const booking = (uid: string, sessionId: string) => ({ uid, sessionId, displayName: uid, email: `${uid}@demo.test`, bookedAt: start });

const suite = rulesSuite(() => ({
  'sessions/open': session({ bookedCount: 2 }),
  'sessions/members-only': session({ audience: 'members' }),
  'sessions/unpublished': session({ published: false }),
  // member-a booked this one before it was unpublished
  'sessions/booked-draft': session({ published: false, bookedCount: 1 }),
  'sessions/booked-draft/bookings/member-a': booking(MEMBER_UID, 'booked-draft'),
  'sessions/open/bookings/member-a': booking(MEMBER_UID, 'open'),
  'sessions/open/bookings/member-b': booking(OTHER_UID, 'open'),
}));

describe('sessions: reading', () => {
  it('shows visitors published public sessions only, and lets them list those', async () => {
    const db = dbAs(suite.env, 'visitor');
    await assertSucceeds(getDoc(doc(db, 'sessions/open')));
    await assertFails(getDoc(doc(db, 'sessions/members-only')));
    await assertFails(getDoc(doc(db, 'sessions/unpublished')));
    await assertSucceeds(getDocs(query(collection(db, 'sessions'), where('published', '==', true), where('audience', '==', 'public'))));
    await assertFails(getDocs(query(collection(db, 'sessions'), where('published', '==', true))));
  });

  it('shows members every published session, not drafts, and lists published ones', async () => {
    for (const role of ['member', 'other member'] as const) {
      const db = dbAs(suite.env, role);
      await assertSucceeds(getDoc(doc(db, 'sessions/open')));
      await assertSucceeds(getDoc(doc(db, 'sessions/members-only')));
      await assertFails(getDoc(doc(db, 'sessions/unpublished')));
      await assertSucceeds(getDocs(query(collection(db, 'sessions'), where('published', '==', true))));
      await assertFails(getDocs(collection(db, 'sessions')));
    }
  });

  it('lets a member read a session they booked after it was unpublished; not another member', async () => {
    await assertSucceeds(getDoc(doc(dbAs(suite.env, 'member'), 'sessions/booked-draft')));
    await assertFails(getDoc(doc(dbAs(suite.env, 'other member'), 'sessions/booked-draft')));
  });

  it('lets administrators read drafts and list everything', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertSucceeds(getDoc(doc(db, 'sessions/unpublished')));
    await assertSucceeds(getDocs(collection(db, 'sessions')));
  });
});

describe('sessions: writing', () => {
  it('lets administrators create a valid session with no bookings', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertSucceeds(setDoc(doc(db, 'sessions/new'), session({ updatedBy: ADMIN_UID })));
    await assertSucceeds(setDoc(doc(db, 'sessions/online'), session({ location: { kind: 'online' }, pricePence: 1500 })));
  });

  it.each([
    ['bookings already counted', { bookedCount: 1 }],
    ['an end before the start', { endsAt: new Date('2027-02-02T09:00:00Z') }],
    ['no title', { title: '' }],
    ['a capacity of 0', { capacity: 0 }],
    ['an unknown kind', { kind: 'party' }],
    ['the meeting link on the session (it belongs in private/link)', { location: { kind: 'online', url: 'https://meet.example.com/x' } }],
    ['an empty place', { location: { kind: 'place', place: '' } }],
    ['a price of 0', { pricePence: 0 }],
    ['an unknown field', { secret: true }],
    ['someone else as the writer', { updatedBy: MEMBER_UID }],
  ])('refuses an administrator\'s session with %s', async (_, fields) => {
    await assertFails(setDoc(doc(dbAs(suite.env, 'admin'), 'sessions/new'), session(fields)));
  });

  it('lets administrators edit a session saved with its link on it (before the link moved) as long as the location stays', async () => {
    await suite.env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'sessions/legacy'), session({ location: { kind: 'online', url: 'https://meet.example.com/old' } }));
    });
    const db = dbAs(suite.env, 'admin');
    await assertSucceeds(updateDoc(doc(db, 'sessions/legacy'), { published: false }));
    await assertSucceeds(updateDoc(doc(db, 'sessions/legacy'), { location: { kind: 'online' } }));
  });

  it('lets administrators edit and cancel a session, never move bookedCount or capacity below it', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertSucceeds(updateDoc(doc(db, 'sessions/open'), { title: 'Renamed', capacity: 2 }));
    await assertSucceeds(updateDoc(doc(db, 'sessions/open'), { cancelled: true }));
    await assertFails(updateDoc(doc(db, 'sessions/open'), { bookedCount: 0 }));
    await assertFails(updateDoc(doc(db, 'sessions/open'), { bookedCount: 3 }));
    await assertFails(updateDoc(doc(db, 'sessions/open'), { capacity: 1 }));
  });

  it('lets administrators delete a session without bookings only', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertSucceeds(deleteDoc(doc(db, 'sessions/unpublished')));
    await assertFails(deleteDoc(doc(db, 'sessions/open')));
  });

  it('refuses writes from visitors and members', async () => {
    for (const role of ['visitor', 'member', 'other member'] as const) {
      const db = dbAs(suite.env, role);
      await assertFails(setDoc(doc(db, 'sessions/new'), session()));
      await assertFails(updateDoc(doc(db, 'sessions/open'), { bookedCount: 3 }));
      await assertFails(updateDoc(doc(db, 'sessions/open'), { title: 'Renamed' }));
      await assertFails(deleteDoc(doc(db, 'sessions/unpublished')));
    }
  });
});

describe('bookings', () => {
  it('lets a member read their own booking and list their bookings across sessions', async () => {
    const db = dbAs(suite.env, 'member');
    await assertSucceeds(getDoc(doc(db, 'sessions/open/bookings/member-a')));
    await assertSucceeds(getDocs(query(collectionGroup(db, 'bookings'), where('uid', '==', MEMBER_UID))));
  });

  it('hides other members\' bookings and the attendee list from members and visitors', async () => {
    const member = dbAs(suite.env, 'member');
    await assertFails(getDoc(doc(member, 'sessions/open/bookings/member-b')));
    await assertFails(getDocs(collection(member, 'sessions/open/bookings')));
    await assertFails(getDocs(query(collectionGroup(member, 'bookings'), where('uid', '==', OTHER_UID))));
    await assertFails(getDocs(collectionGroup(member, 'bookings')));
    const visitor = dbAs(suite.env, 'visitor');
    await assertFails(getDoc(doc(visitor, 'sessions/open/bookings/member-a')));
    await assertFails(getDocs(query(collectionGroup(visitor, 'bookings'), where('uid', '==', MEMBER_UID))));
  });

  it('lets administrators read the attendee list', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertSucceeds(getDocs(collection(db, 'sessions/open/bookings')));
    await assertSucceeds(getDocs(collectionGroup(db, 'bookings')));
  });

  it('refuses every client write, administrators\' included: bookings go through the callables', async () => {
    for (const role of ['visitor', 'member', 'other member', 'admin'] as const) {
      const db = dbAs(suite.env, role);
      await assertFails(setDoc(doc(db, 'sessions/members-only/bookings/member-a'), booking(MEMBER_UID, 'members-only')));
      await assertFails(updateDoc(doc(db, 'sessions/open/bookings/member-a'), { displayName: 'x' }));
      await assertFails(deleteDoc(doc(db, 'sessions/open/bookings/member-a')));
    }
  });
});

describe('sessions: the meeting link of an online session', () => {
  // The link lives apart, in sessions/{id}/private/link: the session itself is read by any
  // signed-in account (members-only ones too), the link only by its booked attendees and administrators.
  const LINK = 'sessions/members-only/private/link';
  const onlineLink = { url: 'https://meet.example.com/room' };

  it('is read by administrators and booked attendees only', async () => {
    await assertSucceeds(setDoc(doc(dbAs(suite.env, 'admin'), LINK), onlineLink));
    await assertSucceeds(setDoc(doc(dbAs(suite.env, 'admin'), 'sessions/open/private/link'), onlineLink));
    await assertSucceeds(getDoc(doc(dbAs(suite.env, 'admin'), LINK)));
    // member-a holds a seat on 'open', none on 'members-only'
    await assertSucceeds(getDoc(doc(dbAs(suite.env, 'member'), 'sessions/open/private/link')));
    await assertFails(getDoc(doc(dbAs(suite.env, 'member'), LINK)));
    await assertFails(getDoc(doc(dbAs(suite.env, 'visitor'), 'sessions/open/private/link')));
    await assertFails(getDocs(collection(dbAs(suite.env, 'member'), 'sessions/open/private')));
  });

  it('keeps the link off the session: an online session stores no url, and the link is https, written by administrators only', async () => {
    const admin = dbAs(suite.env, 'admin');
    await assertFails(setDoc(doc(admin, 'sessions/new-online'), session({ location: { kind: 'online', url: 'https://meet.example.com/x' } })));
    await assertSucceeds(setDoc(doc(admin, 'sessions/new-online'), session({ location: { kind: 'online' } })));
    for (const bad of [{ url: 'javascript:alert(1)' }, { url: 'http://meet.example.com/x' }, { url: 'https://meet.example.com/x', note: 'x' }]) {
      await assertFails(setDoc(doc(admin, 'sessions/new-online/private/link'), bad));
    }
    await assertFails(setDoc(doc(admin, 'sessions/new-online/private/other'), onlineLink));
    await assertFails(setDoc(doc(dbAs(suite.env, 'member'), 'sessions/open/private/link'), onlineLink));
  });
});
