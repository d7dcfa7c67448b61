import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/admin-api';
import { AdminCoursesPage } from './AdminCoursesPage';
import { adminCourse, renderAt } from './testing';

vi.mock('../../api/admin-api', async (original) => ({
  ...(await original<typeof api>()),
  listAllCourses: vi.fn(),
  countEnrolments: vi.fn(),
  createCourse: vi.fn(),
  duplicateCourse: vi.fn(),
  archiveCourse: vi.fn(),
}));

const mocked = vi.mocked(api);
const EDITED = new Date('2026-03-01T10:42:00Z');
const courses = [
  adminCourse({ id: 'grounding-basics', title: 'Grounding basics', published: true, chapterCount: 4, totalMinutes: 45, order: 1, updatedAt: EDITED, updatedBy: 'me' }),
  adminCourse({ id: 'sleep', title: 'Sleep', access: 'paid', pricePence: 4900, order: 2 }),
  adminCourse({ id: 'old', title: 'Old course', archived: true, order: 3 }),
];
const open = () => renderAt('/admin/courses', '/admin/courses', <AdminCoursesPage />);

describe('AdminCoursesPage', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    api.useSignedIn.setState({ status: 'ready', user: { uid: 'me', email: 'admin@example.com', displayName: null, isAdmin: true } });
    mocked.listAllCourses.mockResolvedValue(courses);
    mocked.countEnrolments.mockImplementation(async (id: string) => (id === 'grounding-basics' ? { enrolled: 8, completed: 2 } : { enrolled: 0, completed: 0 }));
  });

  it('shows loading, then every current course with status, length, price, enrolments and completion, last edit and links', async () => {
    open();
    expect(screen.getByText('Loading courses…')).toBeInTheDocument();
    const row = await screen.findByTestId('course-row-grounding-basics');
    expect(row).toHaveTextContent('Published');
    expect(row).toHaveTextContent('4 chapters · 45 min');
    expect(row).toHaveTextContent('Free');
    expect(row).toHaveTextContent('by you');
    await waitFor(() => expect(within(row).getByTestId('enrolments-grounding-basics')).toHaveTextContent('8 enrolled2 of 8 completed (25%)'));
    expect(within(row).getByRole('link', { name: 'Edit Grounding basics' })).toHaveAttribute('href', '/admin/courses/builder/grounding-basics');
    expect(within(row).getByRole('link', { name: 'View Grounding basics as members see it' })).toHaveAttribute('href', '/courses/grounding-basics');
    const draft = screen.getByTestId('course-row-sleep');
    expect(draft).toHaveTextContent('Draft');
    expect(draft).toHaveTextContent('£49.00');
    expect(within(draft).queryByRole('link', { name: /^View/ })).toBeNull();
    expect(screen.queryByTestId('course-row-old')).toBeNull();
  });

  it('shows archived courses under their own filter', async () => {
    const { user } = open();
    await screen.findByTestId('course-row-sleep');
    await user.click(screen.getByRole('radio', { name: 'Archived (1)' }));
    expect(screen.getByTestId('course-row-old')).toHaveTextContent('Archived');
    expect(screen.queryByTestId('course-row-sleep')).toBeNull();
    expect(screen.getByRole('button', { name: 'Unarchive Old course' })).toBeInTheDocument();
  });

  it('creates a course at the slug of its title, unique among the courses, then opens the builder', async () => {
    mocked.createCourse.mockResolvedValue(undefined);
    const { user } = open();
    await screen.findByTestId('course-row-sleep');
    await user.click(screen.getByRole('button', { name: 'Create course' }));
    expect(screen.getByText('Give the course a title.')).toBeInTheDocument();
    expect(mocked.createCourse).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Title'), 'Sleep');
    expect(screen.getByText('Its address will be /courses/sleep-2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create course' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/courses/builder/sleep-2'));
    expect(mocked.createCourse).toHaveBeenCalledWith('sleep-2', 'Sleep', 4);
  });

  it('duplicates a course as a copy with its own address, and links to it', async () => {
    mocked.duplicateCourse.mockResolvedValue(undefined);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Duplicate Grounding basics' }));
    expect(await screen.findByRole('link', { name: 'Open the copy' })).toHaveAttribute('href', '/admin/courses/builder/grounding-basics-copy');
    expect(mocked.duplicateCourse).toHaveBeenCalledWith('grounding-basics', 'grounding-basics-copy', 4);
  });

  it('archives only once confirmed, and shows why it failed', async () => {
    mocked.archiveCourse.mockRejectedValueOnce(new api.DataError('unavailable', 'We could not reach the server.'));
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Archive Sleep' }));
    const dialog = screen.getByRole('dialog', { name: 'Archive “Sleep”?' });
    expect(dialog).toHaveTextContent('Members already enrolled keep their progress');
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not reach the server.');
    mocked.archiveCourse.mockResolvedValueOnce(undefined);
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mocked.archiveCourse).toHaveBeenLastCalledWith('sleep', true);
  });

  it('says when there are no courses yet, and when they could not be loaded (with Try again)', async () => {
    mocked.listAllCourses.mockResolvedValueOnce([]);
    const first = open();
    expect(await screen.findByText('There are no courses yet. Create the first one above.')).toBeInTheDocument();
    first.unmount();
    mocked.listAllCourses.mockRejectedValueOnce(new api.DataError('unavailable', 'We could not reach the server.'));
    const { user } = open();
    expect(await screen.findByRole('alert')).toHaveTextContent('The courses could not be loaded. We could not reach the server.');
    mocked.listAllCourses.mockResolvedValueOnce(courses);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('course-row-sleep')).toBeInTheDocument();
  });
});
