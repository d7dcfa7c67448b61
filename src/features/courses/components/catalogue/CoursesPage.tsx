import { Link } from 'react-router-dom';
import { Page } from '../../../../ui';
import { useCatalogue, useCatalogueReader } from '../../api/catalogue-list';
import { WithQueryClient } from '../../../../ui/WithQueryClient';
import { CourseCard } from './CourseCard';
import './catalogue.css';

/** `/courses` (public): published courses, public ones for visitors and every one for members, in the practice's order. */
export function CoursesPage() {
  return (
    <WithQueryClient>
      <Page title="Courses" intro="Self-paced courses in wellbeing, resilience and practice skills. Learn at your own pace, on any device.">
        <Catalogue />
      </Page>
    </WithQueryClient>
  );
}

function Catalogue() {
  const reader = useCatalogueReader();
  const catalogue = useCatalogue();
  if (catalogue.isError) {
    return (
      <div className="alert" role="alert">
        <p>We could not load the courses. {catalogue.error.message}</p>
        <button type="button" className="button secondary" onClick={() => void catalogue.refetch()} disabled={catalogue.isFetching}>
          {catalogue.isFetching ? 'Trying again…' : 'Try again'}
        </button>
      </div>
    );
  }
  if (!catalogue.data) return <CatalogueSkeleton />;
  if (catalogue.data.length === 0) {
    return (
      <div className="placeholder" role="status">
        <p>No courses are open yet. New courses are on their way: please come back soon.</p>
        {reader === 'visitor' ? (
          <p>
            Members see members-only courses too. <Link to="/login">Sign in</Link> or <Link to="/membership">see membership</Link>.
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <>
      <ul className="course-grid" aria-label="Courses">
        {catalogue.data.map((course) => (
          <CourseCard key={course.id} course={course} />
        ))}
      </ul>
      {reader === 'visitor' ? (
        <p className="muted">
          Members also see members-only courses. <Link to="/login">Sign in</Link> to see them.
        </p>
      ) : null}
    </>
  );
}

/** Cards' shapes while the list loads, so the page does not jump; one status line for screen readers. */
function CatalogueSkeleton() {
  return (
    <>
      <p role="status" className="visually-hidden">
        Loading courses…
      </p>
      <ul className="course-grid" aria-hidden="true">
        {[0, 1, 2].map((n) => (
          <li key={n} className="course-card card course-card-skeleton">
            <div className="course-cover course-cover-empty" />
            <div className="course-card-body">
              <div className="skeleton-line wide" />
              <div className="skeleton-line" />
              <div className="skeleton-line short" />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
