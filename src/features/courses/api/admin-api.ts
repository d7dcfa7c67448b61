import { fromData } from '../../../data';

/** The administrators' course pages' door to the data layer: the courses list and the course builder. */
export {
  useSignedIn,
  DataError,
  type AdminCourse,
  type BuilderChapter,
  type BuilderCourse,
  type CourseFields,
  type CourseSavePlan,
  type SavedCourse,
  type EnrolmentCounts,
  type CourseConflict,
} from '../../../data';

export const listAllCourses = fromData('course-admin', 'listAllCourses');
export const countEnrolments = fromData('course-admin', 'countEnrolments');
export const createCourse = fromData('course-admin', 'createCourse');
export const duplicateCourse = fromData('course-admin', 'duplicateCourse');
export const archiveCourse = fromData('course-admin', 'archiveCourse');
export const loadBuilderCourse = fromData('course-admin', 'loadBuilderCourse');
export const saveCourse = fromData('course-admin', 'saveCourse');
