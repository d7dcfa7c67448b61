import type { CourseSummary } from '../../api/home';

/** How many courses the home page features. */
export const FEATURED_COURSES = 3;

/**
 * Pure: the courses the home page features: published, not archived, in the catalogue's order
 * (the owner's ordering decides; the course contract has no separate "featured" flag).
 */
export function featuredCourses(courses: readonly CourseSummary[], count = FEATURED_COURSES): CourseSummary[] {
  return courses.filter((c) => c.published && !c.archived).slice(0, count);
}

/** "4 chapters · about 35 minutes" (empty when the course has no published chapters yet). */
export function courseLength(course: Pick<CourseSummary, 'chapterCount' | 'totalMinutes'>): string {
  if (course.chapterCount < 1) return '';
  const chapters = course.chapterCount === 1 ? '1 chapter' : `${course.chapterCount} chapters`;
  return course.totalMinutes > 0 ? `${chapters} · about ${course.totalMinutes} minutes` : chapters;
}
