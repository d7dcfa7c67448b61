import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enrollInCourse, type DataError, type EnrollInCourseAnswer } from './catalogue-api';
import { learnKeys } from './learn-keys';

/** Enrols the member in a free course (the callable refuses others with its own words); My courses is refreshed. */
export function useEnrolInCourse() {
  const client = useQueryClient();
  return useMutation<EnrollInCourseAnswer, DataError, string>({
    mutationFn: (courseId) => enrollInCourse(courseId),
    onSuccess: () => client.invalidateQueries({ queryKey: learnKeys.myCourses() }),
  });
}
