import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadBuilderCourse } from './admin-api';
import { adminCourseKeys } from './admin-keys';

/**
 * The course as the builder opens it (every chapter and body). Never refetched behind the
 * builder's back: the builder owns its working copy from then on, and saves say what changed.
 */
export const builderCourseQuery = (courseId: string) =>
  queryOptions({ queryKey: adminCourseKeys.builder(courseId), queryFn: () => loadBuilderCourse(courseId), staleTime: Infinity, gcTime: 0 });

export function useBuilderCourse(courseId: string) {
  return useQuery(builderCourseQuery(courseId));
}
