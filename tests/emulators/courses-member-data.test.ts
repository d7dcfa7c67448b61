// The web app's courses repository for members (src/data/courses.ts, course-progress.ts) against the emulators: client
// SDK, rules enforced, the real enrollInCourse callable. Resets nothing: every account, course
// and enrolment carries this run's ids, so it can share an emulator with other files.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapterBodyPath, chaptersPath, coursePath, enrolmentRefusal, enrollmentId, type EnrollmentDocument } from '@model';
import { admin, closeApps, createAccount, webAppData } from '../functions/support.ts';

const { signInAs, close } = await webAppData();
const data = { ...(await import('../../src/data/courses')), ...(await import('../../src/data/course-progress')) };

const run = `k2${Date.now().toString(36)}`;
const memberUid = `${run}-member`;
const ids = { open: `${run}-open`, members: `${run}-members`, draft: `${run}-draft`, paid: `${run}-paid` };
const mine = (list: { id: string }[]) => list.map((c) => c.id).filter((id) => id.startsWith(run));

async function seedCourse(id: string, fields: Record<string, unknown>, chapters: { id: string; order: number; published: boolean }[] = []) {
  const audience = (fields.audience as string) ?? 'public';
  await admin().db.doc(coursePath(id)).set({
    title: `Course ${id}`, slug: id, summary: 'A short course', description: '', whoFor: '', coverImageUrl: null, coverAlt: '', audience, access: 'free',
    pricePence: 0, published: true, archived: false, chapterCount: chapters.filter((c) => c.published).length, totalMinutes: 15, order: 1, revision: 1, ...fields,
  });
  for (const c of chapters) {
    await admin().db.doc(`${chaptersPath(id)}/${c.id}`).set({ title: `Chapter ${c.id}`, order: c.order, durationMinutes: 5, published: c.published, audience });
    await admin().db.doc(chapterBodyPath(id, c.id)).set({ markdown: `# ${c.id}`, videoUrl: null, captionsUrl: null, attachments: [] });
  }
}

/** The member's enrolment as the live listener next reports it (the first report `accept` takes). */
function nextEnrollment(courseId: string, accept: (e: EnrollmentDocument<Date> | null) => boolean) {
  return new Promise<EnrollmentDocument<Date> | null>((resolve, reject) => {
    const stop = data.watchEnrollment(memberUid, courseId, (e) => {
      if (!accept(e)) return;
      stop();
      resolve(e);
    }, reject);
  });
}

beforeAll(async () => {
  await createAccount(memberUid);
  await seedCourse(ids.open, { order: 2 }, [
    { id: 'two', order: 2, published: true },
    { id: 'one', order: 1, published: true },
    { id: 'later', order: 3, published: false },
  ]);
  await seedCourse(ids.members, { audience: 'members', order: 1 });
  await seedCourse(ids.draft, { published: false, order: 3 });
  await seedCourse(ids.paid, { access: 'paid', pricePence: 4900, order: 4 });
});
afterAll(async () => {
  await close();
  await closeApps();
});

describe('courses for a visitor', () => {
  it('lists public published courses in order; a members-only or draft course reads as not found', async () => {
    await signInAs(null);
    expect(mine(await data.listCatalogue(false))).toEqual([ids.open, ids.paid]);
    expect(await data.loadCourse(ids.members)).toBeNull();
    expect(await data.loadCourse(ids.draft)).toBeNull();
    expect(await data.loadCourse(`${run}-nothing`)).toBeNull();
  });
});

describe('courses for a member', () => {
  beforeAll(async () => {
    await signInAs(memberUid);
  });

  it('lists every published course in order, reads one, and its published chapters in order', async () => {
    expect(mine(await data.listCatalogue(true))).toEqual([ids.members, ids.open, ids.paid]);
    expect(await data.loadCourse(ids.paid)).toMatchObject({ id: ids.paid, access: 'paid', pricePence: 4900, published: true });
    expect((await data.listPublishedChapters(ids.open)).map((c) => c.id)).toEqual(['one', 'two']);
    expect(await data.loadCourse(ids.draft)).toBeNull();
  });

  it('refuses a chapter body before enrolment in words', async () => {
    await expect(data.loadChapterBody(ids.open, 'one')).rejects.toMatchObject({ code: 'permission-denied', message: 'Enrol in this course to open its chapters.' });
  });

  it('enrols in a free course through the callable and sees it live; a paid one is refused in words', async () => {
    expect(await nextEnrollment(ids.open, () => true)).toBeNull();
    expect(await data.enrollInCourse(ids.open)).toEqual({ enrollmentId: enrollmentId(memberUid, ids.open), created: true });
    expect(await nextEnrollment(ids.open, (e) => e !== null)).toMatchObject({ uid: memberUid, courseId: ids.open, completedChapters: [], lastChapterId: null, completedAt: null });
    await expect(data.enrollInCourse(ids.paid)).rejects.toMatchObject({ message: enrolmentRefusal({ published: true, archived: false, access: 'paid' }, false) });
    expect(await data.loadChapterBody(ids.open, 'one')).toEqual({ markdown: '# one', videoUrl: null, captionsUrl: null, attachments: [] });
  });

  it('records progress one chapter at a time, completing the course with the last one, and lists the enrolment', async () => {
    await data.recordChapterOpened(memberUid, ids.open, 'one');
    await data.markChapterComplete(memberUid, ids.open, 'one', false);
    expect(await nextEnrollment(ids.open, () => true)).toMatchObject({ completedChapters: ['one'], lastChapterId: 'one', completedAt: null });
    await data.markChapterComplete(memberUid, ids.open, 'two', true);
    const done = await nextEnrollment(ids.open, () => true);
    expect(done).toMatchObject({ completedChapters: ['one', 'two'], lastChapterId: 'two' });
    expect(done?.completedAt).toBeInstanceOf(Date);
    await data.markChapterIncomplete(memberUid, ids.open, 'two');
    expect(await nextEnrollment(ids.open, () => true)).toMatchObject({ completedChapters: ['one'], lastChapterId: 'two' });
    expect((await data.listMyEnrollments(memberUid)).map((e) => e.courseId)).toEqual([ids.open]);
  });

  it('is refused a chapter that is not in the course', async () => {
    await expect(data.markChapterComplete(memberUid, ids.open, 'not-a-chapter', false)).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
