import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { Page } from '../../../../ui';
import { listCatalogue } from '../../api/home';
import { LatestPosts } from '../blog/LatestPosts';
import { useLoad } from '../../../../ui/use-load';
import { courseLength, featuredCourses } from './featured';
import './pages.css';

/**
 * `/`: the welcome, then featured courses, latest posts and upcoming sessions (`UpcomingSessions`,
 * given by the app). The welcome paints first; each section reads Firestore after that (the data
 * entry's lazy functions), so Firebase is never part of the first download (scripts/bundle-budget.mjs
 * checks).
 */
export function HomePage({ UpcomingSessions }: { UpcomingSessions: ComponentType }) {
  return (
    <Page title="Wellness and training for real life" intro="Courses, resources and sessions from a UK wellness and training practice.">
      <div className="grid">
        <Link className="card" to="/courses">Browse courses</Link>
        <Link className="card" to="/resources">Free resources</Link>
        <Link className="card" to="/membership">Become a member</Link>
        <Link className="card" to="/overwhelmed">Feeling overwhelmed right now?</Link>
      </div>
      <FeaturedCourses />
      <LatestPosts />
      <UpcomingSessions />
    </Page>
  );
}

function FeaturedCourses() {
  // The home page features public courses (its visitors are mostly not signed in): the same list for everyone.
  const [list, retry] = useLoad(() => listCatalogue(false), 'home-courses');
  return (
    <section className="home-section" aria-labelledby="home-courses">
      <div className="home-section-head">
        <h2 id="home-courses">Featured courses</h2>
        <Link to="/courses">All courses</Link>
      </div>
      {list.status === 'loading' ? (
        <p className="muted" role="status">
          <span className="spinner" aria-hidden="true" /> Loading courses…
        </p>
      ) : list.status === 'error' ? (
        <div className="alert" role="alert">
          <p>We could not load the courses. {list.message}</p>
          <button type="button" className="button secondary" onClick={retry}>
            Try again
          </button>
        </div>
      ) : (
        <CourseCards courses={featuredCourses(list.data)} />
      )}
    </section>
  );
}

function CourseCards({ courses }: { courses: ReturnType<typeof featuredCourses> }) {
  if (courses.length === 0) {
    return <p className="placeholder">New courses are being prepared. Please come back soon, or browse our free resources meanwhile.</p>;
  }
  return (
    <ul className="grid home-courses">
      {courses.map((course) => {
        const length = courseLength(course);
        return (
          <li key={course.id} className="card home-course">
            <h3>
              <Link to={`/courses/${course.id}`}>{course.title}</Link>
            </h3>
            {course.summary ? <p>{course.summary}</p> : null}
            {length ? <p className="muted">{length}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
