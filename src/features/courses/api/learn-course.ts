import { useQuery } from '@tanstack/react-query';
import { learnKeys } from './learn-keys';
import { listPublishedChapters, loadChapterBody, loadCourse } from './learn-api';

/** The course (null: none this reader may see). */
export function useLearnCourse(courseId: string) {
  return useQuery({ queryKey: learnKeys.course(courseId), queryFn: () => loadCourse(courseId) });
}

/** The course's published chapters in order; only asked for once the reader may open the course. */
export function useLearnChapters(courseId: string, enabled: boolean) {
  return useQuery({ queryKey: learnKeys.chapters(courseId), queryFn: () => listPublishedChapters(courseId), enabled });
}

/** One chapter's body (Markdown, video, attachments); null when the chapter has none yet. */
export function useChapterBody(courseId: string, chapterId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: learnKeys.body(courseId, chapterId ?? ''),
    queryFn: () => loadChapterBody(courseId, chapterId!),
    enabled: enabled && chapterId !== null,
  });
}
