import { useQuery } from '@tanstack/react-query';
import { learnKeys } from './learn-keys';
import { courseProgress, listMyEnrollments, listPublishedChapters, loadCourse, type CourseProgress, type CourseSummary, type EnrollmentDocument } from './my-courses-api';

export interface MyCourse {
  course: CourseSummary;
  enrollment: EnrollmentDocument<Date>;
  progress: CourseProgress;
  /** the first published chapter ("Review" starts there); null when there is none */
  firstChapterId: string | null;
}

export interface MyCourses {
  inProgress: MyCourse[];
  completed: MyCourse[];
  /** enrolments whose course could not be read this time (the rest still show) */
  failed: number;
}

/**
 * Pure: the member's courses grouped for the page. Complete means every chapter published now is
 * done (a chapter added later puts a course back in progress). Most recently active first.
 */
export function groupMyCourses(entries: readonly MyCourse[], failed = 0): MyCourses {
  const when = (e: MyCourse) => (e.enrollment.completedAt ?? e.enrollment.updatedAt ?? e.enrollment.createdAt)?.getTime() ?? 0;
  const sorted = [...entries].sort((a, b) => when(b) - when(a));
  return { inProgress: sorted.filter((e) => !e.progress.complete), completed: sorted.filter((e) => e.progress.complete), failed };
}

async function loadMyCourses(uid: string): Promise<MyCourses> {
  const enrollments = await listMyEnrollments(uid);
  const settled = await Promise.allSettled(
    enrollments.map(async (enrollment): Promise<MyCourse | null> => {
      const [course, chapters] = await Promise.all([loadCourse(enrollment.courseId), listPublishedChapters(enrollment.courseId)]);
      if (!course) return null; // the course was deleted: nothing to continue
      const ids = chapters.map((c) => c.id);
      return { course, enrollment, progress: courseProgress(enrollment, ids), firstChapterId: ids[0] ?? null };
    }),
  );
  const found = settled.flatMap((s) => (s.status === 'fulfilled' && s.value ? [s.value] : []));
  const failed = settled.filter((s) => s.status === 'rejected').length;
  // nothing readable at all: the page shows the error with a retry
  if (failed > 0 && found.length === 0) throw (settled.find((s) => s.status === 'rejected') as PromiseRejectedResult).reason;
  return groupMyCourses(found, failed);
}

/** The signed-in member's courses with their progress. */
export function useMyCourses(uid: string | null) {
  return useQuery({ queryKey: learnKeys.mine(uid ?? ''), queryFn: () => loadMyCourses(uid!), enabled: uid !== null });
}
