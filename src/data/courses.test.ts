import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { toCourseSummary, toEnrollment } from './courses';

const at = (iso: string) => Timestamp.fromDate(new Date(iso));

describe('toCourseSummary', () => {
  it('reads a stored course with its id and dates', () => {
    const course = toCourseSummary('calm-breathing', {
      title: 'Calm breathing', summary: 'Five short practices', access: 'paid', pricePence: 4900, published: true,
      audience: 'public', chapterCount: 5, totalMinutes: 42, order: 2, createdAt: at('2026-01-02T10:00:00Z'), updatedAt: at('2026-02-03T11:00:00Z'),
    });
    expect(course).toMatchObject({
      id: 'calm-breathing', slug: 'calm-breathing', title: 'Calm breathing', access: 'paid', pricePence: 4900, chapterCount: 5, totalMinutes: 42,
      createdAt: new Date('2026-01-02T10:00:00Z'), updatedAt: new Date('2026-02-03T11:00:00Z'),
    });
  });

  it('reads a partial document safely: no dates, members-only, free', () => {
    const course = toCourseSummary('x', { createdAt: 'yesterday' });
    expect(course).toMatchObject({ id: 'x', title: 'x', audience: 'members', access: 'free', pricePence: 0, createdAt: null, published: false });
  });
});

describe('toEnrollment', () => {
  it('turns timestamps into dates and keeps progress', () => {
    const e = toEnrollment({
      uid: 'm1', courseId: 'c1', source: 'free', completedChapters: ['a', 'b', 'a', 3], lastChapterId: 'b',
      createdAt: at('2026-03-01T09:00:00Z'), updatedAt: at('2026-03-02T09:00:00Z'), completedAt: null,
    });
    expect(e).toEqual({
      uid: 'm1', courseId: 'c1', source: 'free', completedChapters: ['a', 'b'], lastChapterId: 'b',
      createdAt: new Date('2026-03-01T09:00:00Z'), updatedAt: new Date('2026-03-02T09:00:00Z'), completedAt: null,
    });
  });
});
