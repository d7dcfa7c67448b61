import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/admin-api';
import { CourseBuilderPage } from './CourseBuilderPage';
import { builderChapter, builderCourse, renderAt } from './testing';

vi.mock('../../api/admin-api', async (original) => ({
  ...(await original<typeof api>()),
  loadBuilderCourse: vi.fn(),
  saveCourse: vi.fn(),
}));

const mocked = vi.mocked(api);
const chapters = [builderChapter('breathing', 'Breathing'), builderChapter('orienting', 'Orienting'), builderChapter('scan', 'Body scan', false, 5)];
const open = () => renderAt('/admin/courses/builder/calm', '/admin/courses/builder/:courseId', <CourseBuilderPage />);
const status = () => screen.getByTestId('course-save-status');
const lastPlan = () => mocked.saveCourse.mock.calls.at(-1)?.[0] as api.CourseSavePlan;

describe('CourseBuilderPage', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    api.useSignedIn.setState({ status: 'ready', user: { uid: 'me', email: 'admin@example.com', displayName: null, isAdmin: true } });
    mocked.loadBuilderCourse.mockResolvedValue(builderCourse({ chapterCount: 2, totalMinutes: 20 }, chapters));
    let revision = 3;
    mocked.saveCourse.mockImplementation(async () => ({ revision: ++revision, updatedAt: new Date(), updatedBy: 'me' }));
  });

  it('shows loading, then the details and the chapters in order', async () => {
    open();
    expect(screen.getByText('Loading the course…')).toBeInTheDocument();
    expect(await screen.findByLabelText('Title')).toHaveValue('Calm');
    const list = screen.getByRole('list', { name: 'Chapters in order' });
    expect(within(list).getAllByRole('button', { name: /^Move / }).map((b) => b.getAttribute('aria-label')).filter((name) => !/ (up|down)$/.test(name!))).toEqual(['Move Breathing', 'Move Orienting', 'Move Body scan']);
    expect(status()).toHaveTextContent('No changes yet');
  });

  it('saves an edit when the field is left, as the next revision of what it loaded', async () => {
    const { user } = open();
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Calm at work');
    await user.tab();
    await waitFor(() => expect(status()).toHaveTextContent('Saved'));
    expect(mocked.saveCourse).toHaveBeenCalledTimes(1);
    expect(lastPlan()).toMatchObject({ courseId: 'calm', baseRevision: 3, course: { title: 'Calm at work', chapterCount: 2, totalMinutes: 20 }, chapters: [], bodies: [], removed: [] });
  });

  it('keeps bad input on screen with its message, and saves nothing until it is fixed', async () => {
    const { user } = open();
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.tab();
    expect(screen.getByText('Give the course a title.', { selector: '.field-error' })).toBeInTheDocument();
    await waitFor(() => expect(status()).toHaveTextContent('Not saved: fix the problem shown'));
    expect(mocked.saveCourse).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Paid' }));
    await user.type(screen.getByLabelText('Price in pounds (£)'), '4o');
    expect(screen.getByLabelText('Price in pounds (£)')).toHaveValue('4o');
    expect(screen.getByText(/Enter the price in pounds/, { selector: '.field-error' })).toBeInTheDocument();
    await user.type(title, 'Calm');
    await user.clear(screen.getByLabelText('Price in pounds (£)'));
    await user.type(screen.getByLabelText('Price in pounds (£)'), '49.50');
    await user.tab();
    await waitFor(() => expect(mocked.saveCourse).toHaveBeenCalled());
    expect(lastPlan().course).toMatchObject({ title: 'Calm', access: 'paid', pricePence: 4950 });
  });

  it('asks before a link leaves edits that cannot be saved, and stays when told to', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = open();
    await user.clear(await screen.findByLabelText('Title'));
    await user.tab();
    await waitFor(() => expect(status()).toHaveTextContent('Not saved'));
    await user.click(screen.getByRole('link', { name: 'All courses' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('not saved'));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/courses/builder/calm');
    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('link', { name: 'All courses' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/courses$/);
    confirm.mockRestore();
  });

  it('moves a chapter with its Down button, says where it went, and saves the new order', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Move Breathing down' }));
    expect(screen.getByTestId('course-builder-announcer')).toHaveTextContent('Chapter “Breathing” moved to position 2 of 3.');
    await waitFor(() => expect(mocked.saveCourse).toHaveBeenCalled(), { timeout: 3000 });
    expect(lastPlan().chapters.map((c) => [c.id, c.chapter.order])).toEqual([['orienting', 1], ['breathing', 2]]);
  });

  it('edits a chapter: Markdown with its live preview, a video preview or the reason it is refused', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: '2. Orienting' }));
    const editor = screen.getByTestId('chapter-editor');
    const text = within(editor).getByLabelText('Chapter text');
    await user.clear(text);
    await user.type(text, '## Look around{enter}Name **five** things');
    const preview = within(editor).getByRole('region', { name: 'Preview: chapter text' });
    expect(within(preview).getByRole('heading', { name: 'Look around' })).toBeInTheDocument();
    expect(within(preview).getByText('five').tagName).toBe('STRONG');
    const video = within(editor).getByLabelText('Video address');
    await user.type(video, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(within(editor).getByTitle('Video preview: Orienting')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    await user.clear(video);
    await user.type(video, 'https://example.com/page');
    expect(within(editor).queryByTitle('Video preview: Orienting')).toBeNull();
    expect(within(editor).getByText(/^No preview: /)).toBeInTheDocument();
    expect(within(editor).getByText(/^Video: /, { selector: '.field-error' })).toBeInTheDocument();
  });

  it('adds an attachment and checks its address', async () => {
    const { user } = open();
    await screen.findByTestId('chapter-editor');
    await user.click(screen.getByRole('button', { name: 'Add attachment' }));
    await user.type(screen.getByLabelText('Attachment 1 title'), 'Worksheet');
    await user.type(screen.getByLabelText('Attachment 1 address'), 'http://example.com/w.pdf');
    expect(screen.getByText(/must start with https/, { selector: '.field-error' })).toBeInTheDocument();
  });

  it('removes a chapter only once confirmed', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Remove Orienting' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove “Orienting”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove chapter' }));
    expect(screen.queryByRole('button', { name: 'Move Orienting' })).toBeNull();
    await waitFor(() => expect(mocked.saveCourse).toHaveBeenCalled(), { timeout: 3000 });
    expect(lastPlan().removed).toEqual(['orienting']);
  });

  it('publishes only a course with a published chapter', async () => {
    mocked.loadBuilderCourse.mockResolvedValue(builderCourse({}, [builderChapter('scan', 'Body scan', false)]));
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Publish course' }));
    expect(screen.getByText(/Publish at least one chapter first/)).toBeInTheDocument();
    expect(mocked.saveCourse).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: /Published/ }));
    await user.click(screen.getByRole('button', { name: 'Publish course' }));
    // the tick saves as focus leaves it; the publish follows as the next save
    await waitFor(() => expect(lastPlan()?.course.published).toBe(true), { timeout: 3000 });
    expect(lastPlan().course.chapterCount).toBe(1);
    expect(mocked.saveCourse.mock.calls.flatMap(([plan]) => plan.chapters)).toEqual([{ id: 'scan', chapter: expect.objectContaining({ published: true }) }]);
    expect(await screen.findByRole('button', { name: 'Unpublish course' })).toBeInTheDocument();
  });

  it('stops at a save refused as stale, and reloads theirs on request', async () => {
    mocked.saveCourse.mockRejectedValueOnce(new api.DataError('conflict', 'changed', { revision: 9, updatedAt: null, updatedBy: 'someone-else-0123456789' }));
    const { user } = open();
    const title = await screen.findByLabelText('Title');
    await user.type(title, ' mine');
    await user.tab();
    const dialog = await screen.findByRole('alertdialog', { name: 'This course was changed in another tab or by someone else' });
    expect(dialog).toHaveTextContent('revision 9, saved by another administrator');
    expect(status()).toHaveTextContent('Not saved: changed elsewhere');
    mocked.loadBuilderCourse.mockResolvedValue(builderCourse({ title: 'Theirs', revision: 9 }, chapters));
    await user.click(within(dialog).getByRole('button', { name: 'Reload theirs' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Theirs'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(mocked.saveCourse).toHaveBeenCalledTimes(1);
  });

  it('keeps mine on request: saved on top of their revision', async () => {
    mocked.saveCourse.mockRejectedValueOnce(new api.DataError('conflict', 'changed', { revision: 9, updatedAt: null, updatedBy: 'me' }));
    const { user } = open();
    await user.type(await screen.findByLabelText('Title'), ' mine');
    await user.tab();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('saved by you in another tab or window');
    mocked.loadBuilderCourse.mockResolvedValue(builderCourse({ title: 'Theirs', revision: 9 }, chapters));
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(mocked.saveCourse).toHaveBeenCalledTimes(2));
    expect(lastPlan()).toMatchObject({ baseRevision: 9, course: { title: 'Calm mine' } });
    expect(screen.getByLabelText('Title')).toHaveValue('Calm mine');
  });

  it('says Not saved with Retry when a save fails, losing nothing', async () => {
    mocked.saveCourse.mockRejectedValueOnce(new api.DataError('unavailable', 'We could not reach the server.'));
    const { user } = open();
    await user.type(await screen.findByLabelText('Summary'), 'Short');
    await user.tab();
    await waitFor(() => expect(status()).toHaveTextContent('Not saved'));
    expect(screen.getByText('We could not reach the server.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(status()).toHaveTextContent('Saved'));
    expect(lastPlan().course.summary).toBe('Short');
  });

  it('says when there is no such course, or it could not be loaded', async () => {
    mocked.loadBuilderCourse.mockResolvedValueOnce(null);
    const first = open();
    expect(await screen.findByText(/There is no course called “calm”/)).toBeInTheDocument();
    first.unmount();
    mocked.loadBuilderCourse.mockRejectedValueOnce(new api.DataError('permission-denied', 'You do not have permission to do that.'));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('The course could not be loaded. You do not have permission to do that.');
  });
});
