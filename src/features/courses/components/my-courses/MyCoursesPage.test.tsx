import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type * as Model from '@model';
import type { EnrollmentDocument } from '@model';
import type { ChapterOutline, CourseSummary } from '../../api/my-courses-api';
import { MyCoursesPage } from './MyCoursesPage';

type Enrollment = EnrollmentDocument<Date>;

const api = vi.hoisted(() => ({
  listMyEnrollments: vi.fn<(uid: string) => Promise<Enrollment[]>>(),
  loadCourse: vi.fn<(courseId: string) => Promise<CourseSummary | null>>(),
  listPublishedChapters: vi.fn<(courseId: string) => Promise<ChapterOutline[]>>(),
}));
vi.mock('../../api/my-courses-api', async () => {
  const model = await vi.importActual<typeof Model>('@model');
  return { ...api, courseProgress: model.courseProgress, useSignedIn: () => ({ user: { uid: 'm1', isAdmin: false } }) };
});

const course = (id: string, title: string, over: Partial<CourseSummary> = {}): CourseSummary => ({
  id,
  title,
  slug: id,
  summary: '',
  description: '',
  whoFor: '',
  coverImageUrl: null,
  coverAlt: '',
  audience: 'public',
  access: 'free',
  pricePence: 0,
  published: true,
  archived: false,
  chapterCount: 0,
  totalMinutes: 0,
  order: 1,
  revision: 1,
  createdAt: null,
  updatedAt: null,
  updatedBy: null,
  ...over,
});
const outline = (...ids: string[]): ChapterOutline[] =>
  ids.map((id, i) => ({ id, title: id, order: i + 1, durationMinutes: 5, published: true, audience: 'public' }));
const enrollment = (courseId: string, over: Partial<Enrollment> = {}): Enrollment => ({
  uid: 'm1',
  courseId,
  source: 'free',
  completedChapters: [],
  lastChapterId: null,
  createdAt: new Date('2026-02-01T09:00:00Z'),
  updatedAt: null,
  completedAt: null,
  ...over,
});

const courses: Record<string, { course: CourseSummary | null; chapters: ChapterOutline[] }> = {};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MyCoursesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  for (const key of Object.keys(courses)) delete courses[key];
  api.loadCourse.mockImplementation(async (id) => courses[id]?.course ?? null);
  api.listPublishedChapters.mockImplementation(async (id) => courses[id]?.chapters ?? []);
});

describe('MyCoursesPage', () => {
  it('groups the courses in progress and completed, with Continue at the resume chapter and Review at the first', async () => {
    courses.grounding = { course: course('grounding', 'Grounding basics', { coverImageUrl: 'https://img.example.org/g.jpg', coverAlt: 'A calm lake' }), chapters: outline('breathe', 'orient', 'scan', 'plan') };
    courses.sleep = { course: course('sleep', 'Sleep and recovery'), chapters: outline('wind-down', 'morning') };
    courses.gone = { course: null, chapters: [] };
    api.listMyEnrollments.mockResolvedValue([
      enrollment('grounding', { completedChapters: ['breathe', 'orient'], lastChapterId: 'scan', updatedAt: new Date('2026-03-02T09:00:00Z') }),
      enrollment('sleep', { completedChapters: ['wind-down', 'morning'], lastChapterId: 'morning', completedAt: new Date('2026-03-01T09:00:00Z') }),
      enrollment('gone'),
    ]);
    renderPage();
    expect(screen.getByText('Loading your courses…')).toBeInTheDocument();

    const inProgress = await screen.findByRole('region', { name: 'In progress' }, { timeout: 5000 });
    expect(within(inProgress).getByRole('link', { name: 'Grounding basics' })).toHaveAttribute('href', '/courses/grounding');
    expect(within(inProgress).getByRole('progressbar', { name: '2 of 4 chapters' })).toHaveAttribute('aria-valuenow', '50');
    expect(within(inProgress).getByRole('link', { name: 'Continue Grounding basics' })).toHaveAttribute('href', '/courses/grounding/learn/scan');
    expect(within(inProgress).getByRole('img', { name: 'A calm lake' })).toHaveAttribute('src', 'https://img.example.org/g.jpg');

    const completed = screen.getByRole('region', { name: 'Completed' });
    expect(within(completed).getByRole('progressbar', { name: '2 of 2 chapters' })).toHaveAttribute('aria-valuenow', '100');
    expect(within(completed).getByRole('link', { name: 'Review Sleep and recovery' })).toHaveAttribute('href', '/courses/sleep/learn/wind-down');
    // a deleted course is left out, not shown broken
    expect(screen.queryByText('gone')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts a course back in progress when a chapter was published after the member finished', async () => {
    courses.sleep = { course: course('sleep', 'Sleep and recovery'), chapters: outline('wind-down', 'morning', 'naps') };
    api.listMyEnrollments.mockResolvedValue([enrollment('sleep', { completedChapters: ['wind-down', 'morning'], completedAt: new Date() })]);
    renderPage();
    const inProgress = await screen.findByRole('region', { name: 'In progress' });
    expect(within(inProgress).getByRole('link', { name: 'Continue Sleep and recovery' })).toHaveAttribute('href', '/courses/sleep/learn/naps');
    expect(screen.queryByRole('region', { name: 'Completed' })).not.toBeInTheDocument();
  });

  it('invites a member with no courses to browse them', async () => {
    api.listMyEnrollments.mockResolvedValue([]);
    renderPage();
    expect(await screen.findByText('You are not enrolled in any courses yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/courses');
  });

  it('explains a failure and tries again on request', async () => {
    api.listMyEnrollments.mockRejectedValueOnce(new Error('We could not reach the server. Check your connection and try again.'));
    api.listMyEnrollments.mockResolvedValueOnce([]);
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You are not enrolled in any courses yet.')).toBeInTheDocument();
  });

  it('shows the courses it could read and says how many it could not', async () => {
    courses.grounding = { course: course('grounding', 'Grounding basics'), chapters: outline('breathe') };
    api.listMyEnrollments.mockResolvedValue([enrollment('grounding'), enrollment('broken')]);
    api.loadCourse.mockImplementation(async (id) => {
      if (id === 'broken') throw new Error('Something went wrong. Please try again.');
      return courses[id]?.course ?? null;
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('One of your courses could not be loaded.');
    expect(screen.getByRole('link', { name: 'Continue Grounding basics' })).toHaveAttribute('href', '/courses/grounding/learn/breathe');
  });
});
