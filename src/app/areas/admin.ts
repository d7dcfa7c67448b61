/** Pages of the administrators' area: one lazily loaded chunk. */
export { AdminHomePage } from '../../features/dashboard';
export { FormResponsesPage, MemberPage } from '../../features/reviews';
export { AdminFormsPage, FormBuilderPage, FormPreviewPage } from '../../features/form-builder';
export { AdminCoursesPage, CourseBuilderPage } from '../../features/courses';
export { AdminResourcesPage, AddMediaPage, AddSessionPage } from '../../features/content';
