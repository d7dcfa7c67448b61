import { Link, useParams } from 'react-router-dom';
import { Loading, Page } from '../../../../ui';
import { useSignedIn } from '../../api/catalogue-api';
import { useLearnCourse } from '../../api/learn-course';
import { useEnrollment } from '../../api/learn-enrollment';

/**
 * `/courses/:courseId/success`: confirms an enrolment from Firestore (the member's enrolment
 * document, live), never from the address alone, then offers to start.
 */
export function CourseSuccessPage() {
  const { courseId = '' } = useParams();
  const { user } = useSignedIn();
  const enrollment = useEnrollment(user?.uid ?? null, courseId);
  const course = useLearnCourse(courseId);

  if (enrollment.status === 'loading' || (enrollment.status === 'ready' && enrollment.enrollment && course.isPending)) {
    return <Loading label="Confirming your enrolment…" />;
  }
  if (enrollment.status === 'error') {
    return (
      <Page title="We could not confirm your enrolment">
        <div className="alert" role="alert">
          <p>{enrollment.error.message}</p>
          <button type="button" className="button secondary" onClick={enrollment.retry}>
            Try again
          </button>
        </div>
        <p>
          <Link to={`/courses/${courseId}`}>Back to the course</Link>
        </p>
      </Page>
    );
  }
  if (!enrollment.enrollment) {
    return (
      <Page title="We could not find your enrolment">
        <p>You are not enrolled in this course yet. Enrolment can take a moment: if you have just enrolled, go back to the course and try again.</p>
        <p>
          <Link className="button" to={`/courses/${courseId}`}>
            Back to the course
          </Link>
        </p>
      </Page>
    );
  }
  const title = course.data?.title;
  return (
    <Page title={title ? `You are enrolled in ${title}` : 'You are enrolled'}>
      <p>Welcome. Your progress is saved as you go: come back any time and carry on where you left off.</p>
      <p>
        <Link className="button" to={`/courses/${courseId}/learn`}>
          Start learning
        </Link>
      </p>
      <p>
        <Link to={`/courses/${courseId}`}>Back to the course page</Link> · <Link to="/courses/my-courses">My courses</Link>
      </p>
    </Page>
  );
}
