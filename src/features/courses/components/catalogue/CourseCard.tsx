import { Link } from 'react-router-dom';
import type { CourseSummary } from '../../api/catalogue-api';
import { courseLength } from '../shared/course-length';
import { formatPrice } from '../shared/price';
import { CourseCover } from './CourseCover';

/** One course in the catalogue: cover, title (the link), summary, length and price. */
export function CourseCard({ course }: { course: CourseSummary }) {
  return (
    <li className="course-card card">
      <CourseCover url={course.coverImageUrl} alt={course.coverAlt} />
      <div className="course-card-body">
        <h2 className="course-card-title">
          <Link to={`/courses/${course.id}`}>{course.title}</Link>
        </h2>
        {course.summary ? <p className="course-card-summary">{course.summary}</p> : null}
        <p className="course-card-facts muted">
          <span>{courseLength(course)}</span>
          <span className="course-card-price">{formatPrice(course)}</span>
        </p>
        {course.audience === 'members' ? <p className="course-badge">Members only</p> : null}
      </div>
    </li>
  );
}
