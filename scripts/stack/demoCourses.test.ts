import { describe, expect, it } from 'vitest';
import { COURSE_LIMITS, courseProgress, enrolmentRefusal, readChapter, readChapterBody, readCourse, readEnrollment } from '@model';
import { videoSource } from '../../src/lib/video';
import { DEMO_COURSES_SUMMARY, DEMO_COURSE_DOCUMENTS } from './demoCourses.mjs';
import { DEMO_CONTENT } from './demoData.mjs';

const paths = Object.keys(DEMO_COURSE_DOCUMENTS);
const courseIds = paths.filter((path) => /^courses\/[^/]+$/.test(path)).map((path) => path.split('/')[1]!);
const course = (id: string) => readCourse<Date>(id, DEMO_COURSE_DOCUMENTS[`courses/${id}`]);
const chapterIds = (id: string) =>
  paths.filter((path) => new RegExp(`^courses/${id}/chapters/[^/]+$`).test(path)).map((path) => path.split('/')[3]!);
const chapter = (id: string, ch: string) => readChapter(DEMO_COURSE_DOCUMENTS[`courses/${id}/chapters/${ch}`]);
const publishedInOrder = (id: string) =>
  chapterIds(id).filter((ch) => chapter(id, ch).published).sort((a, b) => chapter(id, a).order - chapter(id, b).order);
const enrollmentOf = (uid: string, id: string) => DEMO_COURSE_DOCUMENTS[`enrollments/${uid}_${id}`];

describe('demo courses', () => {
  it('are in the demo content the seed writes', () => {
    for (const path of paths) expect(DEMO_CONTENT[path]).toBe(DEMO_COURSE_DOCUMENTS[path]);
  });

  it('hold a free public, a paid public, a members-only, a draft and an archived course', () => {
    expect(course('grounding-basics')).toMatchObject({ access: 'free', audience: 'public', published: true, archived: false });
    expect(course('indian-head-massage-at-home')).toMatchObject({ access: 'paid', pricePence: 4900, audience: 'public', published: true });
    expect(course('trauma-informed-self-care')).toMatchObject({ access: 'membership', audience: 'members', published: true });
    expect(course('draft-course')).toMatchObject({ published: false, archived: false });
    expect(course('stress-less-at-work')).toMatchObject({ published: false, archived: true });
    expect(enrolmentRefusal(course('grounding-basics'), false)).toBeNull();
    expect(enrolmentRefusal(course('trauma-informed-self-care'), true)).toBeNull();
    expect(DEMO_COURSES_SUMMARY).toHaveLength(courseIds.length);
  });

  it('store every course field as written (nothing the reader would drop or fill in), revision 1', () => {
    for (const id of courseIds) {
      const stored = DEMO_COURSE_DOCUMENTS[`courses/${id}`]!;
      const read = course(id);
      for (const key of Object.keys(read) as (keyof typeof read)[]) expect(stored[key], `${id}.${key}`).toEqual(read[key]);
      expect(read.revision).toBe(1);
    }
  });

  it('count their published chapters and minutes as the builder writes them; chapters are numbered 1..n with the course audience', () => {
    for (const id of courseIds) {
      const published = publishedInOrder(id);
      expect(course(id).chapterCount, id).toBe(published.length);
      expect(course(id).totalMinutes, id).toBe(published.reduce((sum, ch) => sum + chapter(id, ch).durationMinutes, 0));
      const orders = chapterIds(id).map((ch) => chapter(id, ch).order).sort((a, b) => a - b);
      expect(orders).toEqual(orders.map((_, i) => i + 1));
      for (const ch of chapterIds(id)) expect(chapter(id, ch).audience).toBe(course(id).audience);
    }
    expect(publishedInOrder('grounding-basics')).toEqual(['breathing', 'orienting', 'body-scan', 'hard-moments']);
    expect(publishedInOrder('indian-head-massage-at-home')).toHaveLength(3);
    expect(publishedInOrder('trauma-informed-self-care')).toHaveLength(4);
  });

  it('keep every chapter\'s body in content/body, none on the outline, within the limits', () => {
    for (const id of courseIds) {
      for (const ch of chapterIds(id)) {
        expect(Object.keys(DEMO_COURSE_DOCUMENTS[`courses/${id}/chapters/${ch}`]!).sort()).toEqual(['audience', 'durationMinutes', 'order', 'published', 'title']);
        const stored = DEMO_COURSE_DOCUMENTS[`courses/${id}/chapters/${ch}/content/body`];
        expect(stored, `${id}/${ch}`).toBeDefined();
        const body = readChapterBody(stored);
        expect(body).toEqual(stored);
        expect(body.markdown.length).toBeGreaterThan(20);
        expect(body.markdown.length).toBeLessThanOrEqual(COURSE_LIMITS.markdown);
      }
    }
  });

  it('give grounding-basics a YouTube video, a video file with captions, an attachment and Markdown with headings, lists and a link', () => {
    const bodies = publishedInOrder('grounding-basics').map((ch) => readChapterBody(DEMO_COURSE_DOCUMENTS[`courses/grounding-basics/chapters/${ch}/content/body`]));
    const videos = bodies.flatMap((body) => (body.videoUrl ? [videoSource(body.videoUrl).kind] : []));
    expect(videos.sort()).toEqual(['file', 'youtube']);
    expect(bodies.some((body) => body.videoUrl && videoSource(body.videoUrl).kind === 'file' && body.captionsUrl?.startsWith('https://'))).toBe(true);
    expect(bodies.some((body) => body.attachments.length > 0)).toBe(true);
    const markdown = bodies.map((body) => body.markdown).join('\n');
    expect(markdown).toMatch(/^## /m);
    expect(markdown).toMatch(/^(- |1\. )/m);
    expect(markdown).toMatch(/\]\(https:\/\/[^)]+\)/);
  });

  it('use only URLs the app would show (embeddable or playable videos, https captions and attachments)', () => {
    for (const path of paths.filter((p) => p.endsWith('/content/body'))) {
      const body = readChapterBody(DEMO_COURSE_DOCUMENTS[path]);
      if (body.videoUrl) expect(videoSource(body.videoUrl).kind, path).not.toBe('unsupported');
      for (const url of [body.captionsUrl, ...body.attachments.map((a) => a.url)]) if (url) expect(url).toMatch(/^https:\/\//);
    }
  });

  it('enrol member1 in the members\' course one chapter done, not in grounding-basics', () => {
    expect(enrollmentOf('demo-member-1', 'grounding-basics')).toBeUndefined();
    const enrollment = readEnrollment<Date>(enrollmentOf('demo-member-1', 'trauma-informed-self-care'));
    const progress = courseProgress(enrollment, publishedInOrder('trauma-informed-self-care'));
    expect(progress).toMatchObject({ done: 1, total: 4, complete: false, resumeChapterId: 'week-2' });
    expect(enrollment.completedAt).toBeNull();
  });

  it('keep an archived course finished by member3 (enrolled members still read it)', () => {
    const enrollment = readEnrollment<Date>(enrollmentOf('demo-member-3', 'stress-less-at-work'));
    expect(courseProgress(enrollment, publishedInOrder('stress-less-at-work')).complete).toBe(true);
    expect(enrollment.completedAt).toBeInstanceOf(Date);
  });
});
