/**
 * Courses, shared by the rules, the functions, the web app's data layer and the seed.
 * Parsers are pure, never throw, and fill what is missing with safe defaults (a stored document
 * written by an older build still reads).
 *
 * Stored shapes (timestamps typed by the caller):
 * - courses/{courseId}: CourseDocument. Administrators write it (the course builder saves in a
 *   transaction that checks and bumps `revision`, so a save from a stale tab is refused).
 *   `published` puts it in the catalogue; `archived` takes it out for good (published false) while
 *   members already enrolled keep learning. `chapterCount`/`totalMinutes` count published chapters
 *   and are rewritten by every builder save.
 * - courses/{courseId}/chapters/{chapterId}: ChapterDocument, the outline (title, order, minutes):
 *   readable with the course. `audience` repeats the course's (the rules read it without a get()).
 * - courses/{courseId}/chapters/{chapterId}/content/body: ChapterBody (Markdown, video, captions,
 *   attachments): only administrators and members enrolled in the course read it (rules).
 * - enrollments/{uid}_{courseId}: EnrollmentDocument. Created only by a function (`enrollInCourse`
 *   for free courses; the shop's fulfilment for paid and membership ones); the member then updates
 *   `completedChapters`, `lastChapterId`, `updatedAt` and, once every published chapter is done,
 *   `completedAt`.
 */
import type { Parsed } from '../forms/form-callables.ts';
import { asData, count, oneOf, text, timeOrNull } from '@engine';

export const CONTENT_AUDIENCES = ['public', 'members'] as const;
/** Who sees a course in the catalogue: everyone, or signed-in members. */
export type ContentAudience = (typeof CONTENT_AUDIENCES)[number];

export const COURSE_ACCESS = ['free', 'paid', 'membership'] as const;
/** How a member gets in: enrol at no cost, buy it, or have a membership that includes it. */
export type CourseAccess = (typeof COURSE_ACCESS)[number];

export const ENROLLMENT_SOURCES = ['free', 'purchase', 'membership', 'admin', 'seed'] as const;
export type EnrollmentSource = (typeof ENROLLMENT_SOURCES)[number];

/** Bounds the rules, the builder and the parsers share. */
export const COURSE_LIMITS = {
  title: 120,
  summary: 300,
  description: 10_000,
  whoFor: 1_000,
  coverAlt: 200,
  url: 2_048,
  chapters: 200,
  chapterTitle: 120,
  chapterMinutes: 600,
  markdown: 50_000,
  attachments: 10,
  attachmentTitle: 120,
  /** £10 000 in pence */
  pricePence: 1_000_000,
} as const;

export interface CourseDocument<Time> {
  title: string;
  /** equals the document id (a ROUTE_ID slug); kept for queries and links */
  slug: string;
  summary: string;
  /** Markdown: what the course covers */
  description: string;
  /** Markdown or plain text: who the course is for */
  whoFor: string;
  coverImageUrl: string | null;
  coverAlt: string;
  audience: ContentAudience;
  access: CourseAccess;
  /** price in pence when access is 'paid'; 0 otherwise */
  pricePence: number;
  published: boolean;
  archived: boolean;
  /** published chapters, and their minutes added up (rewritten by every builder save) */
  chapterCount: number;
  totalMinutes: number;
  /** the catalogue's order (ascending) */
  order: number;
  /** +1 on every builder save; a save that read an older revision is refused */
  revision: number;
  createdAt: Time | null;
  updatedAt: Time | null;
  updatedBy: string | null;
}

export interface ChapterDocument {
  title: string;
  /** position in the course, ascending (1, 2, 3 ...) */
  order: number;
  durationMinutes: number;
  published: boolean;
  /** the course's audience, repeated for the rules */
  audience: ContentAudience;
}

export interface ChapterAttachment {
  title: string;
  url: string;
}

/** courses/{courseId}/chapters/{chapterId}/content/body */
export interface ChapterBody {
  markdown: string;
  /** YouTube, Vimeo, or a plain https video file; null for none */
  videoUrl: string | null;
  /** a WebVTT file for the video's captions */
  captionsUrl: string | null;
  attachments: ChapterAttachment[];
}

export interface EnrollmentDocument<Time> {
  uid: string;
  courseId: string;
  source: EnrollmentSource;
  completedChapters: string[];
  lastChapterId: string | null;
  createdAt: Time | null;
  updatedAt: Time | null;
  /** set by the member when the last published chapter is marked complete */
  completedAt: Time | null;
}

/** The document id of a member's enrolment: `{uid}_{courseId}` (Firebase Auth uids hold no `_`). */
export const enrollmentId = (uid: string, courseId: string): string => `${uid}_${courseId}`;

// ---- readers ----

const urlOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= COURSE_LIMITS.url ? value : null;
const httpsOrNull = (value: unknown): string | null => {
  const url = urlOrNull(value);
  return url !== null && /^https:\/\/\S+$/i.test(url) ? url : null;
};

/** A stored course as the app reads it (older seeds wrote `priceGBP` in pence: read as pricePence). */
export function readCourse<Time>(courseId: string, input: unknown): CourseDocument<Time> {
  const data = asData(input);
  const pricePence = count(data.pricePence ?? data.priceGBP, COURSE_LIMITS.pricePence);
  const access = oneOf(data.access, COURSE_ACCESS, pricePence > 0 ? 'paid' : 'free');
  return {
    title: text(data.title, COURSE_LIMITS.title) || courseId,
    slug: courseId,
    summary: text(data.summary, COURSE_LIMITS.summary),
    description: text(data.description, COURSE_LIMITS.description),
    whoFor: text(data.whoFor, COURSE_LIMITS.whoFor),
    coverImageUrl: urlOrNull(data.coverImageUrl),
    coverAlt: text(data.coverAlt, COURSE_LIMITS.coverAlt),
    audience: oneOf(data.audience, CONTENT_AUDIENCES, 'members'),
    access,
    pricePence: access === 'paid' ? pricePence : 0,
    published: data.published === true,
    archived: data.archived === true,
    chapterCount: count(data.chapterCount, COURSE_LIMITS.chapters),
    totalMinutes: count(data.totalMinutes),
    order: typeof data.order === 'number' && Number.isFinite(data.order) ? data.order : 0,
    revision: count(data.revision),
    createdAt: timeOrNull<Time>(data.createdAt),
    updatedAt: timeOrNull<Time>(data.updatedAt),
    updatedBy: typeof data.updatedBy === 'string' ? data.updatedBy : null,
  };
}

export function readChapter(input: unknown): ChapterDocument {
  const data = asData(input);
  return {
    title: text(data.title, COURSE_LIMITS.chapterTitle),
    order: typeof data.order === 'number' && Number.isFinite(data.order) ? data.order : 0,
    durationMinutes: count(data.durationMinutes, COURSE_LIMITS.chapterMinutes),
    published: data.published === true,
    audience: oneOf(data.audience, CONTENT_AUDIENCES, 'members'),
  };
}

/** Older seeds kept `body`/`videoUrl` on the chapter itself: read those too. */
export function readChapterBody(input: unknown): ChapterBody {
  const data = asData(input);
  const attachments = Array.isArray(data.attachments) ? data.attachments : [];
  return {
    markdown: text(data.markdown ?? data.body, COURSE_LIMITS.markdown),
    videoUrl: urlOrNull(data.videoUrl),
    captionsUrl: urlOrNull(data.captionsUrl),
    attachments: attachments
      .map(asData)
      // links only to https pages (the rules refuse others; older data may hold anything)
      .map((a) => ({ title: text(a.title, COURSE_LIMITS.attachmentTitle), url: httpsOrNull(a.url) ?? '' }))
      .filter((a) => a.title && a.url)
      .slice(0, COURSE_LIMITS.attachments),
  };
}

export function readEnrollment<Time>(input: unknown): EnrollmentDocument<Time> {
  const data = asData(input);
  const done = Array.isArray(data.completedChapters) ? data.completedChapters.filter((id): id is string => typeof id === 'string') : [];
  return {
    uid: typeof data.uid === 'string' ? data.uid : '',
    courseId: typeof data.courseId === 'string' ? data.courseId : '',
    source: oneOf(data.source, ENROLLMENT_SOURCES, 'admin'),
    completedChapters: [...new Set(done)],
    lastChapterId: typeof data.lastChapterId === 'string' ? data.lastChapterId : null,
    createdAt: timeOrNull<Time>(data.createdAt),
    updatedAt: timeOrNull<Time>(data.updatedAt),
    completedAt: timeOrNull<Time>(data.completedAt),
  };
}

// ---- progress ----

export interface CourseProgress {
  /** published chapters completed */
  done: number;
  /** published chapters */
  total: number;
  /** 0..100, whole */
  percent: number;
  complete: boolean;
  /** where "Continue" goes: the last chapter opened (if still published), else the first not done, else the first */
  resumeChapterId: string | null;
}

/**
 * Pure: a member's progress through the published chapters (ids in course order). Completed ids
 * of chapters since removed or unpublished do not count.
 */
export function courseProgress(
  enrollment: Pick<EnrollmentDocument<unknown>, 'completedChapters' | 'lastChapterId'> | null,
  chapterIds: readonly string[],
): CourseProgress {
  const completed = new Set(enrollment?.completedChapters ?? []);
  const done = chapterIds.filter((id) => completed.has(id)).length;
  const total = chapterIds.length;
  const last = enrollment?.lastChapterId ?? null;
  const resumeChapterId =
    (last && chapterIds.includes(last) ? last : null) ?? chapterIds.find((id) => !completed.has(id)) ?? chapterIds[0] ?? null;
  return { done, total, percent: total === 0 ? 0 : Math.round((done / total) * 100), complete: total > 0 && done === total, resumeChapterId };
}

// ---- enrolment ----

export interface EnrollInCourseRequest {
  courseId: string;
}

export interface EnrollInCourseAnswer {
  enrollmentId: string;
  /** false when the member was already enrolled (the callable is idempotent) */
  created: boolean;
}

const COURSE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

export function parseEnrollInCourseRequest(payload: unknown): Parsed<EnrollInCourseRequest> {
  const courseId = asData(payload).courseId;
  if (typeof courseId !== 'string' || !COURSE_ID.test(courseId)) return { ok: false, message: 'Say which course to enrol in.' };
  return { ok: true, value: { courseId } };
}

/**
 * Why a member cannot enrol in this course through `enrollInCourse`, or null. Free courses open to
 * every member; a membership course to a member whose membership gives access (administrators
 * included, by the caller); a paid course only through the shop (the webhook enrols the buyer).
 */
export function enrolmentRefusal(
  course: Pick<CourseDocument<unknown>, 'published' | 'archived' | 'access'> | null,
  membershipGivesAccess: boolean,
): string | null {
  if (!course || !course.published || course.archived) return 'This course is not available.';
  if (course.access === 'paid') return 'This course is bought from its page: press Buy.';
  if (course.access === 'membership' && !membershipGivesAccess) return 'This course is included with membership: join to start it.';
  return null;
}

/** Audit actions of courses (auditLog/{id}.action). */
export const COURSE_AUDIT_ACTIONS = {
  enrol: 'course.enrol',
} as const;
