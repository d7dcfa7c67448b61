import { useParams } from 'react-router-dom';
import { Loading, Page } from '../../../../ui';
import { Markdown } from '../../../../ui/Markdown';
import { useSignedIn } from '../../api/catalogue-api';
import { useLearnChapters, useLearnCourse } from '../../api/learn-course';
import { useEnrollment } from '../../api/learn-enrollment';
import { CourseCover } from '../catalogue/CourseCover';
import { courseLength } from '../shared/course-length';
import { CourseNotFound } from '../shared/CourseNotFound';
import { formatPrice } from '../shared/price';
import { CourseAction } from './CourseAction';
import { CourseOutline } from './CourseOutline';
import './course.css';

/**
 * `/courses/:courseId` (members): what the course is, who it is for, its chapters, and the one
 * next step for this member (start, continue, buy, join). A course the member may not read
 * (unknown, unpublished, archived) is "not found".
 */
export function CoursePage() {
  const { courseId = '' } = useParams();
  const { user } = useSignedIn();
  const isAdmin = user?.isAdmin === true;
  const course = useLearnCourse(courseId);
  const enrollment = useEnrollment(user?.uid ?? null, courseId);
  const chapters = useLearnChapters(courseId, Boolean(course.data));

  if (course.isPending) return <Loading label="Loading the course…" />;
  if (course.isError) {
    return (
      <Page title="We could not open this course">
        <div className="alert" role="alert">
          <p>{course.error.message}</p>
          <button type="button" className="button secondary" onClick={() => void course.refetch()}>
            Try again
          </button>
        </div>
      </Page>
    );
  }
  if (!course.data) return <CourseNotFound />;
  const c = course.data;
  const own = enrollment.status === 'ready' ? enrollment.enrollment : null;
  const completed = new Set(own?.completedChapters ?? []);

  return (
    <Page title={c.title}>
      <div className="course-page">
        <div className="course-hero">
          {c.coverImageUrl ? <CourseCover url={c.coverImageUrl} alt={c.coverAlt} className="course-hero-cover" /> : null}
          <div className="course-hero-text">
            {c.summary ? <p className="course-summary">{c.summary}</p> : null}
            <p className="muted course-facts">
              {courseLength(c)} · {formatPrice(c)}
            </p>
            {isAdmin && (!c.published || c.archived) ? (
              <p className="notice">{c.archived ? 'This course is archived' : 'This course is a draft'}: members not enrolled in it cannot see it.</p>
            ) : null}
            <section className="course-next" aria-label="Your next step">
              {enrollment.status === 'loading' ? <Loading label="Checking your enrolment…" /> : null}
              {enrollment.status === 'error' ? (
                <div className="alert" role="alert">
                  <p>We could not check your enrolment. {enrollment.error.message}</p>
                  <button type="button" className="button secondary" onClick={enrollment.retry}>
                    Try again
                  </button>
                </div>
              ) : null}
              {enrollment.status === 'ready' ? <CourseAction course={c} chapters={chapters.data ?? null} enrollment={own} isAdmin={isAdmin} /> : null}
            </section>
          </div>
        </div>

        {c.description ? (
          <section aria-labelledby="course-about">
            <h2 id="course-about">About this course</h2>
            <Markdown>{c.description}</Markdown>
          </section>
        ) : null}
        {c.whoFor ? (
          <section aria-labelledby="course-who">
            <h2 id="course-who">Who it is for</h2>
            <Markdown>{c.whoFor}</Markdown>
          </section>
        ) : null}

        <section aria-labelledby="course-chapters">
          <h2 id="course-chapters">Chapters</h2>
          {chapters.isPending ? <Loading label="Loading the chapters…" /> : null}
          {chapters.isError ? (
            <div className="alert" role="alert">
              <p>We could not load the chapters. {chapters.error.message}</p>
              <button type="button" className="button secondary" onClick={() => void chapters.refetch()}>
                Try again
              </button>
            </div>
          ) : null}
          {chapters.data && chapters.data.length === 0 ? <p className="placeholder">The chapters of this course are being written.</p> : null}
          {chapters.data && chapters.data.length > 0 ? (
            <CourseOutline courseId={c.id} chapters={chapters.data} canOpen={own !== null || isAdmin} completed={completed} />
          ) : null}
        </section>
      </div>
    </Page>
  );
}
