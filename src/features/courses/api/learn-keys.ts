/** Query keys of the learning view and My courses (their own prefix: their answers are shaped differently from the catalogue's). */
export const learnKeys = {
  course: (courseId: string) => ['learn', 'course', courseId] as const,
  chapters: (courseId: string) => ['learn', 'chapters', courseId] as const,
  body: (courseId: string, chapterId: string) => ['learn', 'body', courseId, chapterId] as const,
  /** every member's My courses list (progress changes invalidate it) */
  myCourses: () => ['my-courses'] as const,
  mine: (uid: string) => ['my-courses', uid] as const,
};
