/**
 * Courses for members (issue 11): the catalogue, a course and its published chapters, a chapter's
 * body, the member's enrolments and their progress. Shapes and rules:
 * engine/contracts/course-documents.ts. Administrators' writes live in course-admin.ts.
 */
import {
  COLLECTIONS,
  chapterBodyPath,
  chaptersPath,
  coursePath,
  enrollmentId,
  readChapter,
  readChapterBody,
  readCourse,
  readEnrollment,
  type ChapterBody,
  type ChapterDocument,
  type CourseDocument,
  type EnrollInCourseAnswer,
  type EnrollInCourseRequest,
  type EnrollmentDocument,
} from '@engine';
import {
  arrayRemove,
  arrayUnion,
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { firebase } from './app';
import { DataError, toDataError, guard, isPermissionDenied } from './errors';
import { callFunction } from './functions';
import { toDate } from './timestamps';

export type { EnrollInCourseAnswer } from '@engine';

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

const db = () => firebase().db;
const enrollmentRef = (uid: string, courseId: string) => doc(db(), COLLECTIONS.enrollments, enrollmentId(uid, courseId));

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

/**
 * Live: the member's enrolment in a course (null while there is none). Returns the unsubscribe
 * function. The success page confirms an enrolment from here, never from its URL.
 */
export function watchEnrollment(
  uid: string,
  courseId: string,
  onChange: (enrollment: EnrollmentDocument<Date> | null) => void,
  onError: (error: DataError) => void,
): () => void {
  return onSnapshot(
    enrollmentRef(uid, courseId),
    (snap) => onChange(snap.exists() ? toEnrollment(snap.data()) : null),
    (error) => onError(toDataError(error)),
  );
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

/** Remembers the chapter the member opened last (where "Continue" goes). */
export function recordChapterOpened(uid: string, courseId: string, chapterId: string): Promise<void> {
  return guard(() => updateDoc(enrollmentRef(uid, courseId), { lastChapterId: chapterId, updatedAt: serverTimestamp() }));
}

/**
 * Marks one chapter complete (the rules take one id per write, and it must be the write's
 * lastChapterId). `isLastToComplete`: this completes every published chapter, so the course
 * is complete now.
 */
export function markChapterComplete(uid: string, courseId: string, chapterId: string, isLastToComplete: boolean): Promise<void> {
  return guard(() =>
    updateDoc(enrollmentRef(uid, courseId), {
      completedChapters: arrayUnion(chapterId),
      lastChapterId: chapterId,
      updatedAt: serverTimestamp(),
      ...(isLastToComplete ? { completedAt: serverTimestamp() } : {}),
    }),
  );
}

/** Takes one chapter off the completed list (completedAt, once set, records the first completion and stays). */
export function markChapterIncomplete(uid: string, courseId: string, chapterId: string): Promise<void> {
  return guard(() => updateDoc(enrollmentRef(uid, courseId), { completedChapters: arrayRemove(chapterId), updatedAt: serverTimestamp() }));
}

