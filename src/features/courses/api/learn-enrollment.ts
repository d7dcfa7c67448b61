import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { learnKeys } from './learn-keys';
import { markChapterComplete, markChapterIncomplete, recordChapterOpened, watchEnrollment, type DataError, type EnrollmentDocument } from './learn-api';

export type EnrollmentState =
  | { status: 'loading' }
  | { status: 'ready'; enrollment: EnrollmentDocument<Date> | null }
  | { status: 'error'; error: DataError };

/**
 * Live: the member's enrolment in a course. Live because the member's own progress writes (on
 * this tab or another device) should show at once, ticks and progress bar alike.
 */
export function useEnrollment(uid: string | null, courseId: string): EnrollmentState & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const key = `${uid ?? ''}/${courseId}/${attempt}`;
  const [state, setState] = useState<EnrollmentState & { key: string }>({ status: 'loading', key });
  useEffect(() => {
    if (!uid) return undefined;
    return watchEnrollment(
      uid,
      courseId,
      (enrollment) => setState({ status: 'ready', enrollment, key }),
      (error) => setState({ status: 'error', error, key }),
    );
  }, [uid, courseId, key]);
  const retry = () => setAttempt((n) => n + 1);
  // another course, account or attempt: nothing known about it yet
  return state.key === key ? { ...state, retry } : { status: 'loading', retry };
}

export interface ProgressChange {
  uid: string;
  courseId: string;
  chapterId: string;
  complete: boolean;
  /** marking this one completes every published chapter */
  finishesCourse: boolean;
}

/** Marks a chapter complete or not complete; the live enrolment shows the result, My courses is refreshed. */
export function useChapterProgress() {
  const client = useQueryClient();
  return useMutation<void, DataError, ProgressChange>({
    mutationFn: ({ uid, courseId, chapterId, complete, finishesCourse }) =>
      complete ? markChapterComplete(uid, courseId, chapterId, finishesCourse) : markChapterIncomplete(uid, courseId, chapterId),
    onSuccess: () => client.invalidateQueries({ queryKey: learnKeys.myCourses() }),
  });
}

/**
 * Remembers the chapter an enrolled member opened (where "Continue" goes), once per chapter
 * shown, and refreshes My courses' "Continue" links.
 */
export function useRecordChapterOpened(enrollment: EnrollmentDocument<Date> | null, uid: string, courseId: string, chapterId: string) {
  const client = useQueryClient();
  const recorded = useRef<string | null>(null);
  const enrolled = enrollment !== null;
  const last = enrollment?.lastChapterId ?? null;
  useEffect(() => {
    if (!enrolled || recorded.current === chapterId) return;
    recorded.current = chapterId;
    if (last === chapterId) return;
    recordChapterOpened(uid, courseId, chapterId).then(
      () => client.invalidateQueries({ queryKey: learnKeys.myCourses() }),
      // a bookmark, not the member's work: if it fails, "Continue" goes to the chapter before
      () => undefined,
    );
  }, [client, enrolled, last, uid, courseId, chapterId]);
}
