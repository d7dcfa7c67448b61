/** My courses' door to the data layer: the member's enrolments, and each course with its published chapters. */
export { useSession, listMyEnrollments, loadCourse, listPublishedChapters, DataError, type CourseSummary, type ChapterOutline } from '../../../data';
export { courseProgress, type CourseProgress, type EnrollmentDocument } from '@model';
