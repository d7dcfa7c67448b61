import { useParams } from 'react-router-dom';
import { Page, Placeholder } from '../../../ui';

export function AdminCoursesPage() {
  return (
    <Page title="Courses" intro="Create courses and order their chapters.">
      <Placeholder>Course management is coming in a later release.</Placeholder>
    </Page>
  );
}

export function CourseBuilderPage() {
  const { courseId } = useParams();
  return (
    <Page title="Course builder">
      <Placeholder>The chapter editor for course “{courseId}” is coming in a later release.</Placeholder>
    </Page>
  );
}
