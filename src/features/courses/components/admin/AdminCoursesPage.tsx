import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Loading, Page } from '../../../../ui';
import { uniqueSlug } from '../../../../lib';
import { useSignedIn, type AdminCourse } from '../../api/admin-api';
import { useAllCourses } from '../../api/admin-courses';
import { useDuplicateCourse } from '../../api/admin-course-actions';
import { ArchiveCourseDialog } from './ArchiveCourseDialog';
import { CoursesTable } from './CoursesTable';
import { CreateCourseForm } from './CreateCourseForm';
import { builderPath } from './course-admin-words';
import './admin.css';

type Filter = 'current' | 'archived';

function Courses() {
  const courses = useAllCourses();
  const myUid = useSignedIn((s) => s.user?.uid ?? null);
  const [filter, setFilter] = useState<Filter>('current');
  const [archiving, setArchiving] = useState<AdminCourse | null>(null);
  const duplicate = useDuplicateCourse();
  const [copied, setCopied] = useState<{ id: string; title: string } | null>(null);

  if (courses.isPending) return <Loading label="Loading courses…" />;
  if (courses.isError) {
    return (
      <div className="alert" role="alert">
        <p>The courses could not be loaded. {courses.error.message}</p>
        <button type="button" className="button secondary" onClick={() => void courses.refetch()}>Try again</button>
      </div>
    );
  }
  const all = courses.data;
  const ids = all.map((c) => c.id);
  const nextOrder = all.reduce((max, c) => Math.max(max, c.order), 0) + 1;
  const shown = all.filter((c) => (filter === 'archived') === c.archived);
  const archivedCount = all.length - all.filter((c) => !c.archived).length;

  const onDuplicate = (course: AdminCourse) => {
    const newId = uniqueSlug(`${course.id}-copy`, ids);
    setCopied(null);
    duplicate.mutate({ sourceId: course.id, newId, order: nextOrder }, { onSuccess: () => setCopied({ id: newId, title: course.title }) });
  };

  return (
    <>
      <CreateCourseForm takenIds={ids} nextOrder={nextOrder} />
      <div role="status" aria-live="polite" className="ca-live">
        {duplicate.isPending ? 'Copying the course…' : null}
        {copied ? (
          <span className="notice ca-block">
            Copied “{copied.title}” as an unpublished draft. <Link to={builderPath(copied.id)}>Open the copy</Link>
          </span>
        ) : null}
      </div>
      {duplicate.isError ? <p className="alert" role="alert">The course could not be copied. {duplicate.error.message}</p> : null}
      <fieldset className="ca-filter">
        <legend className="visually-hidden">Which courses to show</legend>
        <label>
          <input type="radio" name="ca-filter" checked={filter === 'current'} onChange={() => setFilter('current')} /> Drafts and published ({all.length - archivedCount})
        </label>
        <label>
          <input type="radio" name="ca-filter" checked={filter === 'archived'} onChange={() => setFilter('archived')} /> Archived ({archivedCount})
        </label>
      </fieldset>
      {shown.length === 0 ? (
        <div className="placeholder">
          <p>{filter === 'archived' ? 'No course is archived.' : 'There are no courses yet. Create the first one above.'}</p>
        </div>
      ) : (
        <CoursesTable courses={shown} myUid={myUid} duplicating={duplicate.isPending ? (duplicate.variables?.sourceId ?? null) : null} onDuplicate={onDuplicate} onArchive={setArchiving} />
      )}
      {archiving ? <ArchiveCourseDialog course={archiving} onClose={() => setArchiving(null)} /> : null}
    </>
  );
}

/** /admin/courses: every course (drafts, published, archived), with its enrolments and completion, and what can be done with it. */
export function AdminCoursesPage() {
  return (
    <Page title="Courses" intro="Every course: its status, enrolments and completion. Create a course, copy one, or open it in the course builder.">
      <Courses />
    </Page>
  );
}
