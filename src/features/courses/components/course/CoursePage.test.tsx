import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Model from '@model';
import type { EnrollInCourseAnswer } from '../../api/catalogue-api';
import type { ChapterOutline, CourseSummary } from '../../api/learn-api';
import { CoursePage } from './CoursePage';
import { chapters, course, enrolled, renderAt, store } from './test-support';

const user = vi.hoisted(() => ({ current: { uid: 'm1', isAdmin: false } as { uid: string; isAdmin: boolean } | null }));
const api = vi.hoisted(() => ({
  loadCourse: vi.fn<(courseId: string) => Promise<CourseSummary | null>>(),
  listPublishedChapters: vi.fn<(courseId: string) => Promise<ChapterOutline[]>>(),
  enrollInCourse: vi.fn<(courseId: string) => Promise<EnrollInCourseAnswer>>(),
}));
vi.mock('../../api/learn-api', async () => {
  const model = await vi.importActual<typeof Model>('@model');
  const { store: enrollment } = await import('./test-support');
  return {
    loadCourse: api.loadCourse,
    listPublishedChapters: api.listPublishedChapters,
    watchEnrollment: enrollment.watch,
    loadChapterBody: vi.fn(),
    recordChapterOpened: vi.fn(),
    markChapterComplete: vi.fn(),
    markChapterIncomplete: vi.fn(),
    courseProgress: model.courseProgress,
    useSignedIn: () => ({ user: user.current }),
  };
});
vi.mock('../../api/catalogue-api', () => ({
  enrollInCourse: api.enrollInCourse,
  listCatalogue: vi.fn(),
  hasSignedInHint: () => true,
  useSignedIn: () => ({ status: 'ready', user: user.current }),
}));

const open = (courseId = 'calm') => renderAt(<CoursePage />, '/courses/:courseId', `/courses/${courseId}`);

beforeEach(() => {
  vi.clearAllMocks();
  user.current = { uid: 'm1', isAdmin: false };
  store.enrollment = null;
  store.failure = null;
  store.listeners.clear();
  api.loadCourse.mockResolvedValue(course());
  api.listPublishedChapters.mockResolvedValue(chapters);
});

describe('CoursePage', () => {
  it('describes the course: title, summary, length and price, description and who it is for as Markdown', async () => {
    api.loadCourse.mockResolvedValue(course({ description: '## What you learn\n\n- to *settle*', whoFor: 'Anyone who feels **on edge**.', coverImageUrl: 'https://img.example/c.jpg', coverAlt: 'Hands on a chest' }));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Calm basics' })).toBeInTheDocument();
    expect(screen.getByText('Settle your body in ten minutes a day.')).toBeInTheDocument();
    expect(screen.getByText('3 chapters · 21 min · Free')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Hands on a chest' })).toBeInTheDocument();
    const about = screen.getByRole('region', { name: 'About this course' });
    expect(within(about).getByRole('heading', { name: 'What you learn' })).toBeInTheDocument();
    expect(within(about).getByText('settle').tagName).toBe('EM');
    expect(within(screen.getByRole('region', { name: 'Who it is for' })).getByText('on edge').tagName).toBe('STRONG');
  });

  it('locks the chapters for a member not enrolled, with titles, minutes and "Enrol to open"', async () => {
    open();
    const list = await within(await screen.findByRole('region', { name: 'Chapters' })).findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Breathing that settles6 minEnrol to open',
      'Orienting to the room7 minEnrol to open',
      'A plan for hard moments8 minEnrol to open',
    ]);
    expect(within(list).queryAllByRole('link')).toHaveLength(0);
  });

  it('starts a free course: enrols through the callable, then goes to the success page', async () => {
    api.enrollInCourse.mockResolvedValue({ enrollmentId: 'm1_calm', created: true });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Start course' }));
    expect(api.enrollInCourse).toHaveBeenCalledWith('calm');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/courses/calm/success'));
  });

  it('goes to the success page even when the live enrolment arrives before the callable answers', async () => {
    api.enrollInCourse.mockImplementation(async () => {
      act(() => store.set(enrolled()));
      return { enrollmentId: 'm1_calm', created: true };
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Start course' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/courses/calm/success'));
  });

  it('shows the callable’s words when enrolment is refused, and lets the member try again', async () => {
    api.enrollInCourse.mockRejectedValueOnce(new Error('This course is not available.'));
    api.enrollInCourse.mockResolvedValueOnce({ enrollmentId: 'm1_calm', created: true });
    open();
    const start = await screen.findByRole('button', { name: 'Start course' });
    await userEvent.click(start);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not enrol you. This course is not available.');
    expect(screen.getByTestId('where')).toHaveTextContent('/courses/calm');
    await userEvent.click(screen.getByRole('button', { name: 'Start course' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/courses/calm/success'));
  });

  it('offers Continue to the chapter to resume, progress and ticks for an enrolled member', async () => {
    store.enrollment = enrolled({ completedChapters: ['breathe'], lastChapterId: 'orient' });
    open();
    const next = within(await screen.findByRole('region', { name: 'Your next step' }));
    expect(await next.findByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/courses/calm/learn/orient');
    expect(next.getByRole('progressbar', { name: '1 of 3 chapters' })).toHaveAttribute('aria-valuenow', '33');
    expect(screen.queryByRole('button', { name: 'Start course' })).toBeNull();
    const list = within(screen.getByRole('region', { name: 'Chapters' }));
    expect(await list.findByRole('link', { name: /^Breathing that settles ?\(completed\)$/ })).toHaveAttribute('href', '/courses/calm/learn/breathe');
    expect(list.getByRole('link', { name: 'Orienting to the room' })).toBeInTheDocument();
    expect(screen.queryByText('Enrol to open')).toBeNull();
  });

  it('shows the completion state once every published chapter is done', async () => {
    store.enrollment = enrolled({ completedChapters: ['breathe', 'orient', 'plan'], lastChapterId: 'plan' });
    open();
    expect(await screen.findByText('You have completed this course.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review the course' })).toHaveAttribute('href', '/courses/calm/learn/plan');
    expect(screen.getByRole('progressbar', { name: '3 of 3 chapters' })).toHaveAttribute('aria-valuenow', '100');
  });

  it('says "Course not found" for a course the member may not read', async () => {
    api.loadCourse.mockResolvedValue(null);
    open('gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Course not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/courses');
    expect(api.listPublishedChapters).not.toHaveBeenCalled();
  });

  it('shows a loading state, then an error with a retry', async () => {
    let fail!: (error: Error) => void;
    api.loadCourse.mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
    open();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the course…');
    fail(new Error('We could not reach the server. Check your connection and try again.'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not reach the server.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Calm basics' })).toBeInTheDocument();
  });

  it('says so when the chapters are not written yet', async () => {
    api.listPublishedChapters.mockResolvedValueOnce([]);
    open();
    expect(await screen.findByText('The chapters of this course are being written.')).toBeInTheDocument();
  });

  it('shows a chapters error with a retry, the rest of the page still there', async () => {
    api.listPublishedChapters.mockRejectedValueOnce(new Error('You do not have permission to do that.'));
    open();
    const chaptersRegion = within(await screen.findByRole('region', { name: 'Chapters' }));
    const alert = await chaptersRegion.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the chapters. You do not have permission to do that.');
    expect(screen.getByRole('button', { name: 'Start course' })).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await chaptersRegion.findByText('Breathing that settles')).toBeInTheDocument();
  });

  it('shows an enrolment check that failed, with a retry', async () => {
    store.failure = new Error('We could not reach the server. Check your connection and try again.');
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not check your enrolment.');
    store.failure = null;
    store.enrollment = enrolled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/courses/calm/learn/breathe');
  });

  it('lets an administrator open the chapters of a draft without enrolling', async () => {
    user.current = { uid: 'a1', isAdmin: true };
    api.loadCourse.mockResolvedValue(course({ published: false }));
    open();
    expect(await screen.findByText(/This course is a draft/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'open the learning view' })).toHaveAttribute('href', '/courses/calm/learn');
    expect(await screen.findByRole('link', { name: 'Breathing that settles' })).toBeInTheDocument();
  });
});
