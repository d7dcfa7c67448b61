import { Link, useNavigate } from 'react-router-dom';
import { courseProgress, type ChapterOutline, type CourseSummary, type EnrollmentDocument } from '../../api/learn-api';
import { useEnrolInCourse } from '../../api/enrol-course';
import { ProgressBar, chaptersDone } from '../shared/ProgressBar';
import { formatPrice } from '../shared/price';

/**
 * The one next step a course page offers: Continue (enrolled), Start course (free), Buy (paid:
 * not yet, the shop hands over later), Join membership (included with membership).
 */
export function CourseAction({
  course,
  chapters,
  enrollment,
  isAdmin,
}: {
  course: CourseSummary;
  /** published chapters in order; null while they load */
  chapters: readonly ChapterOutline[] | null;
  enrollment: EnrollmentDocument<Date> | null;
  isAdmin: boolean;
}) {
  // Owned here, not by the Start button: the live enrolment arrives before the callable answers,
  // and the member should land on the success page rather than see the page switch under them.
  const enrol = useEnrolInCourse();
  if (enrollment && enrol.isIdle) return <Enrolled course={course} chapters={chapters} enrollment={enrollment} />;
  return (
    <>
      {course.access === 'free' || !enrol.isIdle ? <StartCourse course={course} enrol={enrol} /> : null}
      {course.access === 'paid' ? <BuySoon course={course} /> : null}
      {course.access === 'membership' ? <JoinMembership /> : null}
      {isAdmin ? (
        <p className="muted">
          As an administrator you can open the chapters without enrolling: <Link to={`/courses/${course.id}/learn`}>open the learning view</Link>.
        </p>
      ) : null}
    </>
  );
}

function Enrolled({ course, chapters, enrollment }: { course: CourseSummary; chapters: readonly ChapterOutline[] | null; enrollment: EnrollmentDocument<Date> }) {
  if (!chapters) return <p className="muted">You are enrolled in this course.</p>;
  const progress = courseProgress(enrollment, chapters.map((c) => c.id));
  const target = progress.resumeChapterId ? `/courses/${course.id}/learn/${progress.resumeChapterId}` : `/courses/${course.id}/learn`;
  return (
    <div className="course-action">
      <ProgressBar percent={progress.percent} label={chaptersDone(progress.done, progress.total)} />
      {progress.complete ? (
        <>
          <p className="notice" role="status">
            <strong>You have completed this course.</strong> Well done. Its chapters stay open to you.
          </p>
          <Link className="button secondary" to={target}>
            Review the course
          </Link>
        </>
      ) : (
        <Link className="button" to={target}>
          Continue
        </Link>
      )}
    </div>
  );
}

function StartCourse({ course, enrol }: { course: CourseSummary; enrol: ReturnType<typeof useEnrolInCourse> }) {
  const navigate = useNavigate();
  const start = () => {
    enrol.reset();
    enrol.mutateAsync(course.id).then(
      () => navigate(`/courses/${course.id}/success`),
      () => undefined, // shown below from the mutation's state
    );
  };
  const busy = enrol.isPending || enrol.isSuccess;
  return (
    <div className="course-action">
      <p>
        <strong>Free.</strong> Enrol to open every chapter; your progress is saved as you go.
      </p>
      <button type="button" className="button" onClick={start} disabled={busy} aria-busy={busy}>
        {busy ? 'Enrolling…' : 'Start course'}
      </button>
      {enrol.isError ? (
        <div className="alert course-action-error" role="alert">
          <p>We could not enrol you. {enrol.error.message}</p>
          <p>Nothing was lost: press “Start course” to try again.</p>
        </div>
      ) : null}
    </div>
  );
}

function BuySoon({ course }: { course: CourseSummary }) {
  return (
    <div className="course-action">
      <p className="course-action-price">{formatPrice(course)}</p>
      <button type="button" className="button" disabled aria-describedby="course-buy-soon">
        Buy course
      </button>
      <p id="course-buy-soon" className="notice">
        <strong>Buying opens soon.</strong> This course can be bought here once our shop opens.
      </p>
    </div>
  );
}

function JoinMembership() {
  return (
    <div className="course-action">
      <p className="course-action-price">Included with membership</p>
      <p>This course is part of the membership: join to open it and every other members’ course.</p>
      <Link className="button" to="/membership">
        Join membership
      </Link>
    </div>
  );
}
