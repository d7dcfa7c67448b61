import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type * as Model from '@model';
import type { ChapterBody, EnrollmentDocument } from '@model';
import type { ChapterOutline, CourseSummary } from '../../api/learn-api';
import { CourseLearnPage } from './CourseLearnPage';

type Enrollment = EnrollmentDocument<Date>;

// A tiny stand-in for the enrolment document and its live listener: progress writes reach the
// page the way Firestore's local writes do, through the listener.
const store = vi.hoisted(() => ({
  enrollment: null as Enrollment | null,
  listeners: new Set<(e: Enrollment | null) => void>(),
  user: { uid: 'm1', isAdmin: false } as { uid: string; isAdmin: boolean },
  set(next: Enrollment | null) {
    store.enrollment = next;
    for (const listener of store.listeners) listener(next);
  },
}));
const api = vi.hoisted(() => ({
  loadCourse: vi.fn<(courseId: string) => Promise<CourseSummary | null>>(),
  listPublishedChapters: vi.fn<(courseId: string) => Promise<ChapterOutline[]>>(),
  loadChapterBody: vi.fn<(courseId: string, chapterId: string) => Promise<ChapterBody | null>>(),
  recordChapterOpened: vi.fn<(uid: string, courseId: string, chapterId: string) => Promise<void>>(),
  markChapterComplete: vi.fn<(uid: string, courseId: string, chapterId: string, last: boolean) => Promise<void>>(),
  markChapterIncomplete: vi.fn<(uid: string, courseId: string, chapterId: string) => Promise<void>>(),
}));
vi.mock('../../api/learn-api', async () => {
  const model = await vi.importActual<typeof Model>('@model');
  return {
    ...api,
    courseProgress: model.courseProgress,
    useSignedIn: () => ({ user: store.user }),
    watchEnrollment: (_uid: string, _courseId: string, onChange: (e: Enrollment | null) => void) => {
      store.listeners.add(onChange);
      queueMicrotask(() => onChange(store.enrollment));
      return () => store.listeners.delete(onChange);
    },
  };
});

const course: CourseSummary = {
  id: 'calm',
  title: 'Calm basics',
  slug: 'calm',
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
  chapterCount: 3,
  totalMinutes: 20,
  order: 1,
  revision: 1,
  createdAt: null,
  updatedAt: null,
  updatedBy: null,
};
const chapter = (id: string, order: number, title: string): ChapterOutline => ({ id, order, title, durationMinutes: 5 + order, published: true, audience: 'public' });
const chapters = [chapter('breathe', 1, 'Breathing that settles'), chapter('orient', 2, 'Orienting to the room'), chapter('plan', 3, 'A plan for hard moments')];
const enrolled = (over: Partial<Enrollment> = {}): Enrollment => ({
  uid: 'm1',
  courseId: 'calm',
  source: 'free',
  completedChapters: [],
  lastChapterId: null,
  createdAt: null,
  updatedAt: null,
  completedAt: null,
  ...over,
});
const body = (markdown: string, over: Partial<ChapterBody> = {}): ChapterBody => ({ markdown, videoUrl: null, captionsUrl: null, attachments: [], ...over });

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/courses/:courseId/learn" element={<CourseLearnPage />} />
          <Route path="/courses/:courseId/learn/:chapterId" element={<CourseLearnPage />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const where = () => screen.getByTestId('where').textContent;
const chapterHeading = (name: string) => screen.findByRole('heading', { level: 1, name });
/** Focus moves in an effect just after the chapter renders. */
const expectFocusOn = async (name: string) => {
  const heading = await chapterHeading(name);
  await waitFor(() => expect(heading).toHaveFocus());
};

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  store.listeners.clear();
  store.enrollment = enrolled();
  store.user = { uid: 'm1', isAdmin: false };
  api.loadCourse.mockResolvedValue(course);
  api.listPublishedChapters.mockResolvedValue(chapters);
  api.loadChapterBody.mockImplementation(async (_c, id) => body(`## About ${id}\n\nPractise ${id} daily.`));
  api.recordChapterOpened.mockImplementation(async (_u, _c, id) => store.set({ ...store.enrollment!, lastChapterId: id }));
  api.markChapterComplete.mockImplementation(async (_u, _c, id) =>
    store.set({ ...store.enrollment!, completedChapters: [...store.enrollment!.completedChapters, id], lastChapterId: id }),
  );
  api.markChapterIncomplete.mockImplementation(async (_u, _c, id) =>
    store.set({ ...store.enrollment!, completedChapters: store.enrollment!.completedChapters.filter((c) => c !== id) }),
  );
});

describe('CourseLearnPage: where it opens', () => {
  it('resumes /learn at the chapter the member opened last, replacing the address', async () => {
    store.enrollment = enrolled({ completedChapters: ['breathe'], lastChapterId: 'orient' });
    renderAt('/courses/calm/learn');
    await expectFocusOn('Orienting to the room');
    expect(where()).toBe('/courses/calm/learn/orient');
    expect(await screen.findByText('Practise orient daily.')).toBeInTheDocument();
    // already the bookmark: nothing to record
    expect(api.recordChapterOpened).not.toHaveBeenCalled();
  });

  it('without a bookmark resumes at the first chapter not done', async () => {
    store.enrollment = enrolled({ completedChapters: ['breathe'] });
    renderAt('/courses/calm/learn');
    await chapterHeading('Orienting to the room');
    expect(where()).toBe('/courses/calm/learn/orient');
    await waitFor(() => expect(api.recordChapterOpened).toHaveBeenCalledWith('m1', 'calm', 'orient'));
  });

  it('a member not enrolled is asked to enrol, with a link to the course page, and no chapter is read', async () => {
    store.enrollment = null;
    renderAt('/courses/calm/learn/orient');
    expect(await screen.findByRole('heading', { level: 1, name: 'Enrol to open this course' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the course page' })).toHaveAttribute('href', '/courses/calm');
    expect(screen.queryByText(/Practise/)).not.toBeInTheDocument();
    expect(api.listPublishedChapters).not.toHaveBeenCalled();
    expect(api.loadChapterBody).not.toHaveBeenCalled();
  });

  it('an unknown chapter says so, with a link back to the course', async () => {
    renderAt('/courses/calm/learn/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chapter not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Calm basics' })).toHaveAttribute('href', '/courses/calm');
    expect(api.loadChapterBody).not.toHaveBeenCalled();
  });

  it('an unknown course says so', async () => {
    api.loadCourse.mockResolvedValue(null);
    renderAt('/courses/calm/learn');
    expect(await screen.findByRole('heading', { level: 1, name: 'Course not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/courses');
  });

  it('an administrator who is not enrolled reads the chapters without recording progress', async () => {
    store.user = { uid: 'a1', isAdmin: true };
    store.enrollment = null;
    renderAt('/courses/calm/learn/plan');
    await chapterHeading('A plan for hard moments');
    expect(await screen.findByText('Practise plan daily.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as complete' })).not.toBeInTheDocument();
    expect(screen.getByText(/progress is not recorded/)).toBeInTheDocument();
    expect(api.recordChapterOpened).not.toHaveBeenCalled();
  });

  it('a chapter that cannot be loaded explains why and tries again', async () => {
    api.loadChapterBody.mockRejectedValueOnce(new Error('We could not reach the server. Check your connection and try again.'));
    renderAt('/courses/calm/learn/breathe');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Practise breathe daily.')).toBeInTheDocument();
  });
});

describe('CourseLearnPage: a membership course', () => {
  const membershipCourse = { ...course, access: 'membership' as const, audience: 'members' as const };
  const refused = () => Object.assign(new Error('Enrol in this course to open its chapters.'), { code: 'permission-denied' });

  it('tells an enrolled member whose membership has ended that the chapter is locked, progress kept, with the way to renew', async () => {
    api.loadCourse.mockResolvedValue(membershipCourse);
    api.loadChapterBody.mockRejectedValue(refused());
    store.enrollment = enrolled({ source: 'membership', completedChapters: ['breathe'] });
    renderAt('/courses/calm/learn/orient');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your membership has ended, so this chapter is locked. Renew to carry on — your progress is kept.');
    expect(within(alert).getByRole('link', { name: 'Renew membership' })).toHaveAttribute('href', '/membership');
    expect(screen.queryByText('Enrol in this course to open its chapters.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark as complete' })).toBeNull();
    expect(screen.getByRole('progressbar')).toHaveAccessibleName('1 of 3 chapters');
  });

  it('keeps the generic error for other failures of a membership course', async () => {
    api.loadCourse.mockResolvedValue(membershipCourse);
    api.loadChapterBody.mockRejectedValueOnce(Object.assign(new Error('We could not reach the server. Check your connection and try again.'), { code: 'unavailable' }));
    renderAt('/courses/calm/learn/orient');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server');
    expect(screen.queryByText(/Your membership has ended/)).toBeNull();
  });

  it('says nothing about membership when a free course refuses a chapter', async () => {
    api.loadChapterBody.mockRejectedValueOnce(refused());
    renderAt('/courses/calm/learn/orient');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enrol in this course to open its chapters.');
    expect(screen.queryByText(/Your membership has ended/)).toBeNull();
  });
});

describe('CourseLearnPage: moving through the course', () => {
  it('marks the open chapter in the sidebar and moves focus to the new heading on Next, recording it', async () => {
    const user = userEvent.setup();
    store.enrollment = enrolled({ lastChapterId: 'breathe' });
    renderAt('/courses/calm/learn/breathe');
    await chapterHeading('Breathing that settles');
    const sidebar = screen.getByRole('navigation', { name: 'Chapters' });
    expect(within(sidebar).getByRole('link', { name: /Breathing that settles/ })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar).getByRole('link', { name: /Orienting/ })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('link', { name: /Previous/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Next: Orienting to the room →' }));
    await expectFocusOn('Orienting to the room');
    expect(where()).toBe('/courses/calm/learn/orient');
    expect(within(sidebar).getByRole('link', { name: /Orienting/ })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(api.recordChapterOpened).toHaveBeenCalledWith('m1', 'calm', 'orient'));
    expect(screen.getByRole('link', { name: '← Previous: Breathing that settles' })).toHaveAttribute('href', '/courses/calm/learn/breathe');
  });

  it('toggles a chapter complete and not complete, with its tick and the progress', async () => {
    const user = userEvent.setup();
    renderAt('/courses/calm/learn/breathe');
    await chapterHeading('Breathing that settles');
    const sidebar = screen.getByRole('navigation', { name: 'Chapters' });
    expect(screen.getByRole('progressbar', { name: '0 of 3 chapters' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark as complete' }));
    expect(api.markChapterComplete).toHaveBeenCalledWith('m1', 'calm', 'breathe', false);
    const undo = await screen.findByRole('button', { name: 'Completed ✓ — mark as not complete' });
    expect(within(sidebar).getByRole('link', { name: /Breathing that settles.*\(completed\)/ })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '1 of 3 chapters' })).toBeInTheDocument();

    await user.click(undo);
    expect(api.markChapterIncomplete).toHaveBeenCalledWith('m1', 'calm', 'breathe');
    expect(await screen.findByRole('button', { name: 'Mark as complete' })).toBeInTheDocument();
    expect(within(sidebar).queryByRole('link', { name: /\(completed\)/ })).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '0 of 3 chapters' })).toBeInTheDocument();
  });

  it('completing the last chapter finishes the course and points to My courses', async () => {
    const user = userEvent.setup();
    store.enrollment = enrolled({ completedChapters: ['breathe', 'plan'], lastChapterId: 'orient' });
    renderAt('/courses/calm/learn/orient');
    await chapterHeading('Orienting to the room');
    expect(screen.queryByText(/You have finished/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as complete' }));
    expect(api.markChapterComplete).toHaveBeenCalledWith('m1', 'calm', 'orient', true);
    expect(await screen.findByText('You have finished Calm basics.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My courses' })).toHaveAttribute('href', '/courses/my-courses');
  });

  it('a failed save says why and keeps the chapter as it was', async () => {
    const user = userEvent.setup();
    api.markChapterComplete.mockRejectedValueOnce(new Error('You do not have permission to do that.'));
    renderAt('/courses/calm/learn/breathe');
    await chapterHeading('Breathing that settles');
    await user.click(screen.getByRole('button', { name: 'Mark as complete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do that.');
    expect(screen.getByRole('button', { name: 'Mark as complete' })).toBeEnabled();
  });

  it('on a phone the chapters open in a drawer: focus inside, Escape closes it and focus returns', async () => {
    const user = userEvent.setup();
    renderAt('/courses/calm/learn/breathe');
    await chapterHeading('Breathing that settles');
    const button = screen.getByRole('button', { name: 'Chapters' });
    await user.click(button);
    const drawer = screen.getByRole('dialog', { name: 'Chapters' });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());

    // choosing a chapter closes the drawer and lands on that chapter's heading
    await user.click(screen.getByRole('button', { name: 'Chapters' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Chapters' })).getByRole('link', { name: /A plan for hard moments/ }));
    await expectFocusOn('A plan for hard moments');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
