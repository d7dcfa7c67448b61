// The shop and the membership gate, per role: a visitor, members whose membership is
// none / active / past_due within its period / active but past renewsAt + 25 h (lapsed: the grace
// is 24 h) / cancelled, and an administrator. Every member below is enrolled in the membership
// course, so only the membership decides its chapter bodies. Memberships are dated from now:
// the rules compare with request.time.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, collection, deleteDoc, doc, getDoc, getDocs, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { ADMIN_UID, dbAs, givenDocs, rulesSuite } from './env.ts';

const HOUR = 3_600_000;
const fromNow = (ms: number) => Timestamp.fromMillis(Date.now() + ms);

const MEMBERS = {
  none: { uid: 'shop-none', membership: { plan: null, status: 'none', renewsAt: null } },
  active: { uid: 'shop-active', membership: { plan: 'monthly', status: 'active', renewsAt: fromNow(30 * 24 * HOUR) } },
  // the renewal's webhook is late: still within the 24 h grace
  'active, in the grace hours': { uid: 'shop-grace', membership: { plan: 'monthly', status: 'active', renewsAt: fromNow(-2 * HOUR) } },
  'past_due within its period': { uid: 'shop-past-due', membership: { plan: 'annual', status: 'past_due', renewsAt: fromNow(3 * 24 * HOUR) } },
  'lapsed (renewsAt + 25 h)': { uid: 'shop-lapsed', membership: { plan: 'monthly', status: 'active', renewsAt: fromNow(-25 * HOUR) } },
  'status lapsed': { uid: 'shop-status-lapsed', membership: { plan: 'monthly', status: 'lapsed', renewsAt: fromNow(5 * 24 * HOUR) } },
  cancelled: { uid: 'shop-cancelled', membership: { plan: 'monthly', status: 'cancelled', renewsAt: fromNow(5 * 24 * HOUR) } },
  'without a profile': { uid: 'shop-no-profile', membership: null },
} as const;
type Member = keyof typeof MEMBERS;
const WITH_ACCESS: Member[] = ['active', 'active, in the grace hours', 'past_due within its period'];
const WITHOUT_ACCESS: Member[] = ['none', 'lapsed (renewsAt + 25 h)', 'status lapsed', 'cancelled', 'without a profile'];

const course = (access: string, audience: string) => ({ title: 'Course', audience, access, published: true, archived: false, chapterCount: 1, order: 1 });
const chapter = (audience: string) => ({ title: 'Week 1', order: 1, durationMinutes: 10, published: true, audience });
const chapterBody = { markdown: '## Week 1', videoUrl: null, captionsUrl: null, attachments: [] };
const card = (audience: string, fields: Record<string, unknown> = {}) => ({
  title: 'Sleep diary', summary: 'A weekly diary', kind: 'download', topic: 'Sleep', audience, published: true, ...fields,
});
const monthly = { title: 'Monthly membership', summary: 'Everything', includes: ['All courses'], kind: 'membership', courseId: null, plan: 'monthly', pricePence: 1500, active: true, order: 1 };
const courseProduct = { title: 'Head massage', summary: '', includes: [], kind: 'course', courseId: 'paid-course', plan: null, pricePence: 0, active: true, order: 3 };

const suite = rulesSuite(() => {
  const docs: Record<string, Record<string, unknown>> = {
    'courses/members-course': course('membership', 'members'),
    'courses/members-course/chapters/week-1': chapter('members'),
    'courses/members-course/chapters/week-1/content/body': chapterBody,
    'courses/paid-course': course('paid', 'public'),
    'courses/paid-course/chapters/week-1': chapter('public'),
    'courses/paid-course/chapters/week-1/content/body': chapterBody,
    'resources/members-only': card('members'),
    'resources/members-only/content/body': { markdown: '', url: 'https://example.org/sleep-diary.pdf' },
    'resources/open': card('public', { kind: 'article', title: 'Where to get urgent help' }),
    'resources/open/content/body': { markdown: '## Call 999', url: null },
    'resources/draft': card('public', { published: false }),
    'resources/draft/content/body': { markdown: '## Not yet', url: null },
    'media/members-audio': { title: 'Body scan (audio)', published: true, audience: 'members', url: 'https://example.org/a.mp3' },
    'media/open-audio': { title: 'Grounding (audio)', published: true, audience: 'public', url: 'https://example.org/b.mp3' },
    'products/membership-monthly': monthly,
    'products/course-paid': courseProduct,
    'orders/shop-order-active': { uid: MEMBERS.active.uid, productId: 'membership-monthly', status: 'paid', amountPence: 1500 },
    'orders/shop-order-none': { uid: MEMBERS.none.uid, productId: 'course-paid', status: 'failed', amountPence: 4900 },
    'stripeEvents/evt_1': { type: 'checkout.session.completed', created: 1, outcome: 'order paid' },
  };
  for (const { uid, membership } of Object.values(MEMBERS)) {
    if (membership) docs[`users/${uid}`] = { displayName: uid, email: `${uid}@demo.test`, membership };
    docs[`enrollments/${uid}_members-course`] = { uid, courseId: 'members-course', source: 'membership', completedChapters: [], lastChapterId: null };
    docs[`enrollments/${uid}_paid-course`] = { uid, courseId: 'paid-course', source: 'purchase', completedChapters: [], lastChapterId: null };
  }
  return docs;
});

const clients = new Map<Member, Firestore>();
const member = (who: Member): Firestore => {
  const known = clients.get(who);
  if (known) return known;
  const { uid } = MEMBERS[who];
  const created = suite.env.authenticatedContext(uid, { email: `${uid}@demo.test` }).firestore() as unknown as Firestore;
  clients.set(who, created);
  return created;
};
const visitor = () => dbAs(suite.env, 'visitor');
const admin = () => dbAs(suite.env, 'admin');
const read = (db: Firestore, path: string) => getDoc(doc(db, path));

describe('a membership course\'s chapter bodies', () => {
  const body = 'courses/members-course/chapters/week-1/content/body';

  it.each(WITH_ACCESS)('are read by an enrolled member whose membership is %s', async (who) => {
    await assertSucceeds(read(member(who), body));
  });

  it.each(WITHOUT_ACCESS)('are closed to an enrolled member whose membership is %s (the enrolment and outline stay)', async (who) => {
    await assertFails(read(member(who), body));
    await assertSucceeds(read(member(who), `enrollments/${MEMBERS[who].uid}_members-course`));
    await assertSucceeds(read(member(who), 'courses/members-course/chapters/week-1'));
  });

  it('are read by administrators and never by visitors', async () => {
    await assertSucceeds(read(admin(), body));
    await assertFails(read(visitor(), body));
  });

  it('of a paid course stay open to its enrolled buyers without a membership', async () => {
    for (const who of WITHOUT_ACCESS) await assertSucceeds(read(member(who), 'courses/paid-course/chapters/week-1/content/body'));
  });
});

describe('resources', () => {
  it('show every published card, members-only ones too, to everyone (the app shows those locked); drafts to administrators', async () => {
    for (const db of [visitor(), member('none'), member('active'), admin()]) {
      await assertSucceeds(read(db, 'resources/members-only'));
      await assertSucceeds(read(db, 'resources/open'));
      await assertSucceeds(getDocs(query(collection(db, 'resources'), where('published', '==', true))));
    }
    await assertFails(read(visitor(), 'resources/draft'));
    await assertFails(read(member('active'), 'resources/draft'));
    await assertFails(getDocs(collection(member('active'), 'resources')));
    await assertSucceeds(read(admin(), 'resources/draft'));
    await assertSucceeds(getDocs(collection(admin(), 'resources')));
  });

  it.each(WITH_ACCESS)('open a members-only body to a member whose membership is %s', async (who) => {
    await assertSucceeds(read(member(who), 'resources/members-only/content/body'));
  });

  it.each(WITHOUT_ACCESS)('keep a members-only body from a member whose membership is %s', async (who) => {
    await assertFails(read(member(who), 'resources/members-only/content/body'));
  });

  it('keep a members-only body from visitors; administrators read every body, drafts included', async () => {
    await assertFails(read(visitor(), 'resources/members-only/content/body'));
    await assertSucceeds(read(admin(), 'resources/members-only/content/body'));
    await assertSucceeds(read(admin(), 'resources/draft/content/body'));
  });

  it('open a published public body to everyone, never a draft\'s', async () => {
    for (const db of [visitor(), member('none'), member('cancelled')]) {
      await assertSucceeds(read(db, 'resources/open/content/body'));
      await assertFails(read(db, 'resources/draft/content/body'));
    }
  });

  it('close a members-only body when its card is unpublished, even to an active member', async () => {
    await assertSucceeds(updateDoc(doc(admin(), 'resources/members-only'), { published: false }));
    await assertFails(read(member('active'), 'resources/members-only/content/body'));
  });

  it('take cards and bodies from administrators, in shape', async () => {
    const db = admin();
    await assertSucceeds(setDoc(doc(db, 'resources/new'), card('members', { createdAt: serverTimestamp(), updatedAt: serverTimestamp(), updatedBy: ADMIN_UID })));
    await assertSucceeds(setDoc(doc(db, 'resources/new/content/body'), { markdown: '## Hello', url: 'https://example.org/x' }));
    await assertSucceeds(setDoc(doc(db, 'resources/new/content/body'), { markdown: 'x'.repeat(50_000), url: null }));
    await assertSucceeds(updateDoc(doc(db, 'resources/new'), { title: 'Renamed', topic: 'Grounding', audience: 'public' }));
    // the editor's save of an existing resource: the card merged, stamped; the body replaced
    await assertSucceeds(setDoc(doc(db, 'resources/open'), { ...card('public', { kind: 'link' }), updatedAt: serverTimestamp(), updatedBy: ADMIN_UID }, { merge: true }));
    await assertSucceeds(setDoc(doc(db, 'resources/open/content/body'), { markdown: '', url: 'https://www.nhs.uk/' }));
  });

  it('refuse cards and bodies out of shape, and a content document other than body', async () => {
    const db = admin();
    const badCards: Record<string, unknown>[] = [
      { title: '' }, { title: 'x'.repeat(121) }, { summary: 'x'.repeat(301) }, { kind: 'video' }, { topic: 'x'.repeat(61) },
      { audience: 'everyone' }, { published: 'yes' }, { url: 'https://example.org' }, { body: 'bodies live in content/body' },
      { updatedBy: 'someone-else' }, { createdAt: 'today' },
    ];
    for (const fields of badCards) await assertFails(setDoc(doc(db, 'resources/bad'), card('members', fields)));
    const { kind: _kind, ...withoutKind } = card('members');
    await assertFails(setDoc(doc(db, 'resources/bad'), withoutKind));
    const badBodies: Record<string, unknown>[] = [
      { markdown: 'x'.repeat(50_001), url: null }, { markdown: '', url: 'http://example.org/x' }, { markdown: '', url: 'javascript:alert(1)' },
      { markdown: '', url: `https://example.org/${'x'.repeat(2048)}` }, { markdown: 7, url: null }, { markdown: '', url: null, html: '<script>' },
    ];
    for (const body of badBodies) await assertFails(setDoc(doc(db, 'resources/open/content/body'), body));
    await assertFails(setDoc(doc(db, 'resources/open/content/other'), { markdown: '', url: null }));
  });

  it('refuse every write from visitors and members, whatever their membership', async () => {
    for (const db of [visitor(), member('none'), member('active')]) {
      await assertFails(setDoc(doc(db, 'resources/mine'), card('public')));
      await assertFails(updateDoc(doc(db, 'resources/open'), { title: 'Renamed' }));
      await assertFails(setDoc(doc(db, 'resources/open/content/body'), { markdown: 'mine now', url: null }));
    }
  });
});

describe('media', () => {
  it.each(WITH_ACCESS)('open a members-only item to a member whose membership is %s (and their list of published items)', async (who) => {
    await assertSucceeds(read(member(who), 'media/members-audio'));
    await assertSucceeds(getDocs(query(collection(member(who), 'media'), where('published', '==', true))));
  });

  it.each(WITHOUT_ACCESS)('keep a members-only item from a member whose membership is %s, who lists public ones only', async (who) => {
    await assertFails(read(member(who), 'media/members-audio'));
    await assertSucceeds(read(member(who), 'media/open-audio'));
    await assertFails(getDocs(query(collection(member(who), 'media'), where('published', '==', true))));
    await assertSucceeds(getDocs(query(collection(member(who), 'media'), where('published', '==', true), where('audience', '==', 'public'))));
  });

  it('keep members-only items from visitors and open them to administrators', async () => {
    await assertFails(read(visitor(), 'media/members-audio'));
    await assertSucceeds(read(visitor(), 'media/open-audio'));
    await assertSucceeds(read(admin(), 'media/members-audio'));
  });

  it('are written by administrators only', async () => {
    await assertSucceeds(setDoc(doc(admin(), 'media/new-audio'), { title: 'New', published: false, audience: 'members' }));
    await assertSucceeds(getDocs(collection(admin(), 'media')));
    for (const db of [visitor(), member('none'), member('active')]) {
      await assertFails(setDoc(doc(db, 'media/mine'), { title: 'Mine', published: true, audience: 'public' }));
      await assertFails(updateDoc(doc(db, 'media/open-audio'), { title: 'Renamed' }));
    }
  });
});

describe('products', () => {
  it('are read and listed by everyone, visitors included', async () => {
    for (const db of [visitor(), member('none'), admin()]) {
      await assertSucceeds(read(db, 'products/membership-monthly'));
      await assertSucceeds(getDocs(query(collection(db, 'products'), where('active', '==', true))));
    }
  });

  it('take a membership plan and a course product (no price of its own) from administrators', async () => {
    const db = admin();
    await assertSucceeds(setDoc(doc(db, 'products/membership-annual'), { ...monthly, title: 'Annual membership', plan: 'annual', pricePence: 15000, order: 2 }));
    await assertSucceeds(setDoc(doc(db, 'products/course-other'), { ...courseProduct, courseId: 'other-course' }));
    await assertSucceeds(updateDoc(doc(db, 'products/membership-monthly'), { pricePence: 1_000_000, active: false }));
    await assertSucceeds(updateDoc(doc(db, 'products/membership-monthly'), { pricePence: 0 }));
    await assertSucceeds(updateDoc(doc(db, 'products/membership-monthly'), { includes: Array.from({ length: 12 }, (_, i) => `Line ${i}`), updatedAt: serverTimestamp(), updatedBy: ADMIN_UID }));
    // a later edit keeps the earlier stamp
    await assertSucceeds(updateDoc(doc(db, 'products/membership-monthly'), { title: 'Monthly' }));
  });

  it('refuse products out of shape, even from administrators', async () => {
    const db = admin();
    const badPlans: Record<string, unknown>[] = [
      { pricePence: -1 }, { pricePence: 1_000_001 }, { pricePence: 15.5 }, { pricePence: '1500' }, { plan: 'weekly' }, { plan: null },
      { kind: 'gift' }, { courseId: 'some-course' }, { includes: Array.from({ length: 13 }, (_, i) => `Line ${i}`) }, { includes: 'All' },
      { title: '' }, { title: 'x'.repeat(121) }, { summary: 'x'.repeat(301) }, { active: 'yes' }, { priceGBP: 1500 }, { updatedBy: 'someone-else' },
    ];
    for (const fields of badPlans) await assertFails(setDoc(doc(db, 'products/bad'), { ...monthly, ...fields }));
    const { pricePence: _price, ...withoutPrice } = monthly;
    await assertFails(setDoc(doc(db, 'products/bad'), withoutPrice));
    // a course product's price is its course's: none of its own, and it names a course
    for (const fields of [{ pricePence: 4900 }, { courseId: null }, { courseId: 'a/b' }, { plan: 'monthly' }]) {
      await assertFails(setDoc(doc(db, 'products/bad'), { ...courseProduct, ...fields }));
    }
  });

  it('are never deleted (past orders name them) and never written by visitors or members', async () => {
    await assertFails(deleteDoc(doc(admin(), 'products/course-paid')));
    for (const db of [visitor(), member('none'), member('active')]) {
      await assertFails(setDoc(doc(db, 'products/mine'), monthly));
      await assertFails(updateDoc(doc(db, 'products/membership-monthly'), { pricePence: 1 }));
      await assertFails(deleteDoc(doc(db, 'products/membership-monthly')));
    }
  });
});

describe('orders', () => {
  it('are read by their buyer (one or a list filtered on their uid) and administrators, nobody else', async () => {
    const buyer = member('active');
    await assertSucceeds(read(buyer, 'orders/shop-order-active'));
    await assertSucceeds(getDocs(query(collection(buyer, 'orders'), where('uid', '==', MEMBERS.active.uid))));
    await assertFails(getDocs(collection(buyer, 'orders')));
    await assertFails(read(buyer, 'orders/shop-order-none'));
    await assertFails(getDocs(query(collection(buyer, 'orders'), where('uid', '==', MEMBERS.none.uid))));
    await assertFails(read(visitor(), 'orders/shop-order-active'));
    await assertSucceeds(getDocs(collection(admin(), 'orders')));
  });

  it('are written by no client, not even an administrator or the buyer', async () => {
    for (const db of [visitor(), member('active'), admin()]) {
      await assertFails(setDoc(doc(db, 'orders/shop-order-new'), { uid: MEMBERS.active.uid, productId: 'membership-monthly', status: 'paid' }));
      await assertFails(updateDoc(doc(db, 'orders/shop-order-active'), { status: 'cancelled' }));
    }
    await assertFails(updateDoc(doc(member('none'), 'orders/shop-order-none'), { status: 'paid' }));
  });
});

describe('stripeEvents', () => {
  it('are out of every client\'s reach, administrators included', async () => {
    for (const db of [visitor(), member('active'), admin()]) {
      await assertFails(read(db, 'stripeEvents/evt_1'));
      await assertFails(getDocs(collection(db, 'stripeEvents')));
      await assertFails(setDoc(doc(db, 'stripeEvents/evt_2'), { type: 'checkout.session.completed' }));
    }
  });
});

describe('users/{uid}.membership', () => {
  const renewsAt = fromNow(365 * 24 * HOUR);
  it('is never written by the member: not on their profile, not at sign-up, not by changing its status', async () => {
    const none = member('none');
    const ref = doc(none, `users/${MEMBERS.none.uid}`);
    await assertSucceeds(updateDoc(ref, { displayName: 'Renamed', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { membership: { plan: 'annual', status: 'active', renewsAt }, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { 'membership.status': 'active', updatedAt: serverTimestamp() }));
    const lapsed = member('lapsed (renewsAt + 25 h)');
    await assertFails(updateDoc(doc(lapsed, `users/${MEMBERS['lapsed (renewsAt + 25 h)'].uid}`), { 'membership.renewsAt': renewsAt, updatedAt: serverTimestamp() }));
    const newcomer = member('without a profile');
    await assertFails(setDoc(doc(newcomer, `users/${MEMBERS['without a profile'].uid}`), {
      displayName: 'New', email: `${MEMBERS['without a profile'].uid}@demo.test`, createdAt: serverTimestamp(), membership: { plan: 'annual', status: 'active', renewsAt },
    }));
    await assertSucceeds(setDoc(doc(newcomer, `users/${MEMBERS['without a profile'].uid}`), {
      displayName: 'New', email: `${MEMBERS['without a profile'].uid}@demo.test`, createdAt: serverTimestamp(),
    }));
  });

  it('is not written by an administrator from the app either (the webhook writes it)', async () => {
    await assertFails(updateDoc(doc(admin(), `users/${MEMBERS.none.uid}`), { membership: { plan: 'annual', status: 'active', renewsAt } }));
  });
});

describe('the demo seed under these rules', () => {
  const DEMO_IDS = ['demo-member-1', 'demo-member-2', 'demo-member-3'] as const;
  const demoMember = (uid: string) => suite.env.authenticatedContext(uid, { email: `${uid}@demo.test` }).firestore() as unknown as Firestore;
  const seed = async () => {
    const { DEMO_ACCOUNTS, DEMO_CONTENT, demoUserDoc } = await import('../../scripts/stack/demoData.mjs');
    // the client SDK stores the seed's Dates as Timestamps, as the seeder does
    await givenDocs(suite.env, {
      ...Object.fromEntries(DEMO_ACCOUNTS.map((account) => [`users/${account.uid}`, demoUserDoc(account)])),
      ...DEMO_CONTENT,
    });
  };
  const membersBody = 'courses/trauma-informed-self-care/chapters/week-1/content/body';

  it('opens members-only resources to member1 and member3 (their memberships) and not to member2 or visitors', async () => {
    await seed();
    for (const uid of ['demo-member-1', 'demo-member-3']) {
      await assertSucceeds(read(demoMember(uid), 'resources/sleep-diary/content/body'));
      await assertSucceeds(read(demoMember(uid), 'resources/five-senses-worksheet/content/body'));
    }
    await assertFails(read(demoMember('demo-member-2'), 'resources/sleep-diary/content/body'));
    await assertFails(read(visitor(), 'resources/five-senses-worksheet/content/body'));
    for (const db of [visitor(), ...DEMO_IDS.map(demoMember)]) {
      await assertSucceeds(read(db, 'resources/support-lines/content/body'));
      await assertSucceeds(read(db, 'resources/nhs-sleep-tips/content/body'));
      await assertSucceeds(getDocs(query(collection(db, 'resources'), where('published', '==', true))));
      await assertSucceeds(getDocs(query(collection(db, 'products'), where('active', '==', true))));
    }
  });

  it('lets member1 read the members\' course they are enrolled in, and member3 the course they bought and their own orders', async () => {
    await seed();
    await assertSucceeds(read(demoMember('demo-member-1'), membersBody));
    await assertSucceeds(read(demoMember('demo-member-3'), 'courses/indian-head-massage-at-home/chapters/preparing/content/body'));
    const orders = await getDocs(query(collection(demoMember('demo-member-3'), 'orders'), where('uid', '==', 'demo-member-3')));
    expect(orders.docs.map((order) => order.id).sort()).toEqual(['demo-order-member3-course', 'demo-order-member3-declined']);
    await assertFails(read(demoMember('demo-member-3'), 'orders/demo-order-member1-monthly'));
  });

  it('seeds memberships the members themselves could not have written', async () => {
    await seed();
    await assertFails(updateDoc(doc(demoMember('demo-member-2'), 'users/demo-member-2'), { 'membership.status': 'active', updatedAt: serverTimestamp() }));
  });
});
