/**
 * Administrators' side of courses: the courses list (every course, with enrolment and
 * completion counts), create / duplicate / archive, and the course builder's load and save.
 * Shapes: model/content/course-documents.ts. A builder save is ONE transaction that reads the
 * course, refuses a stale `revision` (another tab or administrator saved since) and writes the
 * course, the changed chapters and bodies, and removes deleted chapters: never a partial course.
 */
import { COLLECTIONS, COURSE_LIMITS, CHAPTER_BODY_DOC, readChapter, readChapterBody, readCourse, type ChapterBody, type ChapterDocument, type CourseDocument, type SavedRevision } from '@model';
import {
  collection,
  doc,
  getCount,
  getDoc,
  getDocs,
  query,
  runTransaction,
  serverTimestamp,
  where,
} from 'firebase/firestore/lite';
import { firebase } from './app';
import { DataError, guard } from './errors';
import { toDate } from './timestamps';
import { liteDb } from './lite';

/** courses/{id} as the administrators' pages show it. */
export type AdminCourse = CourseDocument<Date> & { id: string };

/** One chapter as the builder edits it: the outline and the body. */
export interface BuilderChapter {
  id: string;
  chapter: ChapterDocument;
  body: ChapterBody;
}

/** A course as the builder opens it: the course and every chapter (drafts too), in order. */
export interface BuilderCourse {
  course: AdminCourse;
  chapters: BuilderChapter[];
}

/** The course's own fields a builder save writes (the rest is stamped here). */
export type CourseFields = Omit<CourseDocument<Date>, 'slug' | 'revision' | 'createdAt' | 'updatedAt' | 'updatedBy'>;

/** What one builder save writes: computed by the builder from what it loaded and what was edited. */
export interface CourseSavePlan {
  courseId: string;
  /** the revision the edits were made on; a different stored revision refuses the save ('conflict') */
  baseRevision: number;
  course: CourseFields;
  /** chapters whose outline changed (or new ones) */
  chapters: { id: string; chapter: ChapterDocument }[];
  /** chapters whose body changed (or new ones) */
  bodies: { id: string; body: ChapterBody }[];
  /** chapters removed: the outline and the body are deleted */
  removed: string[];
}

export interface SavedCourse {
  revision: number;
  updatedAt: Date;
  updatedBy: string;
}

/** Enrolments in a course and how many of them finished it (aggregate counts, no documents read). */
export interface EnrolmentCounts {
  enrolled: number;
  completed: number;
}

/** Details of a refused save: the revision saved elsewhere and by whom (the conflict dialog shows them). */
export type CourseConflict = SavedRevision;

export const COURSE_CONFLICT_MESSAGE = 'This course was changed in another tab or by someone else since you opened it. Nothing of yours was saved over it.';

/** Pure: courses/{id} data -> AdminCourse (timestamps as dates). */
export function toAdminCourse(id: string, data: unknown): AdminCourse {
  const course = readCourse<unknown>(id, data);
  return { ...course, id, createdAt: toDate(course.createdAt), updatedAt: toDate(course.updatedAt) };
}

/** Pure: the catalogue's order first, then title (the administrators' list). */
export function byCourseOrder(a: AdminCourse, b: AdminCourse): number {
  return a.order - b.order || a.title.localeCompare(b.title);
}

const db = () => liteDb();
const courseRef = (courseId: string) => doc(db(), COLLECTIONS.courses, courseId);
const chaptersRef = (courseId: string) => collection(db(), COLLECTIONS.courses, courseId, COLLECTIONS.chapters);
const chapterRef = (courseId: string, chapterId: string) => doc(db(), COLLECTIONS.courses, courseId, COLLECTIONS.chapters, chapterId);
const bodyRef = (courseId: string, chapterId: string) =>
  doc(db(), COLLECTIONS.courses, courseId, COLLECTIONS.chapters, chapterId, COLLECTIONS.chapterContent, CHAPTER_BODY_DOC);

function signedInUid(): string {
  const uid = firebase().auth.currentUser?.uid;
  if (!uid) throw new DataError('unauthenticated', 'Please sign in again to continue.');
  return uid;
}

/** Administrators: every course (drafts, published, archived), in the catalogue's order. */
export function listAllCourses(): Promise<AdminCourse[]> {
  return guard(async () => {
    // Unordered on the server: an orderBy would drop courses without `order`.
    const snap = await getDocs(collection(db(), COLLECTIONS.courses));
    return snap.docs.map((d) => toAdminCourse(d.id, d.data())).sort(byCourseOrder);
  });
}

/** Administrators: how many members enrolled in a course, and how many completed it. */
export function countEnrolments(courseId: string): Promise<EnrolmentCounts> {
  return guard(async () => {
    const enrolments = query(collection(db(), COLLECTIONS.enrollments), where('courseId', '==', courseId));
    const [enrolled, completed] = await Promise.all([
      getCount(enrolments),
      getCount(query(enrolments, where('completedAt', '!=', null))),
    ]);
    return { enrolled: enrolled.data().count, completed: completed.data().count };
  });
}

/** Pure: a new course as first stored: a draft, free, for members, with no chapters. */
export function newCourseFields(title: string, order: number): CourseFields {
  return {
    title: title.trim().slice(0, COURSE_LIMITS.title),
    summary: '',
    description: '',
    whoFor: '',
    coverImageUrl: null,
    coverAlt: '',
    audience: 'members',
    access: 'free',
    pricePence: 0,
    published: false,
    archived: false,
    chapterCount: 0,
    totalMinutes: 0,
    order,
  };
}

/**
 * Administrators: a new draft course at courses/{courseId} (revision 1). A taken id is refused
 * ('already-exists'): ids are slugs of titles, made unique by the caller.
 */
export function createCourse(courseId: string, title: string, order: number): Promise<void> {
  return guard(async () => {
    if (!title.trim()) throw new DataError('invalid-argument', 'Give the course a title.');
    const uid = signedInUid();
    await runTransaction(db(), async (tx) => {
      const existing = await tx.get(courseRef(courseId));
      if (existing.exists()) throw new DataError('already-exists', `A course with the address "${courseId}" already exists. Choose another title.`);
      const now = serverTimestamp();
      tx.set(courseRef(courseId), { ...newCourseFields(title, order), slug: courseId, revision: 1, createdAt: now, updatedAt: now, updatedBy: uid });
    });
  });
}

/** Chapters in course order (ties by id, so the order is stable). */
const byChapterOrder = (a: BuilderChapter, b: BuilderChapter) => a.chapter.order - b.chapter.order || a.id.localeCompare(b.id);

/** Administrators: a course with every chapter (published or not) and every body, for the builder; null when there is no such course. */
export function loadBuilderCourse(courseId: string): Promise<BuilderCourse | null> {
  return guard(async () => {
    const [courseSnap, chapterSnap] = await Promise.all([getDoc(courseRef(courseId)), getDocs(chaptersRef(courseId))]);
    if (!courseSnap.exists()) return null;
    const chapters = await Promise.all(
      chapterSnap.docs.map(async (d) => {
        const body = await getDoc(bodyRef(courseId, d.id));
        // an older seed kept the body on the chapter itself: read it from there when there is no body document
        return { id: d.id, chapter: readChapter(d.data()), body: readChapterBody(body.exists() ? body.data() : d.data()) };
      }),
    );
    return { course: toAdminCourse(courseSnap.id, courseSnap.data()), chapters: chapters.sort(byChapterOrder) };
  });
}

/** Plain copies: Firestore refuses `undefined`, and the rules check fields one by one. */
const chapterData = (c: ChapterDocument) => ({ title: c.title, order: c.order, durationMinutes: c.durationMinutes, published: c.published, audience: c.audience });
const bodyData = (b: ChapterBody) => ({
  markdown: b.markdown,
  videoUrl: b.videoUrl,
  captionsUrl: b.captionsUrl,
  attachments: b.attachments.map(({ title, url }) => ({ title, url })),
});

/** Writes a transaction may hold (Firestore's limit is 500). */
const MAX_WRITES = 500;

/**
 * Administrators: one builder save (see CourseSavePlan), as revision baseRevision + 1. A stale
 * base throws DataError 'conflict' (details: CourseConflict) and writes nothing; a course that
 * is gone throws 'not-found'. Online only: offline it fails at once and the builder says "Not saved".
 */
export function saveCourse(plan: CourseSavePlan): Promise<SavedCourse> {
  return guard(async () => {
    const writes = 1 + plan.chapters.length + plan.bodies.length + plan.removed.length * 2;
    if (writes > MAX_WRITES) throw new DataError('invalid-argument', 'Too many changes to save at once. Save after fewer changes.');
    const uid = signedInUid();
    const { courseId, baseRevision } = plan;
    const revision = await runTransaction(db(), async (tx) => {
      const stored = await tx.get(courseRef(courseId));
      if (!stored.exists()) throw new DataError('not-found', 'This course no longer exists: it may have been deleted.');
      const storedRevision = readCourse<unknown>(courseId, stored.data()).revision;
      if (storedRevision !== baseRevision) {
        const conflict: CourseConflict = { revision: storedRevision, updatedAt: toDate(stored.get('updatedAt')), updatedBy: (stored.get('updatedBy') as string | undefined) ?? null };
        throw new DataError('conflict', COURSE_CONFLICT_MESSAGE, conflict);
      }
      const next = baseRevision + 1;
      tx.update(courseRef(courseId), { ...plan.course, revision: next, updatedAt: serverTimestamp(), updatedBy: uid });
      for (const { id, chapter } of plan.chapters) tx.set(chapterRef(courseId, id), chapterData(chapter));
      for (const { id, body } of plan.bodies) tx.set(bodyRef(courseId, id), bodyData(body));
      for (const id of plan.removed) {
        tx.delete(bodyRef(courseId, id));
        tx.delete(chapterRef(courseId, id));
      }
      return next;
    });
    return { revision, updatedAt: new Date(), updatedBy: uid };
  });
}

/**
 * Administrators: archives a course (out of the catalogue for good, unpublished; enrolled members
 * keep learning) or brings it back as a draft. Bumps the revision, so a builder open on it
 * meanwhile is told instead of saving over it.
 */
export function archiveCourse(courseId: string, archived: boolean): Promise<void> {
  return guard(async () => {
    const uid = signedInUid();
    await runTransaction(db(), async (tx) => {
      const stored = await tx.get(courseRef(courseId));
      if (!stored.exists()) throw new DataError('not-found', 'This course no longer exists: it may have been deleted.');
      const revision = readCourse<unknown>(courseId, stored.data()).revision + 1;
      tx.update(courseRef(courseId), { archived, published: false, revision, updatedAt: serverTimestamp(), updatedBy: uid });
    });
  });
}

/** Pure: the title of a copy, "Grounding basics (copy)", within the title limit. */
export function copyTitle(title: string): string {
  const suffix = ' (copy)';
  return `${title.slice(0, COURSE_LIMITS.title - suffix.length).trimEnd()}${suffix}`;
}

/**
 * Administrators: a copy of a course, its chapters and their bodies at courses/{newId}, as an
 * unpublished draft titled "… (copy)" (chapters keep their ids, publish flags and order). A taken
 * id is refused ('already-exists').
 */
export function duplicateCourse(sourceId: string, newId: string, order: number): Promise<void> {
  return guard(async () => {
    const uid = signedInUid();
    const source = await loadBuilderCourse(sourceId);
    if (!source) throw new DataError('not-found', 'The course to copy no longer exists.');
    if (1 + source.chapters.length * 2 > MAX_WRITES) throw new DataError('invalid-argument', 'This course has too many chapters to copy at once.');
    const { id: _id, slug: _slug, revision: _revision, createdAt: _c, updatedAt: _u, updatedBy: _b, ...fields } = source.course;
    await runTransaction(db(), async (tx) => {
      if ((await tx.get(courseRef(newId))).exists()) throw new DataError('already-exists', `A course with the address "${newId}" already exists.`);
      const now = serverTimestamp();
      tx.set(courseRef(newId), {
        ...fields, title: copyTitle(fields.title), slug: newId, published: false, archived: false, order,
        revision: 1, createdAt: now, updatedAt: now, updatedBy: uid,
      });
      for (const { id, chapter, body } of source.chapters) {
        tx.set(chapterRef(newId, id), chapterData(chapter));
        tx.set(bodyRef(newId, id), bodyData(body));
      }
    });
  });
}
