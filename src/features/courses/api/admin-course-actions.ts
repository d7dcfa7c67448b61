import { useMutation, useQueryClient } from '@tanstack/react-query';
import { archiveCourse, createCourse, duplicateCourse } from './admin-api';
import { adminCourseKeys } from './admin-keys';

/** Creates a draft course at courses/{courseId}; the list shows it. */
export function useCreateCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ courseId, title, order }: { courseId: string; title: string; order: number }) => createCourse(courseId, title, order),
    onSuccess: () => client.invalidateQueries({ queryKey: adminCourseKeys.list() }),
  });
}

/** Copies a course with its chapters and bodies as an unpublished draft. */
export function useDuplicateCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ sourceId, newId, order }: { sourceId: string; newId: string; order: number }) => duplicateCourse(sourceId, newId, order),
    onSuccess: () => client.invalidateQueries({ queryKey: adminCourseKeys.list() }),
  });
}

/** Archives a course (out of the catalogue) or brings it back as a draft; an open builder of it reloads. */
export function useArchiveCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ courseId, archived }: { courseId: string; archived: boolean }) => archiveCourse(courseId, archived),
    onSuccess: (_nothing, { courseId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminCourseKeys.list() }),
        client.invalidateQueries({ queryKey: adminCourseKeys.builder(courseId) }),
      ]),
  });
}
