// The administrators' courses repository (src/data/course-admin.ts) against the emulators, as the
// courses list and the course builder use it: client SDK, the rules enforced. Accounts and course
// ids are this file's own (unique per run): nothing else in the emulator is cleared or touched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChapterBody, ChapterDocument } from '@model';
import { admin, callError, closeApps, createAccount, webAppData } from '../functions/support.ts';

const { signInAs, close } = await webAppData();
const data = await import('../../src/data/course-admin');

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const adminUid = `k4admin${run}`;
const memberUid = `k4member${run}`;
const courseId = `k4-course-${run}`;

const chapter = (title: string, order: number, published = true): ChapterDocument => ({ title, order, durationMinutes: 10, published, audience: 'members' });
const body = (markdown: string): ChapterBody => ({ markdown, videoUrl: null, captionsUrl: null, attachments: [{ title: 'Worksheet', url: 'https://example.com/w.pdf' }] });
const stored = (path: string) => admin().db.doc(path).get();

beforeAll(async () => {
  await createAccount(adminUid, { admin: true });
  await createAccount(memberUid);
  await signInAs(adminUid);
});
afterAll(async () => {
  await close();
  await closeApps();
});

describe('the course builder\'s data (administrator)', () => {
  it('creates a draft course at revision 1, and refuses a taken address', async () => {
    await data.createCourse(courseId, 'Evening calm', 7);
    expect((await stored(`courses/${courseId}`)).data()).toMatchObject({ title: 'Evening calm', slug: courseId, published: false, revision: 1, order: 7, updatedBy: adminUid });
    expect(await callError(data.createCourse(courseId, 'Again', 8))).toMatchObject({ code: 'already-exists' });
  });

  it('saves a course, its chapters and bodies in one go as the next revision, with the published counts', async () => {
    const loaded = await data.loadBuilderCourse(courseId);
    expect(loaded).toMatchObject({ course: { id: courseId, revision: 1 }, chapters: [] });
    const saved = await data.saveCourse({
      courseId,
      baseRevision: 1,
      course: { ...data.newCourseFields('Evening calm', 7), summary: 'Wind down', chapterCount: 1, totalMinutes: 10 },
      chapters: [{ id: 'one', chapter: chapter('One', 1) }, { id: 'two', chapter: chapter('Two', 2, false) }],
      bodies: [{ id: 'one', body: body('# One') }, { id: 'two', body: body('# Two') }],
      removed: [],
    });
    expect(saved).toMatchObject({ revision: 2, updatedBy: adminUid });
    const again = await data.loadBuilderCourse(courseId);
    expect(again?.course).toMatchObject({ summary: 'Wind down', revision: 2, chapterCount: 1 });
    expect(again?.chapters.map((c) => [c.id, c.chapter.order, c.body.markdown])).toEqual([['one', 1, '# One'], ['two', 2, '# Two']]);
    expect(again?.chapters[0]?.body.attachments).toEqual([{ title: 'Worksheet', url: 'https://example.com/w.pdf' }]);
  });

  it('refuses a save made on a stale revision (another tab) with who saved, and writes none of it', async () => {
    const stale = await callError(
      data.saveCourse({
        courseId, baseRevision: 1, course: { ...data.newCourseFields('Other tab', 7) },
        chapters: [{ id: 'three', chapter: chapter('Three', 3) }], bodies: [], removed: ['one'],
      }),
    );
    expect(stale).toMatchObject({ code: 'conflict', message: expect.stringContaining('changed in another tab or by someone else'), details: { revision: 2, updatedBy: adminUid } });
    expect((await stored(`courses/${courseId}`)).get('title')).toBe('Evening calm');
    expect((await stored(`courses/${courseId}/chapters/three`)).exists).toBe(false);
    expect((await stored(`courses/${courseId}/chapters/one`)).exists).toBe(true);
  });

  it('removes a chapter with its body, and reorders the rest', async () => {
    await data.saveCourse({
      courseId, baseRevision: 2, course: { ...data.newCourseFields('Evening calm', 7), chapterCount: 0, totalMinutes: 0 },
      chapters: [{ id: 'two', chapter: chapter('Two', 1, false) }], bodies: [], removed: ['one'],
    });
    expect((await stored(`courses/${courseId}/chapters/one`)).exists).toBe(false);
    expect((await stored(`courses/${courseId}/chapters/one/content/body`)).exists).toBe(false);
    expect((await data.loadBuilderCourse(courseId))?.chapters.map((c) => [c.id, c.chapter.order])).toEqual([['two', 1]]);
  });

  it('archiving moves the revision on, so a builder open on the old one is refused', async () => {
    await data.archiveCourse(courseId, true);
    expect((await stored(`courses/${courseId}`)).data()).toMatchObject({ archived: true, published: false, revision: 4 });
    const refused = await callError(data.saveCourse({ courseId, baseRevision: 3, course: data.newCourseFields('Evening calm', 7), chapters: [], bodies: [], removed: [] }));
    expect(refused).toMatchObject({ code: 'conflict', details: { revision: 4 } });
    await data.archiveCourse(courseId, false);
    expect((await stored(`courses/${courseId}`)).data()).toMatchObject({ archived: false, published: false, revision: 5 });
  });

  it('duplicates a course with its chapters and bodies as an unpublished copy', async () => {
    const copyId = `${courseId}-copy`;
    await data.duplicateCourse(courseId, copyId, 9);
    const copy = await data.loadBuilderCourse(copyId);
    expect(copy?.course).toMatchObject({ title: 'Evening calm (copy)', published: false, archived: false, revision: 1, order: 9 });
    expect(copy?.chapters.map((c) => [c.id, c.chapter.title, c.body.markdown])).toEqual([['two', 'Two', '# Two']]);
    expect(await callError(data.duplicateCourse(courseId, copyId, 10))).toMatchObject({ code: 'already-exists' });
  });

  it('counts enrolments and completions of a course, and lists every course', async () => {
    const db = admin().db;
    await db.doc(`enrollments/a${run}_${courseId}`).set({ uid: `a${run}`, courseId, completedChapters: [], completedAt: null });
    await db.doc(`enrollments/b${run}_${courseId}`).set({ uid: `b${run}`, courseId, completedChapters: ['two'], completedAt: new Date() });
    expect(await data.countEnrolments(courseId)).toEqual({ enrolled: 2, completed: 1 });
    const ids = (await data.listAllCourses()).map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([courseId, `${courseId}-copy`]));
  });

  it('lets no member save a course', async () => {
    await signInAs(memberUid);
    try {
      const refused = await callError(data.saveCourse({ courseId, baseRevision: 5, course: data.newCourseFields('Mine now', 7), chapters: [], bodies: [], removed: [] }));
      expect(refused.code).toBe('permission-denied');
      expect((await stored(`courses/${courseId}`)).get('title')).toBe('Evening calm');
    } finally {
      await signInAs(adminUid);
    }
  });
});
