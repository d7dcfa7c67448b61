import { fromData, watchFromData } from '../../../data';

/** The learning view's door to the data layer: the course, its published chapters, a chapter's body, the member's enrolment and progress. */
export { useSignedIn, DataError, type CourseSummary, type ChapterOutline } from '../../../data';
export { courseProgress, type ChapterBody, type EnrollmentDocument, type CourseProgress } from '@model';

export const loadCourse = fromData('courses', 'loadCourse');
export const listPublishedChapters = fromData('courses', 'listPublishedChapters');
export const loadChapterBody = fromData('courses', 'loadChapterBody');
export const watchEnrollment = watchFromData('course-progress', 'watchEnrollment');
export const recordChapterOpened = fromData('course-progress', 'recordChapterOpened');
export const markChapterComplete = fromData('course-progress', 'markChapterComplete');
export const markChapterIncomplete = fromData('course-progress', 'markChapterIncomplete');
