import { Link } from 'react-router-dom';
import { Loading, Page } from '../../../../ui';
import { ProgressBar, chaptersDone } from '../shared/ProgressBar';
import { useSignedIn } from '../../api/my-courses-api';
import { useMyCourses, type MyCourse } from '../../api/my-courses-list';
import './my-courses.css';

/** `/courses/my-courses`: the member's enrolments, in progress and completed, each with a way back in. */
export function MyCoursesPage() {
  const { user } = useSignedIn();
  const mine = useMyCourses(user?.uid ?? null);
  return (
    <Page title="My courses">
      {mine.isPending ? <Loading label="Loading your courses…" /> : null}
      {mine.isError ? (
        <div className="alert" role="alert">
          <p>{mine.error.message}</p>
          <button type="button" className="button secondary" onClick={() => void mine.refetch()}>
            Try again
          </button>
        </div>
      ) : null}
      {mine.isSuccess ? (
        <>
          {mine.data.failed > 0 ? (
            <div className="alert my-courses-partial" role="alert">
              <p>
                {mine.data.failed === 1 ? 'One of your courses' : `${mine.data.failed} of your courses`} could not be loaded.
              </p>
              <button type="button" className="button secondary" onClick={() => void mine.refetch()}>
                Try again
              </button>
            </div>
          ) : null}
          {mine.data.inProgress.length === 0 && mine.data.completed.length === 0 && mine.data.failed === 0 ? (
            <div className="placeholder">
              <p>You are not enrolled in any courses yet.</p>
              <Link className="button" to="/courses">
                Browse courses
              </Link>
            </div>
          ) : null}
          <CourseGroup title="In progress" courses={mine.data.inProgress} />
          <CourseGroup title="Completed" courses={mine.data.completed} />
        </>
      ) : null}
    </Page>
  );
}

function CourseGroup({ title, courses }: { title: string; courses: readonly MyCourse[] }) {
  if (courses.length === 0) return null;
  const id = `my-courses-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="my-courses-list" aria-labelledby={id}>
        {courses.map((entry) => (
          <li key={entry.course.id} className="card my-course">
            <CourseCard entry={entry} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CourseCard({ entry: { course, progress, firstChapterId } }: { entry: MyCourse }) {
  const learn = `/courses/${course.id}/learn`;
  const target = progress.complete ? firstChapterId : progress.resumeChapterId;
  return (
    <>
      {course.coverImageUrl?.startsWith('https://') ? (
        <img className="my-course-cover" src={course.coverImageUrl} alt={course.coverAlt} loading="lazy" />
      ) : (
        <div className="my-course-cover my-course-cover-none" aria-hidden="true" />
      )}
      <div className="my-course-text">
        <h3 className="my-course-title">
          <Link to={`/courses/${course.id}`}>{course.title}</Link>
        </h3>
        <ProgressBar percent={progress.percent} label={chaptersDone(progress.done, progress.total)} />
        <Link className={progress.complete ? 'button secondary' : 'button'} to={target ? `${learn}/${target}` : learn}>
          {progress.complete ? 'Review' : 'Continue'} <span className="visually-hidden">{course.title}</span>
        </Link>
      </div>
    </>
  );
}
