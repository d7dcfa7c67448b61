/** Courses feature: public list, enrolment, learning pages and the admin course builder. */
export * from './components/CoursePages';
export { CourseLearnPage } from './components/learn/CourseLearnPage';
export { MyCoursesPage } from './components/my-courses/MyCoursesPage';
