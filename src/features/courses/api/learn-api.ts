/** The learning view's door to the data layer: the course, its published chapters, a chapter's body, the member's enrolment and progress. */
export {
  useSession,
  loadCourse,
  listPublishedChapters,
  loadChapterBody,
  watchEnrollment,
  recordChapterOpened,
  markChapterComplete,
  markChapterIncomplete,
  DataError,
  type CourseSummary,
  type ChapterOutline,
} from '../../../data';
export { courseProgress, type ChapterBody, type EnrollmentDocument, type CourseProgress } from '@model';
