import { Link, useParams } from 'react-router-dom';
import { Page, Placeholder } from '../../../ui';

export function CoursesPage() {
  return (
    <Page title="Courses" intro="Self-paced courses in wellbeing, resilience and practice skills.">
      <Placeholder>Published courses will be listed here.</Placeholder>
    </Page>
  );
}

export function CoursePage() {
  const { courseId } = useParams();
  return (
    <Page title="Course">
      <Placeholder>Details of course “{courseId}” are coming soon.</Placeholder>
    </Page>
  );
}

export function CourseSuccessPage() {
  const { courseId } = useParams();
  return (
    <Page title="You are enrolled">
      <p>Welcome to the course. <Link to={`/courses/${courseId ?? ''}/learn`}>Start learning</Link>.</p>
    </Page>
  );
}

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
