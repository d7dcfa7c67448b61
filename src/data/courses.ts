/**
 * Courses for members: the catalogue, a course and its published chapters, a chapter's
 * body, the member's enrolments, read through Firestore Lite. Their progress (written, and watched
 * live) is in course-progress.ts. Shapes and rules: model/content/course-documents.ts.
 * Administrators' writes live in course-admin.ts.
 */
import { COLLECTIONS, chapterBodyPath, chaptersPath, coursePath, readChapter, readChapterBody, readCourse, readEnrollment, type ChapterBody, type ChapterDocument, type CourseDocument, type EnrollInCourseAnswer, type EnrollInCourseRequest, type EnrollmentDocument } from '@model';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
} from 'firebase/firestore/lite';
import { DataError, guard, isPermissionDenied } from './errors';
import { callFunction } from './functions';
import { toDate } from './timestamps';
import { liteDb } from './lite';

export type { EnrollInCourseAnswer } from '@model';

/** A course as the app shows it (its id is its slug). */
export type CourseSummary = CourseDocument<Date> & { id: string };
/** A chapter's outline with its id. */
export type ChapterOutline = ChapterDocument & { id: string };

/** The most courses the catalogue reads (the practice publishes a handful; this bounds the reads). */
export const CATALOGUE_LIMIT = 100;
/** The most enrolments "My courses" reads. */
export const MY_ENROLLMENTS_LIMIT = 200;

/** Pure: courses/{id} data -> CourseSummary with dates (Firestore Timestamps become Dates). */
export function toCourseSummary(id: string, data: unknown): CourseSummary {
  const course = readCourse<unknown>(id, data);
  return { ...course, id, createdAt: toDate(course.createdAt), updatedAt: toDate(course.updatedAt) };
}

/** Pure: enrollments/{id} data -> EnrollmentDocument<Date>. */
export function toEnrollment(data: unknown): EnrollmentDocument<Date> {
  const e = readEnrollment<unknown>(data);
  return { ...e, createdAt: toDate(e.createdAt), updatedAt: toDate(e.updatedAt), completedAt: toDate(e.completedAt) };
}

const db = () => liteDb();

/**
 * Published courses in catalogue order. Visitors may read public ones only, so their query says
 * so (the rules refuse a list query that could return a members-only course).
 */
export function listCatalogue(signedIn: boolean): Promise<CourseSummary[]> {
  return guard(async () => {
    const filters = signedIn ? [where('published', '==', true)] : [where('published', '==', true), where('audience', '==', 'public')];
    const snap = await getDocs(query(collection(db(), COLLECTIONS.courses), ...filters, orderBy('order'), limit(CATALOGUE_LIMIT)));
    return snap.docs.map((d) => toCourseSummary(d.id, d.data()));
  });
}

/**
 * One course, or null when there is none the reader may see (unknown, unpublished, or
 * members-only for a visitor: the rules refuse those reads, and all of them read as "not found").
 */
export function loadCourse(courseId: string): Promise<CourseSummary | null> {
  return guard(async () => {
    try {
      const snap = await getDoc(doc(db(), coursePath(courseId)));
      return snap.exists() ? toCourseSummary(snap.id, snap.data()) : null;
    } catch (error) {
      if (isPermissionDenied(error)) return null;
      throw error;
    }
  });
}

/** The course's published chapters in course order (signed-in readers; the outline only). */
export function listPublishedChapters(courseId: string): Promise<ChapterOutline[]> {
  return guard(async () => {
    const q = query(collection(db(), chaptersPath(courseId)), where('published', '==', true), orderBy('order'));
    const snap = await getDocs(q);
    return snap.docs.map((d) => ({ ...readChapter(d.data()), id: d.id }));
  });
}

/** The member's enrolments, most recently active first. */
export function listMyEnrollments(uid: string): Promise<EnrollmentDocument<Date>[]> {
  return guard(async () => {
    const q = query(collection(db(), COLLECTIONS.enrollments), where('uid', '==', uid), orderBy('createdAt', 'desc'), limit(MY_ENROLLMENTS_LIMIT));
    const snap = await getDocs(q);
    const active = (e: EnrollmentDocument<Date>) => (e.updatedAt ?? e.createdAt)?.getTime() ?? 0;
    return snap.docs.map((d) => toEnrollment(d.data())).sort((a, b) => active(b) - active(a));
  });
}

/** Enrols the signed-in member in a free course (callable; idempotent). Paid and membership courses are refused with the server's words. */
export function enrollInCourse(courseId: string): Promise<EnrollInCourseAnswer> {
  return callFunction<EnrollInCourseRequest, EnrollInCourseAnswer>('enrollInCourse', { courseId });
}

/** A chapter's body (enrolled members and administrators), or null when the chapter has none yet. */
export function loadChapterBody(courseId: string, chapterId: string): Promise<ChapterBody | null> {
  return guard(async () => {
    try {
      const snap = await getDoc(doc(db(), chapterBodyPath(courseId, chapterId)));
      return snap.exists() ? readChapterBody(snap.data()) : null;
    } catch (error) {
      if (isPermissionDenied(error)) throw new DataError('permission-denied', 'Enrol in this course to open its chapters.');
      throw error;
    }
  });
}
