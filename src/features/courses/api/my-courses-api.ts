import { fromData } from '../../../data';

/** My courses' door to the data layer: the member's enrolments, and each course with its published chapters. */
export { useSignedIn, DataError, type CourseSummary, type ChapterOutline } from '../../../data';
export { courseProgress, type CourseProgress, type EnrollmentDocument } from '@model';

export const listMyEnrollments = fromData('courses', 'listMyEnrollments');
export const loadCourse = fromData('courses', 'loadCourse');
export const listPublishedChapters = fromData('courses', 'listPublishedChapters');
