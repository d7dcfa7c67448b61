import { describe, expect, it } from 'vitest';
import type { BuilderCourse } from '../../api/admin-api';
import {
  addChapter,
  courseProblems,
  draftOf,
  moveChapter,
  moveItem,
  newChapterId,
  penceFromPounds,
  poundsText,
  publishedTotals,
  removeChapter,
  savePlan,
  storedFrom,
  storedOf,
  updateChapter,
  type CourseDraft,
} from './course-draft';

const chapter = (id: string, order: number, published: boolean, minutes: number) => ({
  id,
  chapter: { title: `Title ${id}`, order, durationMinutes: minutes, published, audience: 'members' as const },
  body: { markdown: `# ${id}`, videoUrl: null, captionsUrl: null, attachments: [] },
});

const loaded: BuilderCourse = {
  course: {
    id: 'calm', slug: 'calm', title: 'Calm', summary: 'S', description: 'D', whoFor: 'W', coverImageUrl: null, coverAlt: '',
    audience: 'members', access: 'free', pricePence: 0, published: false, archived: false, chapterCount: 2, totalMinutes: 17,
    order: 3, revision: 4, createdAt: null, updatedAt: null, updatedBy: null,
  },
  chapters: [chapter('a', 1, true, 10), chapter('b', 2, false, 5), chapter('c', 3, true, 7)],
};

describe('money', () => {
  it('reads pounds as typed, and writes pence back', () => {
    expect(penceFromPounds('49')).toBe(4900);
    expect(penceFromPounds(' £1,049.5 ')).toBe(104950);
    expect(penceFromPounds('49.999')).toBeNull();
    expect(penceFromPounds('forty')).toBeNull();
    expect(poundsText(4950)).toBe('49.50');
    expect(poundsText(0)).toBe('');
  });
});

describe('counts', () => {
  it('counts only published chapters and their minutes', () => {
    expect(publishedTotals(loaded.chapters)).toEqual({ chapterCount: 2, totalMinutes: 17 });
  });
});

describe('reorder', () => {
  it('moves one chapter and keeps the rest in order', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
    const same = ['a', 'b'];
    expect(moveItem(same, 1, 1)).toBe(same);
    const draft = draftOf(loaded);
    expect(moveChapter(draft, 'c', 0).chapters.map((c) => c.id)).toEqual(['c', 'a', 'b']);
  });
});

describe('problems', () => {
  it('names each input that cannot be saved, and none for a good course', () => {
    expect(courseProblems(draftOf(loaded))).toEqual([]);
    let draft: CourseDraft = { ...draftOf(loaded), title: '  ', access: 'paid', price: '12.345', coverImageUrl: 'http://x.test/a.jpg' };
    draft = updateChapter(draft, 'a', { minutes: 'ten', videoUrl: 'https://example.com/page', captionsUrl: 'ftp://x', attachments: [{ title: '', url: 'nope' }] });
    const problems = courseProblems(draft);
    expect(problems.map((p) => p.field)).toEqual([
      'title', 'coverImageUrl', 'price', 'chapter:a:minutes', 'chapter:a:videoUrl', 'chapter:a:captionsUrl', 'chapter:a:attachment:0:title', 'chapter:a:attachment:0:url',
    ]);
    expect(problems[0]!.message).toBe('Give the course a title.');
    expect(problems[2]!.message).toMatch(/price in pounds/);
    expect(problems[3]!.where).toBe('Chapter 1 “Title a”');
    expect(problems[4]!.message).toMatch(/^Video: /);
  });

  it('refuses a paid course at £0 or over the limit', () => {
    expect(courseProblems({ ...draftOf(loaded), access: 'paid', price: '0' })[0]!.message).toMatch(/above £0/);
    expect(courseProblems({ ...draftOf(loaded), access: 'paid', price: '10000.01' })[0]!.message).toMatch(/at most £10000/);
    expect(courseProblems({ ...draftOf(loaded), access: 'free', price: 'junk' })).toEqual([]);
  });
});

describe('save plan', () => {
  it('writes nothing but the course when nothing changed', () => {
    const plan = savePlan('calm', 4, storedOf(loaded), storedFrom(draftOf(loaded)));
    expect(plan).toMatchObject({ changed: false, chapters: [], bodies: [], removed: [], baseRevision: 4 });
  });

  it('writes the moved chapters\' outlines, the edited body, new and removed chapters, and the published counts', () => {
    let draft = moveChapter(draftOf(loaded), 'c', 0);
    draft = updateChapter(draft, 'b', { markdown: 'new text', published: true });
    draft = removeChapter(draft, 'a');
    draft = addChapter(draft, 'd');
    const plan = savePlan('calm', 4, storedOf(loaded), storedFrom(draft));
    expect(plan.changed).toBe(true);
    expect(plan.chapters.map((c) => [c.id, c.chapter.order])).toEqual([['c', 1], ['b', 2], ['d', 3]]);
    expect(plan.bodies.map((b) => b.id)).toEqual(['b', 'd']);
    expect(plan.removed).toEqual(['a']);
    expect(plan.course).toMatchObject({ chapterCount: 2, totalMinutes: 12, order: 3 });
  });

  it('rewrites every chapter when the course\'s audience changes (the rules read it there)', () => {
    const plan = savePlan('calm', 4, storedOf(loaded), storedFrom({ ...draftOf(loaded), audience: 'public' }));
    expect(plan.chapters.map((c) => c.chapter.audience)).toEqual(['public', 'public', 'public']);
    expect(plan.bodies).toEqual([]);
  });

  it('stores a paid price in pence, a free one as 0, empty addresses as null, and an archived course unpublished', () => {
    const paid = storedFrom({ ...draftOf(loaded), access: 'paid', price: '49.50', coverImageUrl: ' ' });
    expect(paid.course).toMatchObject({ pricePence: 4950, coverImageUrl: null });
    expect(storedFrom({ ...draftOf(loaded), access: 'free', price: '49' }).course.pricePence).toBe(0);
    expect(storedFrom({ ...draftOf(loaded), published: true, archived: true }).course.published).toBe(false);
  });
});

describe('new chapters', () => {
  it('get an id not used in the course, at the end, unpublished', () => {
    const ids = ['x1', 'x1', 'x2'];
    expect(newChapterId([{ id: 'chapter-x1' }], () => ids.shift()!)).toBe('chapter-x2');
    const draft = addChapter(draftOf(loaded), 'chapter-new');
    expect(draft.chapters.at(-1)).toMatchObject({ id: 'chapter-new', title: 'Chapter 4', published: false, minutes: '10' });
  });
});

describe('stale counts', () => {
  it('rewrites the course when its stored counts are not those of its published chapters', () => {
    const stale = { ...loaded, course: { ...loaded.course, chapterCount: 0 } };
    const plan = savePlan('calm', 4, storedOf(stale), storedFrom(draftOf(stale)));
    expect(plan.changed).toBe(true);
    expect(plan.course.chapterCount).toBe(2);
  });
});
