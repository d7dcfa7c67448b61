import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { Dialog, Loading, Page } from '../../../../ui';
import { ProgressBar, chaptersDone } from '../shared/ProgressBar';
import { CourseNotFound } from '../shared/CourseNotFound';
import { courseProgress, useSignedIn, type ChapterOutline, type CourseSummary, type EnrollmentDocument } from '../../api/learn-api';
import { useLearnChapters, useLearnCourse } from '../../api/learn-course';
import { useChapterProgress, useEnrollment, useRecordChapterOpened } from '../../api/learn-enrollment';
import { ChapterList } from './ChapterList';
import { ChapterView } from './ChapterView';
import './learn.css';

/**
 * `/courses/:courseId/learn[/:chapterId]`: the learning view, for members enrolled in the course
 * and administrators. The rules guard the chapter bodies; this page explains itself to everyone
 * else. Without a chapter it resumes where the member left off.
 */
export function CourseLearnPage() {
  const { courseId = '', chapterId } = useParams();
  const { user } = useSignedIn();
  const isAdmin = user?.isAdmin === true;
  const course = useLearnCourse(courseId);
  const enrollment = useEnrollment(user?.uid ?? null, courseId);
  const enrolled = enrollment.status === 'ready' && enrollment.enrollment !== null;
  const chapters = useLearnChapters(courseId, isAdmin || enrolled);

  // no heading while loading: the page's first heading is the one it settles on
  if (enrollment.status === 'loading' || course.isPending) return <Loading label="Opening the course…" />;
  if (enrollment.status === 'error' || course.isError) {
    const message = enrollment.status === 'error' ? enrollment.error.message : course.error?.message;
    const retry = () => {
      if (enrollment.status === 'error') enrollment.retry();
      if (course.isError) void course.refetch();
    };
    return (
      <Page title="We could not open this course">
        <div className="alert" role="alert">
          <p>{message}</p>
          <button type="button" className="button secondary" onClick={retry}>
            Try again
          </button>
        </div>
      </Page>
    );
  }
  if (!course.data) return <CourseNotFound />;
  if (!enrolled && !isAdmin) return <EnrolFirst course={course.data} />;
  if (chapters.isPending) return <Loading label="Loading the chapters…" />;
  if (chapters.isError) {
    return (
      <Page title={course.data.title}>
        <div className="alert" role="alert">
          <p>{chapters.error.message}</p>
          <button type="button" className="button secondary" onClick={() => void chapters.refetch()}>
            Try again
          </button>
        </div>
      </Page>
    );
  }
  const own = enrollment.status === 'ready' ? enrollment.enrollment : null;
  if (chapters.data.length === 0) {
    return (
      <Page title={course.data.title}>
        <p className="placeholder">This course has no chapters yet.</p>
        <p>
          <Link to={`/courses/${courseId}`}>Back to the course page</Link>
        </p>
      </Page>
    );
  }
  if (!chapterId) {
    const resume = courseProgress(own, chapters.data.map((c) => c.id)).resumeChapterId ?? chapters.data[0]!.id;
    return <Navigate replace to={`/courses/${courseId}/learn/${resume}`} />;
  }
  const index = chapters.data.findIndex((c) => c.id === chapterId);
  if (index < 0) return <ChapterNotFound course={course.data} />;
  return <Learning course={course.data} chapters={chapters.data} index={index} enrollment={own} uid={user?.uid ?? ''} />;
}

function Learning({
  course,
  chapters,
  index,
  enrollment,
  uid,
}: {
  course: CourseSummary;
  chapters: ChapterOutline[];
  index: number;
  enrollment: EnrollmentDocument<Date> | null;
  uid: string;
}) {
  const chapter = chapters[index]!;
  const [drawer, setDrawer] = useState(false);
  const change = useChapterProgress();
  const ids = useMemo(() => chapters.map((c) => c.id), [chapters]);
  const progress = courseProgress(enrollment, ids);
  const completed = useMemo(() => new Set(enrollment?.completedChapters ?? []), [enrollment]);
  useRecordChapterOpened(enrollment, uid, course.id, chapter.id);

  useEffect(() => {
    document.title = `${chapter.title} · ${course.title} · Wellness`;
  }, [chapter.title, course.title]);

  const isDone = completed.has(chapter.id);
  const onToggle = () => {
    change.reset();
    change.mutate({
      uid,
      courseId: course.id,
      chapterId: chapter.id,
      complete: !isDone,
      finishesCourse: !isDone && ids.every((id) => id === chapter.id || completed.has(id)),
    });
  };
  const list = (onPick?: () => void) => (
    <ChapterList courseId={course.id} chapters={chapters} currentId={chapter.id} completed={completed} onPick={onPick} />
  );

  return (
    <div className="learn">
      <header className="learn-header">
        <p className="learn-course">
          <Link to={`/courses/${course.id}`}>{course.title}</Link>
        </p>
        {enrollment ? <ProgressBar percent={progress.percent} label={chaptersDone(progress.done, progress.total)} /> : null}
        <button type="button" className="button secondary learn-chapters-button" aria-haspopup="dialog" onClick={() => setDrawer(true)}>
          Chapters
        </button>
      </header>
      {enrollment && progress.complete ? (
        <div className="notice learn-finished" role="status">
          <p>
            <strong>You have finished {course.title}.</strong> Well done.
          </p>
          <Link to="/courses/my-courses">Go to My courses</Link>
        </div>
      ) : null}
      <div className="learn-layout">
        <nav className="learn-sidebar" aria-label="Chapters">
          {list()}
        </nav>
        <ChapterView
          key={chapter.id}
          courseId={course.id}
          chapter={chapter}
          position={{ index: index + 1, count: chapters.length }}
          previous={chapters[index - 1] ?? null}
          next={chapters[index + 1] ?? null}
          progress={enrollment ? { completed: isDone, saving: change.isPending, error: change.error?.message ?? null, onToggle } : null}
          membershipCourse={course.access === 'membership'}
        />
      </div>
      {drawer ? (
        <Dialog title="Chapters" onCancel={() => setDrawer(false)}>
          <nav className="learn-drawer" aria-label="Chapters">
            {list(() => setDrawer(false))}
          </nav>
          <button type="button" className="button secondary" onClick={() => setDrawer(false)}>
            Close
          </button>
        </Dialog>
      ) : null}
    </div>
  );
}

function EnrolFirst({ course }: { course: CourseSummary }) {
  return (
    <Page title="Enrol to open this course">
      <p>
        The chapters of <strong>{course.title}</strong> open to members enrolled in it.
      </p>
      <p>
        <Link className="button" to={`/courses/${course.id}`}>
          Go to the course page
        </Link>
      </p>
    </Page>
  );
}

function ChapterNotFound({ course }: { course: CourseSummary }) {
  return (
    <Page title="Chapter not found">
      <p>This chapter is not part of {course.title}, or it is not published.</p>
      <p>
        <Link to={`/courses/${course.id}`}>Back to {course.title}</Link>
      </p>
    </Page>
  );
}
