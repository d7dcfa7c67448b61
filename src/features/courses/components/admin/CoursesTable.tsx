import { Link } from 'react-router-dom';
import type { AdminCourse } from '../../api/admin-api';
import { useEnrolmentCounts } from '../../api/admin-courses';
import { formatPrice } from '../shared/price';
import { COURSE_STATUS_LABELS, builderPath, completionText, courseStatus, coursePagePath, editTime, editorText, lengthText } from './course-admin-words';

export interface CoursesTableProps {
  courses: AdminCourse[];
  myUid: string | null;
  /** the course being copied (its button says so) */
  duplicating: string | null;
  onDuplicate(course: AdminCourse): void;
  onArchive(course: AdminCourse): void;
}

/** Enrolments and completion rate of one course (two aggregate counts). */
function Enrolments({ courseId }: { courseId: string }) {
  const counts = useEnrolmentCounts(courseId);
  if (counts.isPending) return <span className="muted">Counting…</span>;
  if (counts.isError) return <span className="muted" title={counts.error.message}>Unknown</span>;
  return (
    <span data-testid={`enrolments-${courseId}`}>
      {counts.data.enrolled} enrolled
      <span className="muted ca-block">{completionText(counts.data)}</span>
    </span>
  );
}

/**
 * Every course with its status, length, price, enrolments and completion, last edit and actions.
 * One table: on a phone each row becomes a card (CSS), so the same links and buttons serve both.
 */
export function CoursesTable({ courses, myUid, duplicating, onDuplicate, onArchive }: CoursesTableProps) {
  return (
    <table className="ca-table">
      <caption className="visually-hidden">Courses, with their status, enrolments and completion</caption>
      <thead>
        <tr>
          <th scope="col">Course</th>
          <th scope="col">Status</th>
          <th scope="col">Chapters</th>
          <th scope="col">Price</th>
          <th scope="col">Enrolments</th>
          <th scope="col">Last edit</th>
          <th scope="col"><span className="visually-hidden">Actions</span></th>
        </tr>
      </thead>
      <tbody>
        {courses.map((course) => {
          const status = courseStatus(course);
          const who = editorText(course.updatedBy, myUid);
          return (
            <tr key={course.id} data-testid={`course-row-${course.id}`}>
              <th scope="row" className="ca-title">
                {course.title}
                <span className="muted ca-small ca-block">{course.id}</span>
              </th>
              <td data-label="Status"><span className={`ca-badge ca-badge-${status}`}>{COURSE_STATUS_LABELS[status]}</span></td>
              <td data-label="Chapters">{lengthText(course)}</td>
              <td data-label="Price">{formatPrice(course)}</td>
              <td data-label="Enrolments"><Enrolments courseId={course.id} /></td>
              <td data-label="Last edit">
                {course.updatedAt ? <time dateTime={course.updatedAt.toISOString()}>{editTime(course.updatedAt)}</time> : <span className="muted">Unknown</span>}
                {who ? <span className="muted"> by {who}</span> : null}
              </td>
              <td>
                <div className="ca-actions">
                  <Link className="button secondary ca-button" to={builderPath(course.id)} aria-label={`Edit ${course.title}`}>Edit</Link>
                  {status === 'published' ? (
                    <Link className="button secondary ca-button" to={coursePagePath(course.id)} aria-label={`View ${course.title} as members see it`}>View</Link>
                  ) : null}
                  <button
                    type="button"
                    className="button secondary ca-button"
                    onClick={() => onDuplicate(course)}
                    disabled={duplicating !== null}
                    aria-label={`Duplicate ${course.title}`}
                  >
                    {duplicating === course.id ? 'Copying…' : 'Duplicate'}
                  </button>
                  <button type="button" className="button secondary ca-button" onClick={() => onArchive(course)} aria-label={`${course.archived ? 'Unarchive' : 'Archive'} ${course.title}`}>
                    {course.archived ? 'Unarchive' : 'Archive'}
                  </button>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
