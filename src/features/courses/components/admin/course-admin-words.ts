/** Pure wording of the administrators' course pages. */
import { ukDateTime } from '@model';
import type { AdminCourse, EnrolmentCounts } from '../../api/admin-api';

/** "1 Mar 2026, 10:42" in UK time */
export const editTime = ukDateTime;

/** Who saved last, as the administrator reads it: "you", or "another administrator" for an account id. */
export function editorText(updatedBy: string | null, myUid: string | null): string | null {
  if (!updatedBy) return null;
  if (myUid && updatedBy === myUid) return 'you';
  return 'another administrator';
}

export type CourseStatus = 'draft' | 'published' | 'archived';

export function courseStatus(course: Pick<AdminCourse, 'published' | 'archived'>): CourseStatus {
  return course.archived ? 'archived' : course.published ? 'published' : 'draft';
}

export const COURSE_STATUS_LABELS: Record<CourseStatus, string> = { draft: 'Draft', published: 'Published', archived: 'Archived' };

/** "3 of 12 completed (25%)"; "No enrolments yet". */
export function completionText(counts: EnrolmentCounts): string {
  if (counts.enrolled === 0) return 'No enrolments yet';
  return `${counts.completed} of ${counts.enrolled} completed (${Math.round((counts.completed / counts.enrolled) * 100)}%)`;
}

/** "4 chapters · 45 min" of the published chapters; "No published chapters". */
export function lengthText(course: Pick<AdminCourse, 'chapterCount' | 'totalMinutes'>): string {
  if (course.chapterCount === 0) return 'No published chapters';
  return `${course.chapterCount} ${course.chapterCount === 1 ? 'chapter' : 'chapters'} · ${course.totalMinutes} min`;
}

export const builderPath = (courseId: string) => `/admin/courses/builder/${encodeURIComponent(courseId)}`;
export const coursePagePath = (courseId: string) => `/courses/${encodeURIComponent(courseId)}`;
