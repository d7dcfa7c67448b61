import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { COURSE_LIMITS } from '@model';
import { byCourseOrder, copyTitle, newCourseFields, toAdminCourse } from './course-admin';

describe('toAdminCourse', () => {
  it('reads a stored course with dates, and an older seed\'s price in pence', () => {
    const course = toAdminCourse('calm', {
      title: 'Calm', priceGBP: 4900, published: true, revision: 3, order: 2,
      updatedAt: Timestamp.fromDate(new Date('2026-03-01T10:00:00Z')), updatedBy: 'admin-1',
    });
    expect(course).toMatchObject({ id: 'calm', slug: 'calm', title: 'Calm', access: 'paid', pricePence: 4900, published: true, revision: 3, order: 2, updatedBy: 'admin-1' });
    expect(course.updatedAt).toEqual(new Date('2026-03-01T10:00:00Z'));
    expect(course.createdAt).toBeNull();
  });
});

describe('byCourseOrder', () => {
  it('sorts by the catalogue order, then title', () => {
    const list = [toAdminCourse('c', { title: 'C', order: 2 }), toAdminCourse('b', { title: 'B', order: 1 }), toAdminCourse('a', { title: 'A', order: 2 })];
    expect(list.sort(byCourseOrder).map((c) => c.id)).toEqual(['b', 'a', 'c']);
  });
});

describe('new courses and copies', () => {
  it('starts a course as an unpublished free draft for members, with its title trimmed', () => {
    expect(newCourseFields('  Sleep well ', 4)).toMatchObject({ title: 'Sleep well', published: false, archived: false, access: 'free', pricePence: 0, audience: 'members', chapterCount: 0, order: 4 });
  });

  it('titles a copy "… (copy)" within the title limit', () => {
    expect(copyTitle('Grounding basics')).toBe('Grounding basics (copy)');
    const long = copyTitle('x'.repeat(COURSE_LIMITS.title));
    expect(long).toHaveLength(COURSE_LIMITS.title);
    expect(long.endsWith(' (copy)')).toBe(true);
  });
});
