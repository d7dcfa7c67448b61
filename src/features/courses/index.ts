/** Courses feature: public list, enrolment, learning pages and the admin course builder. */
export * from './components/CoursePages';
