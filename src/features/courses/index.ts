/** Courses feature: public list, enrolment, learning pages and the admin course builder. */
import { lazy } from 'react';
// The learning page loads on its own, with the Markdown renderer: never with the dashboard.
export const CourseLearnPage = lazy(() => import('./components/learn/CourseLearnPage').then((m) => ({ default: m.CourseLearnPage })));
export { MyCoursesPage } from './components/my-courses/MyCoursesPage';
export { CoursesPage } from './components/catalogue/CoursesPage';
// The course page loads on its own, with the Markdown renderer: never with the dashboard.
export const CoursePage = lazy(() => import('./components/course/CoursePage').then((m) => ({ default: m.CoursePage })));
export { CourseSuccessPage } from './components/course/CourseSuccessPage';
// Administrators' course pages load on their own, with dnd-kit and the builder: never with the catalogue's public chunk.
export const AdminCoursesPage = lazy(() => import('./components/admin/AdminCoursesPage').then((m) => ({ default: m.AdminCoursesPage })));
export const CourseBuilderPage = lazy(() => import('./components/admin/CourseBuilderPage').then((m) => ({ default: m.CourseBuilderPage })));
