import { Link } from 'react-router-dom';
import { Page } from '../../../../ui';

/** An unknown, unpublished or unreadable course: the course page and the learning view say the same. */
export function CourseNotFound() {
  return (
    <Page title="Course not found">
      <p>There is no course at this address, or it is no longer available.</p>
      <p>
        <Link to="/courses">Browse courses</Link>
      </p>
    </Page>
  );
}
