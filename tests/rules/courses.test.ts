// Courses per role: the catalogue's list queries, the chapter outline, chapter bodies (enrolled
// members and administrators only), administrators' shape-checked writes, and completedAt on a
// member's progress. 'member' is enrolled (members course, archived course) and holds the
// membership the members' course needs, 'other member' is not enrolled anywhere.
// content.test.ts covers the rule every content collection shares.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ADMIN_UID, MEMBER_UID, dbAs, givenDocs, rulesSuite, type Role } from './env.ts';

const course = (fields: Record<string, unknown>) => ({
  title: 'Course', summary: 'A summary', description: '## About', whoFor: 'Anyone', coverImageUrl: null, coverAlt: '',
  audience: 'public', access: 'free', pricePence: 0, published: true, archived: false,
  chapterCount: 2, totalMinutes: 20, order: 1, revision: 1, ...fields,
});
const chapter = (order: number, fields: Record<string, unknown> = {}) => ({ title: `Chapter ${order}`, order, durationMinutes: 10, published: true, audience: 'public', ...fields });
const body = (markdown: string) => ({ markdown, videoUrl: null, captionsUrl: null, attachments: [] });
const earlier = Timestamp.fromDate(new Date('2026-02-01T09:00:00Z'));

const membersEnrollment = `enrollments/${MEMBER_UID}_members-course`;

const suite = rulesSuite(() => {
  const docs: Record<string, Record<string, unknown>> = {
    'courses/free-public': course({ slug: 'free-public', order: 1 }),
    'courses/members-course': course({ slug: 'members-course', audience: 'members', access: 'membership', order: 2 }),
    'courses/draft': course({ slug: 'draft', published: false, order: 3 }),
    'courses/archived': course({ slug: 'archived', published: false, archived: true, order: 4 }),
    [membersEnrollment]: { uid: MEMBER_UID, courseId: 'members-course', source: 'seed', completedChapters: ['a'], lastChapterId: 'a', updatedAt: earlier, completedAt: null },
    [`enrollments/${MEMBER_UID}_archived`]: { uid: MEMBER_UID, courseId: 'archived', source: 'free', completedChapters: [], lastChapterId: null, completedAt: null },
    // the members' course's bodies also need a membership (shop.test.ts covers the gate itself)
    [`users/${MEMBER_UID}`]: { displayName: 'Member A', membership: { plan: 'annual', status: 'active', renewsAt: Timestamp.fromDate(new Date('2099-01-01T00:00:00Z')) } },
  };
  const chapters: Record<string, [string, Record<string, unknown>][]> = {
    'free-public': [['one', {}], ['two', {}], ['unfinished', { published: false }]],
    'members-course': [['a', { audience: 'members' }], ['b', { audience: 'members' }], ['hidden', { audience: 'members', published: false }]],
    draft: [['x', {}]],
    archived: [['old', {}], ['older', { published: false }]],
  };
  for (const [courseId, list] of Object.entries(chapters)) {
    list.forEach(([id, fields], i) => {
      docs[`courses/${courseId}/chapters/${id}`] = chapter(i + 1, fields);
      docs[`courses/${courseId}/chapters/${id}/content/body`] = body(`## ${id}`);
    });
  }
  return docs;
});

const db = (role: Role) => dbAs(suite.env, role);
const catalogue = (role: Role) => getDocs(query(collection(db(role), 'courses'), where('published', '==', true), orderBy('order')));
const publicCatalogue = (role: Role) =>
  getDocs(query(collection(db(role), 'courses'), where('published', '==', true), where('audience', '==', 'public'), orderBy('order')));
const outline = (role: Role, courseId: string) =>
  getDocs(query(collection(db(role), `courses/${courseId}/chapters`), where('published', '==', true), orderBy('order')));
const publicOutline = (role: Role, courseId: string) =>
  getDocs(query(collection(db(role), `courses/${courseId}/chapters`), where('published', '==', true), where('audience', '==', 'public'), orderBy('order')));
const bodyOf = (role: Role, courseId: string, chapterId: string) => getDoc(doc(db(role), `courses/${courseId}/chapters/${chapterId}/content/body`));

describe('the catalogue', () => {
  it('lists published public courses to visitors, nothing wider', async () => {
    await assertSucceeds(publicCatalogue('visitor'));
    await assertFails(catalogue('visitor'));
    await assertSucceeds(getDoc(doc(db('visitor'), 'courses/free-public')));
    for (const id of ['members-course', 'draft', 'archived']) await assertFails(getDoc(doc(db('visitor'), `courses/${id}`)));
  });

  it('lists every published course to members, never drafts', async () => {
    for (const role of ['member', 'other member'] as const) {
      await assertSucceeds(catalogue(role));
      await assertSucceeds(publicCatalogue(role));
      await assertFails(getDocs(query(collection(db(role), 'courses'), orderBy('order'))));
      await assertSucceeds(getDoc(doc(db(role), 'courses/members-course')));
      await assertFails(getDoc(doc(db(role), 'courses/draft')));
    }
  });

  it('keeps an archived course readable to the members enrolled in it only', async () => {
    await assertSucceeds(getDoc(doc(db('member'), 'courses/archived')));
    await assertFails(getDoc(doc(db('other member'), 'courses/archived')));
  });

  it('lists every course, drafts and archived ones, to administrators', async () => {
    await assertSucceeds(getDocs(query(collection(db('admin'), 'courses'), orderBy('order'))));
    await assertSucceeds(getDoc(doc(db('admin'), 'courses/archived')));
  });
});

describe('the chapter outline', () => {
  it('shows visitors the published chapters of a published public course only', async () => {
    await assertSucceeds(publicOutline('visitor', 'free-public'));
    await assertFails(getDoc(doc(db('visitor'), 'courses/free-public/chapters/unfinished')));
    await assertFails(publicOutline('visitor', 'members-course'));
    await assertFails(publicOutline('visitor', 'draft'));
    await assertFails(publicOutline('visitor', 'archived'));
  });

  it('shows a member not enrolled the published chapters of published courses, not of drafts or archived courses', async () => {
    await assertSucceeds(outline('other member', 'free-public'));
    await assertSucceeds(outline('other member', 'members-course'));
    await assertFails(getDoc(doc(db('other member'), 'courses/members-course/chapters/hidden')));
    await assertFails(outline('other member', 'draft'));
    await assertFails(outline('other member', 'archived'));
  });

  it('shows the enrolled member the published chapters of their archived course, never unpublished ones', async () => {
    await assertSucceeds(outline('member', 'archived'));
    await assertSucceeds(getDoc(doc(db('member'), 'courses/archived/chapters/old')));
    await assertFails(getDoc(doc(db('member'), 'courses/archived/chapters/older')));
    await assertFails(getDocs(collection(db('member'), 'courses/archived/chapters')));
    await assertFails(outline('member', 'draft'));
  });

  it('shows administrators every chapter, published or not', async () => {
    await assertSucceeds(getDocs(collection(db('admin'), 'courses/draft/chapters')));
    await assertSucceeds(getDoc(doc(db('admin'), 'courses/archived/chapters/older')));
  });
});

describe('chapter bodies', () => {
  it('are never the catalogue\'s: visitors and members not enrolled read none, public free courses included', async () => {
    for (const role of ['visitor', 'other member'] as const) {
      await assertFails(bodyOf(role, 'free-public', 'one'));
      await assertFails(bodyOf(role, 'members-course', 'a'));
      await assertFails(bodyOf(role, 'archived', 'old'));
    }
  });

  it('are read by the enrolled member while the chapter is published, the archived course\'s too', async () => {
    await assertSucceeds(bodyOf('member', 'members-course', 'a'));
    await assertSucceeds(bodyOf('member', 'members-course', 'b'));
    await assertSucceeds(bodyOf('member', 'archived', 'old'));
    await assertFails(bodyOf('member', 'members-course', 'hidden'));
    await assertFails(bodyOf('member', 'archived', 'older'));
    await assertFails(bodyOf('member', 'free-public', 'one')); // not enrolled there
  });

  it('close when the chapter is unpublished', async () => {
    await assertSucceeds(bodyOf('member', 'members-course', 'b'));
    await givenDocs(suite.env, { 'courses/members-course/chapters/b': chapter(2, { audience: 'members', published: false }) });
    await assertFails(bodyOf('member', 'members-course', 'b'));
  });

  it('are read by administrators, any chapter', async () => {
    await assertSucceeds(bodyOf('admin', 'draft', 'x'));
    await assertSucceeds(bodyOf('admin', 'members-course', 'hidden'));
  });
});

describe('administrators write courses, chapters and bodies (shape-checked); nobody else does', () => {
  it('accepts a whole course, a chapter and a body', async () => {
    const admin = db('admin');
    await assertSucceeds(setDoc(doc(admin, 'courses/new-course'), course({ slug: 'new-course', published: false, createdAt: serverTimestamp(), updatedAt: serverTimestamp(), updatedBy: ADMIN_UID })));
    await assertSucceeds(setDoc(doc(admin, 'courses/new-course/chapters/c1'), chapter(1, { published: false })));
    await assertSucceeds(setDoc(doc(admin, 'courses/new-course/chapters/c1/content/body'), {
      markdown: '## Hello', videoUrl: 'https://www.youtube.com/watch?v=abc', captionsUrl: 'HTTPS://example.org/c.vtt',
      attachments: [{ title: 'Worksheet', url: 'https://example.org/w.pdf' }],
    }));
    await assertSucceeds(deleteDoc(doc(admin, 'courses/new-course/chapters/c1/content/body')));
    await assertSucceeds(deleteDoc(doc(admin, 'courses/new-course/chapters/c1')));
  });

  it('refuses courses out of shape', async () => {
    const admin = db('admin');
    const bad: Record<string, unknown>[] = [
      { title: 'x'.repeat(121) },
      { title: 7 },
      { audience: 'everyone' },
      { access: 'gift' },
      { pricePence: 49.5 },
      { pricePence: -1 },
      { chapterCount: '4' },
      { totalMinutes: -5 },
      { revision: 1.5 },
      { slug: 'another-id' },
      { coverImageUrl: 'javascript:alert(1)' },
      { published: true, archived: true },
      { secret: 'not a course field' },
    ];
    for (const fields of bad) await assertFails(setDoc(doc(admin, 'courses/bad-course'), course({ slug: 'bad-course', ...fields })));
    const { audience: _audience, ...withoutAudience } = course({ slug: 'bad-course' });
    await assertFails(setDoc(doc(admin, 'courses/bad-course'), withoutAudience));
  });

  it('moves revision on by one at most, never back, and stamps the writer', async () => {
    const ref = doc(db('admin'), 'courses/free-public');
    await assertFails(updateDoc(ref, { revision: 3 }));
    await assertFails(updateDoc(ref, { revision: 0 }));
    await assertFails(updateDoc(ref, { revision: 2, updatedBy: 'someone-else' }));
    await assertSucceeds(updateDoc(ref, { revision: 2, title: 'Renamed', updatedAt: serverTimestamp(), updatedBy: ADMIN_UID }));
    await assertSucceeds(updateDoc(ref, { published: false, archived: true }));
  });

  it('refuses chapters and bodies out of shape, and a content document other than body', async () => {
    const admin = db('admin');
    for (const fields of [{ title: 'x'.repeat(121) }, { audience: 'everyone' }, { durationMinutes: 'ten' }, { durationMinutes: 601 }, { published: 'yes' }, { body: 'bodies live in content/body' }]) {
      await assertFails(setDoc(doc(admin, 'courses/free-public/chapters/bad'), chapter(9, fields)));
    }
    const path = 'courses/free-public/chapters/one/content/body';
    for (const fields of [{ markdown: 'x'.repeat(50_001) }, { videoUrl: 'javascript:alert(1)' }, { captionsUrl: 'http://example.org/c.vtt' }, { attachments: 'a' }, { html: '<script>' }]) {
      await assertFails(setDoc(doc(admin, path), { ...body('ok'), ...fields }));
    }
    await assertFails(setDoc(doc(admin, 'courses/free-public/chapters/one/content/other'), body('ok')));
  });

  it('refuses every write from visitors and members, enrolled or not', async () => {
    for (const role of ['visitor', 'member', 'other member'] as const) {
      await assertFails(setDoc(doc(db(role), 'courses/mine'), course({ slug: 'mine' })));
      await assertFails(updateDoc(doc(db(role), 'courses/members-course'), { title: 'Renamed' }));
      await assertFails(setDoc(doc(db(role), 'courses/members-course/chapters/new'), chapter(4, { audience: 'members' })));
      await assertFails(updateDoc(doc(db(role), 'courses/members-course/chapters/a'), { title: 'Renamed' }));
      await assertFails(setDoc(doc(db(role), 'courses/members-course/chapters/a/content/body'), body('mine now')));
      await assertFails(deleteDoc(doc(db(role), 'courses/archived/chapters/old/content/body')));
    }
  });
});

describe('completing a course (completedAt on the enrolment)', () => {
  /** A progress write as the app sends it: the server's time on updatedAt. */
  const progress = (completedChapters: string[], lastChapterId: string | null, extra: Record<string, unknown> = {}) => ({
    completedChapters, lastChapterId, updatedAt: serverTimestamp(), ...extra,
  });

  it('is stamped with the server time when the last chapter is completed', async () => {
    await assertSucceeds(updateDoc(doc(db('member'), membersEnrollment), progress(['a', 'b'], 'b', { completedAt: serverTimestamp() })));
  });

  it('is refused before every published chapter is done, or with any other time', async () => {
    const ref = doc(db('member'), membersEnrollment);
    await assertFails(updateDoc(ref, progress(['a'], 'a', { completedAt: serverTimestamp() })));
    await assertFails(updateDoc(ref, progress([], null, { completedAt: serverTimestamp() })));
    await assertFails(updateDoc(ref, progress(['a', 'b'], 'b', { completedAt: earlier })));
    await assertFails(updateDoc(ref, progress(['a', 'b'], 'b', { completedAt: 'today' })));
  });

  it('counts only published chapters: completing an unpublished one is refused, so it cannot stamp completion', async () => {
    const ref = doc(db('member'), membersEnrollment);
    await assertFails(updateDoc(ref, progress(['a', 'hidden'], 'hidden', { completedAt: serverTimestamp() })));
    await assertFails(updateDoc(ref, progress(['a', 'hidden'], 'hidden')));
  });

  it('stays once set: un-completing a chapter leaves it; it cannot be cleared', async () => {
    const ref = doc(db('member'), membersEnrollment);
    await assertSucceeds(updateDoc(ref, progress(['a', 'b'], 'b', { completedAt: serverTimestamp() })));
    await assertSucceeds(updateDoc(ref, progress(['a'], 'b')));
    await assertFails(updateDoc(ref, progress(['a'], 'b', { completedAt: null })));
    await assertFails(updateDoc(ref, progress(['a'], 'b', { completedAt: deleteField() })));
    await assertSucceeds(updateDoc(ref, progress(['a', 'b'], 'b', { completedAt: serverTimestamp() })));
  });

  it('lets progress without completedAt, or with it still null, through as before', async () => {
    const ref = doc(db('member'), membersEnrollment);
    await assertSucceeds(updateDoc(ref, progress(['a', 'b'], 'b')));
    await assertSucceeds(updateDoc(ref, progress(['a'], 'a', { completedAt: null })));
  });

  it('is the member\'s own: another member, a visitor and an administrator cannot set it', async () => {
    for (const role of ['other member', 'visitor', 'admin'] as const) {
      await assertFails(updateDoc(doc(db(role), membersEnrollment), progress(['a', 'b'], 'b', { completedAt: serverTimestamp() })));
    }
  });
});
