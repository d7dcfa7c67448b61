import { queryOptions, useQuery } from '@tanstack/react-query';
import { countEnrolments, listAllCourses } from './admin-api';
import { adminCourseKeys } from './admin-keys';

/** Every course, drafts and archived ones too (the administrators' list; also the ids a new course must avoid). */
export const allCoursesQuery = () => queryOptions({ queryKey: adminCourseKeys.list(), queryFn: () => listAllCourses() });

export function useAllCourses() {
  return useQuery(allCoursesQuery());
}

/** A course's enrolments and completions (two aggregate counts), kept a minute. */
export function useEnrolmentCounts(courseId: string) {
  return useQuery({ queryKey: adminCourseKeys.enrolments(courseId), queryFn: () => countEnrolments(courseId), staleTime: 60_000 });
}
