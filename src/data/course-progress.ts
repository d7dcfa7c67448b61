/**
 * A member's progress in a course: their enrolment watched live, and the chapters opened and
 * completed written, through the full SDK (live.ts) so the page watching the enrolment shows a
 * write at once (the SDK applies its own writes to what it watches). courses.ts reads through Lite.
 */
import { COLLECTIONS, enrollmentId, type EnrollmentDocument } from '@model';
import { arrayRemove, arrayUnion, doc, onSnapshot, serverTimestamp, updateDoc } from 'firebase/firestore';
import { toEnrollment } from './courses';
import { guard, toDataError, type DataError } from './errors';
import { liveDb } from './live';

const enrollmentRef = (uid: string, courseId: string) => doc(liveDb(), COLLECTIONS.enrollments, enrollmentId(uid, courseId));

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

