/** The catalogue's and the course page's door to the data layer: published courses, the session, free enrolment. */
export { useSession, hasSignedInHint, listCatalogue, enrollInCourse, DataError, type CourseSummary, type EnrollInCourseAnswer } from '../../../data';
