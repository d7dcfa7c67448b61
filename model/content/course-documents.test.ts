import { describe, expect, it } from 'vitest';
import { courseProgress, enrolmentRefusal, parseEnrollInCourseRequest, readChapterBody, readCourse, readEnrollment } from './course-documents.ts';

describe('readCourse', () => {
  it('reads an older seed: priceGBP in pence means a paid course', () => {
    const course = readCourse('x', { title: 'T', priceGBP: 4900, published: true });
    expect(course).toMatchObject({ access: 'paid', pricePence: 4900, published: true, archived: false, audience: 'members' });
  });
  it('keeps no price on a free or membership course and falls back on the id for a title', () => {
    expect(readCourse('c', { access: 'membership', pricePence: 900 })).toMatchObject({ pricePence: 0, title: 'c' });
    expect(readCourse('c', null)).toMatchObject({ access: 'free', chapterCount: 0, revision: 0 });
  });
});

describe('readChapterBody and readEnrollment', () => {
  it('drops attachments without a title or url and reads an old inline body', () => {
    const body = readChapterBody({ body: '## Hi', attachments: [{ title: 'Sheet', url: 'https://a.example/s.pdf' }, { title: '', url: 'x' }, 'junk'] });
    expect(body).toEqual({ markdown: '## Hi', videoUrl: null, captionsUrl: null, attachments: [{ title: 'Sheet', url: 'https://a.example/s.pdf' }] });
  });
  it('drops attachments whose address is not https (a stored javascript: link never reaches a page)', () => {
    const body = readChapterBody({ attachments: [{ title: 'Click', url: 'javascript:alert(1)' }, { title: 'Plain', url: 'http://a.example/p.pdf' }, { title: 'Ok', url: 'HTTPS://a.example/o.pdf' }] });
    expect(body.attachments).toEqual([{ title: 'Ok', url: 'HTTPS://a.example/o.pdf' }]);
  });
  it('drops repeated and non-string completed ids', () => {
    expect(readEnrollment({ completedChapters: ['a', 'a', 3, 'b'] }).completedChapters).toEqual(['a', 'b']);
  });
});

describe('courseProgress', () => {
  const ids = ['one', 'two', 'three'];
  it('resumes at the last chapter opened while it is still published', () => {
    expect(courseProgress({ completedChapters: ['one'], lastChapterId: 'three' }, ids)).toEqual({
      done: 1, total: 3, percent: 33, complete: false, resumeChapterId: 'three',
    });
  });
  it('ignores completed chapters no longer published and resumes at the first not done', () => {
    expect(courseProgress({ completedChapters: ['gone', 'one'], lastChapterId: 'gone' }, ids)).toMatchObject({ done: 1, resumeChapterId: 'two' });
  });
  it('is complete when every published chapter is done; nothing enrolled starts at the first', () => {
    expect(courseProgress({ completedChapters: ids, lastChapterId: null }, ids)).toMatchObject({ percent: 100, complete: true, resumeChapterId: 'one' });
    expect(courseProgress(null, ids)).toMatchObject({ done: 0, complete: false, resumeChapterId: 'one' });
    expect(courseProgress(null, [])).toMatchObject({ percent: 0, complete: false, resumeChapterId: null });
  });
});

describe('enrolment', () => {
  it('parses only a route-shaped course id', () => {
    expect(parseEnrollInCourseRequest({ courseId: 'grounding-basics' })).toEqual({ ok: true, value: { courseId: 'grounding-basics' } });
    expect(parseEnrollInCourseRequest({ courseId: '../x' }).ok).toBe(false);
  });
  it('enrols free courses, and membership courses with access; paid ones go to the shop', () => {
    const published = { published: true, archived: false } as const;
    expect(enrolmentRefusal({ ...published, access: 'free' }, false)).toBeNull();
    expect(enrolmentRefusal({ ...published, access: 'membership' }, true)).toBeNull();
    expect(enrolmentRefusal({ ...published, access: 'membership' }, false)).toBe('This course is included with membership: join to start it.');
    expect(enrolmentRefusal({ ...published, access: 'paid' }, true)).toBe('This course is bought from its page: press Buy.');
    expect(enrolmentRefusal({ published: false, archived: false, access: 'free' }, true)).toMatch(/not available/);
    expect(enrolmentRefusal({ published: true, archived: true, access: 'membership' }, true)).toMatch(/not available/);
    expect(enrolmentRefusal(null, true)).toMatch(/not available/);
  });
});
