/** Query keys of the administrators' course pages, in one place so mutations invalidate what they change. */
export const adminCourseKeys = {
  all: ['admin-courses'] as const,
  list: () => [...adminCourseKeys.all, 'list'] as const,
  enrolments: (courseId: string) => [...adminCourseKeys.all, 'enrolments', courseId] as const,
  builder: (courseId: string) => [...adminCourseKeys.all, 'builder', courseId] as const,
};
