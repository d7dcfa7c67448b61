import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Model from '@model';
import type { CourseSummary } from '../../api/learn-api';
import { CourseSuccessPage } from './CourseSuccessPage';
import { course, enrolled, renderAt, store } from './test-support';

const api = vi.hoisted(() => ({ loadCourse: vi.fn<(courseId: string) => Promise<CourseSummary | null>>() }));
vi.mock('../../api/learn-api', async () => {
  const model = await vi.importActual<typeof Model>('@model');
  const { store: enrollment } = await import('./test-support');
  return {
    loadCourse: api.loadCourse,
    listPublishedChapters: vi.fn(),
    watchEnrollment: enrollment.watch,
    loadChapterBody: vi.fn(),
    recordChapterOpened: vi.fn(),
    markChapterComplete: vi.fn(),
    markChapterIncomplete: vi.fn(),
    courseProgress: model.courseProgress,
    useSignedIn: () => ({ user: { uid: 'm1', isAdmin: false } }),
  };
});
vi.mock('../../api/catalogue-api', () => ({ useSignedIn: () => ({ status: 'ready', user: { uid: 'm1', isAdmin: false } }) }));

const open = () => renderAt(<CourseSuccessPage />, '/courses/:courseId/success', '/courses/calm/success');

beforeEach(() => {
  vi.clearAllMocks();
  store.enrollment = null;
  store.failure = null;
  store.listeners.clear();
  api.loadCourse.mockResolvedValue(course());
});

describe('CourseSuccessPage', () => {
  it('confirms the enrolment read from Firestore and offers to start learning', async () => {
    store.enrollment = enrolled();
    open();
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your enrolment…');
    expect(await screen.findByRole('heading', { level: 1, name: 'You are enrolled in Calm basics' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start learning' })).toHaveAttribute('href', '/courses/calm/learn');
    expect(store.watch).toHaveBeenCalledWith('m1', 'calm', expect.any(Function), expect.any(Function));
  });

  it('never confirms from the address alone: no enrolment, no welcome', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find your enrolment' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the course' })).toHaveAttribute('href', '/courses/calm');
    expect(screen.queryByRole('link', { name: 'Start learning' })).toBeNull();
  });

  it('confirms as soon as the enrolment arrives', async () => {
    open();
    await screen.findByRole('heading', { name: 'We could not find your enrolment' });
    act(() => store.set(enrolled()));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are enrolled in Calm basics' })).toBeInTheDocument();
  });

  it('still confirms when the course details cannot be read', async () => {
    store.enrollment = enrolled();
    api.loadCourse.mockRejectedValue(new Error('offline'));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'You are enrolled' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start learning' })).toBeInTheDocument();
  });

  it('shows a failed check with a retry', async () => {
    store.failure = new Error('We could not reach the server. Check your connection and try again.');
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not reach the server.');
    store.failure = null;
    store.enrollment = enrolled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Start learning' })).toBeInTheDocument();
  });
});
