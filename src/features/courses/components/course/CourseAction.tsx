import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { IMMEDIATE_ACCESS, IMMEDIATE_ACCESS_REFUSALS, RIGHT_TO_CANCEL_PATH } from '@model';
import { AgreeBox, Loading, useAgreeBox } from '../../../../ui';
import { courseProgress, type ChapterOutline, type CourseSummary, type EnrollmentDocument } from '../../api/learn-api';
import { useSignedIn } from '../../api/catalogue-api';
import { useEnrolInCourse } from '../../api/enrol-course';
import { checkoutDestination, useBuyCourse, useCourseOnSale, useMembershipAccess } from '../../api/course-checkout';
import { ProgressBar, chaptersDone } from '../shared/ProgressBar';
import { formatPrice } from '../shared/price';

/**
 * The one next step a course page offers: Continue (enrolled), Start course (free, or included
 * with the member's membership), Buy (paid: to checkout; the webhook enrols after payment), Join
 * membership (a membership course, for a member without one).
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
  const [params] = useSearchParams();
  if (enrollment && enrol.isIdle) return <Enrolled course={course} chapters={chapters} enrollment={enrollment} />;
  return (
    <>
      {params.get('checkout') === 'cancelled' ? (
        <p className="notice course-action-cancelled" role="status">
          Checkout was cancelled. Nothing was charged.
        </p>
      ) : null}
      {course.access === 'free' || !enrol.isIdle ? <StartCourse course={course} enrol={enrol} /> : null}
      {course.access === 'paid' ? <BuyCourse course={course} /> : null}
      {course.access === 'membership' && enrol.isIdle ? <MembershipCourse course={course} enrol={enrol} /> : null}
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
      {course.access === 'membership' ? (
        <p>
          <strong>Included with your membership.</strong> Enrol to open every chapter; your progress is saved as you go.
        </p>
      ) : (
        <p>
          <strong>Free.</strong> Enrol to open every chapter; your progress is saved as you go.
        </p>
      )}
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

/** A paid course: Buy opens checkout (the server sets the price); the webhook enrols the member once the payment is confirmed. */
function BuyCourse({ course }: { course: CourseSummary }) {
  const navigate = useNavigate();
  const price = formatPrice(course);
  const onSale = useCourseOnSale(course.id, course.pricePence > 0);
  const buy = useBuyCourse();
  const agreement = useAgreeBox(IMMEDIATE_ACCESS_REFUSALS.missing);
  if (course.pricePence > 0 && onSale.isPending) return <Loading label="Checking the price…" />;
  if (onSale.isError) {
    return (
      <div className="alert course-action-error" role="alert">
        <p>We could not check whether this course is on sale. {onSale.error.message}</p>
        <button type="button" className="button secondary" onClick={() => void onSale.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (course.pricePence <= 0 || !onSale.data) {
    return (
      <div className="course-action">
        <p className="course-action-price">{price}</p>
        <p className="notice">
          <strong>Not on sale yet.</strong> This course can be bought here once the practice puts it on sale.
        </p>
      </div>
    );
  }
  const start = () => {
    if (!agreement.confirm()) return;
    buy.reset();
    buy.mutateAsync({ courseId: course.id, immediateAccess: IMMEDIATE_ACCESS.version }).then(
      (answer) => {
        const destination = checkoutDestination(answer);
        if ('path' in destination) navigate(destination.path);
        else window.location.assign(destination.href);
      },
      () => undefined, // shown below from the mutation's state
    );
  };
  // busy until the page changes: checkout is another page (or site)
  const busy = buy.isPending || buy.isSuccess;
  return (
    <div className="course-action">
      <p className="course-action-price">{price}</p>
      <p>One payment, VAT included. Every chapter is yours to keep.</p>
      <AgreeBox
        {...agreement.props}
        words={IMMEDIATE_ACCESS.words.course}
        more={
          <Link className="muted" to={RIGHT_TO_CANCEL_PATH.course}>
            Your right to cancel
          </Link>
        }
      />
      <button type="button" className="button" onClick={start} disabled={busy} aria-busy={busy}>
        {busy ? 'Opening checkout…' : `Buy for ${price}`}
      </button>
      {buy.isError ? (
        <div className="alert course-action-error" role="alert">
          <p>We could not open checkout. {buy.error.message}</p>
          <p>Nothing was charged: press “Buy for {price}” to try again.</p>
        </div>
      ) : null}
    </div>
  );
}

/** A membership course: Start course when the member's membership opens it (enrollInCourse checks the same), else the way to join. */
function MembershipCourse({ course, enrol }: { course: CourseSummary; enrol: ReturnType<typeof useEnrolInCourse> }) {
  const { user } = useSignedIn();
  const access = useMembershipAccess(user?.uid ?? null);
  if (user?.isAdmin) return <JoinMembership />;
  if (access.status === 'loading') return <Loading label="Checking your membership…" />;
  if (access.status === 'error') {
    return (
      <div className="alert course-action-error" role="alert">
        <p>We could not check your membership. {access.error.message}</p>
        <button type="button" className="button secondary" onClick={access.retry}>
          Try again
        </button>
      </div>
    );
  }
  return access.givesAccess ? <StartCourse course={course} enrol={enrol} /> : <JoinMembership />;
}

function JoinMembership() {
  return (
    <div className="course-action">
      <p className="course-action-price">Included with membership</p>
      <p>This course is part of the membership: join to open it and every other members’ course.</p>
      <Link className="button" to="/membership">
        Join membership to start
      </Link>
    </div>
  );
}
