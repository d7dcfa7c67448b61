import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ADMIN_UID, dbAs, rulesSuite } from './env.ts';

// Administrators' writes are checked against the contracts item by item, where a list holds
// them: a product's `includes` (SHOP_LIMITS), a chapter's attachments (COURSE_LIMITS, https
// only: the app renders them as links), and a 1:1 session's one seat (sessionProblems).
const product = { title: 'Monthly membership', summary: 'Everything', includes: ['All courses'], kind: 'membership', courseId: null, plan: 'monthly', pricePence: 1500, active: true, order: 1 };
const chapterBody = { markdown: '## One', videoUrl: null, captionsUrl: null, attachments: [] };
const start = new Date('2027-02-02T10:00:00Z');
const end = new Date('2027-02-02T11:00:00Z');
const session = (fields: Record<string, unknown> = {}) => ({
  title: 'Session', description: '', kind: 'group', startsAt: start, endsAt: end, location: { kind: 'place', place: 'Studio 1' },
  capacity: 5, bookedCount: 0, audience: 'public', published: true, pricePence: null, cancelled: false, ...fields,
});

const suite = rulesSuite(() => ({
  'products/membership-monthly': product,
  'courses/c': { title: 'Course', audience: 'public', published: true },
  'courses/c/chapters/one': { title: 'One', order: 1, published: true, audience: 'public' },
  'courses/c/chapters/one/content/body': chapterBody,
  'sessions/talk': session(),
}));

const admin = () => dbAs(suite.env, 'admin');
const stamp = () => ({ updatedAt: serverTimestamp(), updatedBy: ADMIN_UID });

describe('products: each line of includes', () => {
  it('takes up to 12 lines of 1..160 characters', async () => {
    await assertSucceeds(updateDoc(doc(admin(), 'products/membership-monthly'), { includes: ['x'.repeat(160), 'Live sessions'], ...stamp() }));
  });

  it('refuses a line that is not text, is empty or is too long', async () => {
    for (const includes of [[42], [''], ['x'.repeat(161)], ['ok', { text: 'a map' }], ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', null]]) {
      await assertFails(updateDoc(doc(admin(), 'products/membership-monthly'), { includes, ...stamp() }));
    }
  });
});

describe('chapters: each attachment', () => {
  const path = 'courses/c/chapters/one/content/body';
  it('takes titled https links, up to 10', async () => {
    const attachments = Array.from({ length: 10 }, (_, i) => ({ title: `Sheet ${i}`, url: `https://example.org/${i}.pdf` }));
    await assertSucceeds(setDoc(doc(admin(), path), { ...chapterBody, attachments }));
  });

  it('refuses a javascript: or http: address, a missing title, other keys and non-maps', async () => {
    for (const attachment of [
      { title: 'Click', url: 'javascript:alert(1)' },
      { title: 'Plain', url: 'http://example.org/a.pdf' },
      { title: '', url: 'https://example.org/a.pdf' },
      { title: 'x'.repeat(121), url: 'https://example.org/a.pdf' },
      { title: 'Extra', url: 'https://example.org/a.pdf', onclick: 'x' },
      'https://example.org/a.pdf',
    ]) {
      await assertFails(setDoc(doc(admin(), path), { ...chapterBody, attachments: [{ title: 'Fine', url: 'https://example.org/f.pdf' }, attachment] }));
    }
  });
});

describe('sessions: a 1:1 session has one seat', () => {
  it('takes a 1:1 session of capacity 1 and refuses more', async () => {
    await assertSucceeds(setDoc(doc(admin(), 'sessions/one'), session({ kind: 'one-to-one', capacity: 1 })));
    await assertFails(setDoc(doc(admin(), 'sessions/two'), session({ kind: 'one-to-one', capacity: 8 })));
    await assertFails(updateDoc(doc(admin(), 'sessions/talk'), { kind: 'one-to-one' }));
  });
});
