import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Loading } from '../../../../ui';
import { Markdown } from '../../../../ui/Markdown';
import { useChapterBody } from '../../api/learn-course';
import type { ChapterOutline } from '../../api/learn-api';
import { ChapterAttachments } from './ChapterAttachments';
import { ChapterVideo } from './ChapterVideo';

export interface ProgressControl {
  completed: boolean;
  saving: boolean;
  /** the last toggle's failure, in words */
  error: string | null;
  onToggle(): void;
}

/**
 * One chapter: its heading (focused on every chapter change, so a screen reader announces where
 * the member now is), video, body, attachments, "Mark as complete" and the way on.
 */
export function ChapterView({
  courseId,
  chapter,
  position,
  previous,
  next,
  progress,
  membershipCourse = false,
}: {
  courseId: string;
  chapter: ChapterOutline;
  /** 1-based place in the course, and how many chapters it has */
  position: { index: number; count: number };
  previous: ChapterOutline | null;
  next: ChapterOutline | null;
  /** null: the reader is not enrolled (an administrator looking), so nothing is recorded */
  progress: ProgressControl | null;
  /** the course is included with membership: a refused body means the member's membership has ended */
  membershipCourse?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const body = useChapterBody(courseId, chapter.id, true);
  // an enrolled member (progress is theirs) refused a body of a membership course: the rules'
  // membership test failed, so say that rather than a generic error (the enrolment and progress stay)
  const refused = body.error !== null && 'code' in body.error && String(body.error.code).endsWith('permission-denied');
  const membershipEnded = membershipCourse && progress !== null && refused;
  useEffect(() => {
    heading.current?.focus();
  }, [chapter.id]);

  return (
    <article className="learn-chapter" aria-labelledby="learn-chapter-title">
      <h1 id="learn-chapter-title" ref={heading} tabIndex={-1}>
        {chapter.title}
      </h1>
      <p className="muted">
        Chapter {position.index} of {position.count} · {chapter.durationMinutes} min
      </p>

      {body.isPending ? <Loading label="Loading the chapter…" /> : null}
      {membershipEnded ? <MembershipEnded /> : null}
      {body.isError && !membershipEnded ? (
        <div className="alert" role="alert">
          <p>{body.error.message}</p>
          <button type="button" className="button secondary" onClick={() => void body.refetch()}>
            Try again
          </button>
        </div>
      ) : null}
      {body.isSuccess && body.data === null ? <p className="muted">This chapter has no content yet.</p> : null}
      {body.isSuccess && body.data ? (
        <>
          {body.data.videoUrl ? <ChapterVideo url={body.data.videoUrl} captionsUrl={body.data.captionsUrl} chapterTitle={chapter.title} /> : null}
          {body.data.markdown ? (
            <div className="learn-body">
              <Markdown>{body.data.markdown}</Markdown>
            </div>
          ) : null}
          <ChapterAttachments attachments={body.data.attachments} />
        </>
      ) : null}

      {membershipEnded ? null : progress ? (
        <div className="learn-complete">
          <button
            type="button"
            className={progress.completed ? 'button secondary' : 'button'}
            onClick={progress.onToggle}
            disabled={progress.saving}
            aria-busy={progress.saving}
          >
            {progress.completed ? 'Completed ✓ — mark as not complete' : 'Mark as complete'}
          </button>
          {progress.error ? (
            <p className="alert" role="alert">
              {progress.error}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="muted">You are viewing this course as an administrator: progress is not recorded.</p>
      )}

      <nav className="learn-pager" aria-label="Previous and next chapter">
        {previous ? (
          <Link className="button secondary" to={`/courses/${courseId}/learn/${previous.id}`} rel="prev">
            ← Previous<span className="visually-hidden">:</span> <span className="visually-hidden">{previous.title}</span>
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link className="button secondary" to={`/courses/${courseId}/learn/${next.id}`} rel="next">
            Next<span className="visually-hidden">:</span> <span className="visually-hidden">{next.title}</span> →
          </Link>
        ) : null}
      </nav>
    </article>
  );
}

function MembershipEnded() {
  return (
    <div className="notice learn-membership-ended" role="alert">
      <p>Your membership has ended, so this chapter is locked. Renew to carry on — your progress is kept.</p>
      <p>
        <Link className="button" to="/membership">
          Renew membership
        </Link>
      </p>
    </div>
  );
}
