/** Pages of the signed-in member area: one lazily loaded chunk. */
export { DashboardPage } from '../../features/dashboard';
export { AssessmentPage, PtsdPage, IndianHeadPage, InitialAssessmentPage } from '../../features/assessments';
export { MyCoursesPage, CoursePage, CourseLearnPage, CourseSuccessPage } from '../../features/courses';
export { PaymentSuccessPage } from '../../features/shop';
