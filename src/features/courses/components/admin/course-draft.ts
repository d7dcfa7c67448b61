/**
 * Pure: the course builder's working copy of a course. Inputs are kept as typed (a price or
 * minutes that do not read yet stay in their field with a message: nothing typed is lost), and
 * turned into stored documents only once they read. The save plan is what one builder save
 * writes: the course, and only the chapters and bodies that differ from what is stored.
 */
import { COURSE_LIMITS, type ChapterBody, type ChapterDocument, type ContentAudience, type CourseAccess } from '@model';
import { videoSource } from '../../../../lib';
import type { BuilderChapter, BuilderCourse, CourseFields, CourseSavePlan } from '../../api/admin-api';

export interface AttachmentDraft {
  title: string;
  url: string;
}

export interface ChapterDraft {
  id: string;
  title: string;
  /** as typed */
  minutes: string;
  published: boolean;
  markdown: string;
  videoUrl: string;
  captionsUrl: string;
  attachments: AttachmentDraft[];
}

export interface CourseDraft {
  title: string;
  summary: string;
  description: string;
  whoFor: string;
  coverImageUrl: string;
  coverAlt: string;
  audience: ContentAudience;
  access: CourseAccess;
  /** in pounds, as typed ("49", "49.50", "£49") */
  price: string;
  published: boolean;
  archived: boolean;
  order: number;
  chapters: ChapterDraft[];
}

/** What is stored (or will be, once saved): the course's fields and its chapters in order. */
export interface StoredCourse {
  course: CourseFields;
  chapters: BuilderChapter[];
}

/** A message about one input: `field` names it ('title', 'price', 'chapter:<id>:videoUrl' ...). */
export interface Problem {
  field: string;
  /** where it is, for the list of problems ("Chapter 2 “Breathing”") */
  where: string;
  message: string;
}

/** Pure: pence -> "49.00" ('' for none). */
export function poundsText(pence: number): string {
  return pence > 0 ? (pence / 100).toFixed(2) : '';
}

/** Pure: "49", "49.5", "£1,049.00" -> pence; null when it is not an amount of money. */
export function penceFromPounds(text: string): number | null {
  const cleaned = text.trim().replace(/^£/, '').replace(/,/g, '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

/** Pure: a chapter as the builder edits it. */
export function chapterDraftOf({ id, chapter, body }: BuilderChapter): ChapterDraft {
  return {
    id,
    title: chapter.title,
    minutes: String(chapter.durationMinutes),
    published: chapter.published,
    markdown: body.markdown,
    videoUrl: body.videoUrl ?? '',
    captionsUrl: body.captionsUrl ?? '',
    attachments: body.attachments.map(({ title, url }) => ({ title, url })),
  };
}

/** Pure: the builder's working copy of a loaded course. */
export function draftOf({ course, chapters }: BuilderCourse): CourseDraft {
  return {
    title: course.title,
    summary: course.summary,
    description: course.description,
    whoFor: course.whoFor,
    coverImageUrl: course.coverImageUrl ?? '',
    coverAlt: course.coverAlt,
    audience: course.audience,
    access: course.access,
    price: poundsText(course.pricePence),
    published: course.published,
    archived: course.archived,
    order: course.order,
    chapters: chapters.map(chapterDraftOf),
  };
}

/** Pure: what is stored of a loaded course (the base the first save is planned against). */
export function storedOf({ course, chapters }: BuilderCourse): StoredCourse {
  const { id: _id, slug: _slug, revision: _r, createdAt: _c, updatedAt: _u, updatedBy: _b, ...fields } = course;
  return { course: fields, chapters };
}

/** Pure: a chapter's title as the lists show it (an untitled chapter still has a name). */
export const chapterName = (chapter: Pick<ChapterDraft, 'title'>, index: number): string => chapter.title.trim() || `Chapter ${index + 1}`;

const MINUTES = /^\d{1,3}$/;

function urlProblem(text: string, what: string): string | null {
  const value = text.trim();
  if (!value) return null;
  if (value.length > COURSE_LIMITS.url) return `${what} is too long (at most ${COURSE_LIMITS.url} characters).`;
  try {
    if (new URL(value).protocol === 'https:') return null;
  } catch {
    return `${what} is not a web address: it should start with https://.`;
  }
  return `${what} must start with https:// (a secure address).`;
}

function tooLong(text: string, max: number, what: string): string | null {
  return text.length > max ? `${what} is too long: ${text.length} characters, at most ${max}.` : null;
}

/** Pure: every input that cannot be saved as it is, in the order they appear on the page. */
export function courseProblems(draft: CourseDraft): Problem[] {
  const problems: Problem[] = [];
  const add = (field: string, where: string, message: string | null) => {
    if (message) problems.push({ field, where, message });
  };
  add('title', 'Course title', draft.title.trim() ? tooLong(draft.title, COURSE_LIMITS.title, 'The title') : 'Give the course a title.');
  add('summary', 'Summary', tooLong(draft.summary, COURSE_LIMITS.summary, 'The summary'));
  add('description', 'Description', tooLong(draft.description, COURSE_LIMITS.description, 'The description'));
  add('whoFor', 'Who it is for', tooLong(draft.whoFor, COURSE_LIMITS.whoFor, 'Who it is for'));
  add('coverImageUrl', 'Cover image', urlProblem(draft.coverImageUrl, 'The cover image address'));
  add('coverAlt', 'Cover description', tooLong(draft.coverAlt, COURSE_LIMITS.coverAlt, 'The cover description'));
  if (draft.access === 'paid') {
    const pence = penceFromPounds(draft.price);
    add(
      'price',
      'Price',
      pence === null
        ? 'Enter the price in pounds, like 49 or 49.50.'
        : pence <= 0
          ? 'A paid course needs a price above £0 (or make it free).'
          : pence > COURSE_LIMITS.pricePence
            ? `The price can be at most £${COURSE_LIMITS.pricePence / 100}.`
            : null,
    );
  }
  if (draft.chapters.length > COURSE_LIMITS.chapters) add('chapters', 'Chapters', `A course can have at most ${COURSE_LIMITS.chapters} chapters.`);
  draft.chapters.forEach((chapter, index) => {
    const where = `Chapter ${index + 1} “${chapterName(chapter, index)}”`;
    const field = (name: string) => `chapter:${chapter.id}:${name}`;
    add(field('title'), where, chapter.title.trim() ? tooLong(chapter.title, COURSE_LIMITS.chapterTitle, 'The title') : 'Give the chapter a title.');
    const minutes = chapter.minutes.trim();
    add(
      field('minutes'),
      where,
      !MINUTES.test(minutes) ? 'Enter the minutes as a whole number, like 10.' : Number(minutes) > COURSE_LIMITS.chapterMinutes ? `A chapter can be at most ${COURSE_LIMITS.chapterMinutes} minutes.` : null,
    );
    add(field('markdown'), where, tooLong(chapter.markdown, COURSE_LIMITS.markdown, 'The chapter text'));
    const video = chapter.videoUrl.trim();
    const source = video ? videoSource(video) : null;
    add(field('videoUrl'), where, video.length > COURSE_LIMITS.url ? 'The video address is too long.' : source?.kind === 'unsupported' ? `Video: ${source.reason}` : null);
    add(field('captionsUrl'), where, urlProblem(chapter.captionsUrl, 'The captions address'));
    if (chapter.attachments.length > COURSE_LIMITS.attachments) add(field('attachments'), where, `At most ${COURSE_LIMITS.attachments} attachments.`);
    chapter.attachments.forEach((attachment, n) => {
      const what = `Attachment ${n + 1}`;
      add(field(`attachment:${n}:title`), where, attachment.title.trim() ? tooLong(attachment.title, COURSE_LIMITS.attachmentTitle, `${what}'s title`) : `${what} needs a title.`);
      add(field(`attachment:${n}:url`), where, attachment.url.trim() ? urlProblem(attachment.url, `${what}'s address`) : `${what} needs an address (https://…).`);
    });
  });
  return problems;
}

/** Pure: the published chapters' count and minutes (the catalogue shows them). */
export function publishedTotals(chapters: readonly Pick<BuilderChapter, 'chapter'>[]): { chapterCount: number; totalMinutes: number } {
  const published = chapters.filter((c) => c.chapter.published);
  return { chapterCount: published.length, totalMinutes: published.reduce((sum, c) => sum + c.chapter.durationMinutes, 0) };
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** Pure: the documents a draft without problems is stored as (chapters numbered 1..n in order). */
export function storedFrom(draft: CourseDraft): StoredCourse {
  const chapters: BuilderChapter[] = draft.chapters.map((c, index) => ({
    id: c.id,
    chapter: { title: c.title.trim(), order: index + 1, durationMinutes: Number(c.minutes.trim()), published: c.published, audience: draft.audience },
    body: {
      markdown: c.markdown,
      videoUrl: orNull(c.videoUrl),
      captionsUrl: orNull(c.captionsUrl),
      attachments: c.attachments.map((a) => ({ title: a.title.trim(), url: a.url.trim() })),
    },
  }));
  const paid = draft.access === 'paid';
  return {
    course: {
      title: draft.title.trim(),
      summary: draft.summary,
      description: draft.description,
      whoFor: draft.whoFor,
      coverImageUrl: orNull(draft.coverImageUrl),
      coverAlt: draft.coverAlt,
      audience: draft.audience,
      access: draft.access,
      pricePence: paid ? (penceFromPounds(draft.price) ?? 0) : 0,
      // an archived course stays out of the catalogue
      published: draft.published && !draft.archived,
      archived: draft.archived,
      ...publishedTotals(chapters),
      order: draft.order,
    },
    chapters,
  };
}

const sameChapter = (a: ChapterDocument, b: ChapterDocument) =>
  a.title === b.title && a.order === b.order && a.durationMinutes === b.durationMinutes && a.published === b.published && a.audience === b.audience;

const sameBody = (a: ChapterBody, b: ChapterBody) =>
  a.markdown === b.markdown &&
  a.videoUrl === b.videoUrl &&
  a.captionsUrl === b.captionsUrl &&
  a.attachments.length === b.attachments.length &&
  a.attachments.every((x, i) => x.title === b.attachments[i]!.title && x.url === b.attachments[i]!.url);

const sameCourse = (a: CourseFields, b: CourseFields) => (Object.keys(a) as (keyof CourseFields)[]).every((key) => a[key] === b[key]);

/**
 * Pure: what saving `next` over `stored` writes: the course (always: its revision moves on), the
 * chapters and bodies that differ or are new, and the chapters removed. `changed` is false when
 * nothing differs (no save is needed).
 */
export function savePlan(courseId: string, baseRevision: number, stored: StoredCourse, next: StoredCourse): CourseSavePlan & { changed: boolean } {
  const before = new Map(stored.chapters.map((c) => [c.id, c]));
  const kept = new Set(next.chapters.map((c) => c.id));
  const chapters = next.chapters.filter((c) => !before.has(c.id) || !sameChapter(before.get(c.id)!.chapter, c.chapter)).map(({ id, chapter }) => ({ id, chapter }));
  const bodies = next.chapters.filter((c) => !before.has(c.id) || !sameBody(before.get(c.id)!.body, c.body)).map(({ id, body }) => ({ id, body }));
  const removed = stored.chapters.filter((c) => !kept.has(c.id)).map((c) => c.id);
  const changed = chapters.length > 0 || bodies.length > 0 || removed.length > 0 || !sameCourse(stored.course, next.course);
  return { courseId, baseRevision, course: next.course, chapters, bodies, removed, changed };
}

// ---- edits ----

/** Pure: a chapter id not used in this course (route ids: letters, digits, '-'). */
export function newChapterId(taken: readonly { id: string }[], random: () => string = () => Math.random().toString(36).slice(2, 8)): string {
  const used = new Set(taken.map((c) => c.id));
  for (;;) {
    const id = `chapter-${random()}`;
    if (!used.has(id)) return id;
  }
}

/** Pure: a new unpublished chapter at the end. */
export function addChapter(draft: CourseDraft, id: string): CourseDraft {
  const chapter: ChapterDraft = {
    id, title: `Chapter ${draft.chapters.length + 1}`, minutes: '10', published: false, markdown: '', videoUrl: '', captionsUrl: '', attachments: [],
  };
  return { ...draft, chapters: [...draft.chapters, chapter] };
}

export function removeChapter(draft: CourseDraft, id: string): CourseDraft {
  return { ...draft, chapters: draft.chapters.filter((c) => c.id !== id) };
}

/** Pure: the list with the item at `from` moved to `to` (indices clamped; the same list when nothing moves). */
export function moveItem<T>(list: readonly T[], from: number, to: number): readonly T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from < 0 || from >= list.length || from === target) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item!);
  return next;
}

export function moveChapter(draft: CourseDraft, id: string, to: number): CourseDraft {
  const from = draft.chapters.findIndex((c) => c.id === id);
  const chapters = moveItem(draft.chapters, from, to);
  return chapters === draft.chapters ? draft : { ...draft, chapters: [...chapters] };
}

export function updateChapter(draft: CourseDraft, id: string, change: Partial<Omit<ChapterDraft, 'id'>>): CourseDraft {
  return { ...draft, chapters: draft.chapters.map((c) => (c.id === id ? { ...c, ...change } : c)) };
}
