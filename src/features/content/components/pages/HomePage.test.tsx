import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { CourseSummary } from '../../api/home';
import { HomePage } from './HomePage';
import { courseLength, featuredCourses } from './featured';

const api = vi.hoisted(() => ({ listCatalogue: vi.fn<(signedIn: boolean) => Promise<CourseSummary[]>>() }));
vi.mock('../../api/home', () => ({ ...api, useSignedIn: vi.fn(), hasSignedInHint: () => false }));
// The blog's section has its own tests (blog/): here only that it is placed.
vi.mock('../blog/LatestPosts', () => ({ LatestPosts: () => <h2>From the blog</h2> }));

const course = (id: string, over: Partial<CourseSummary> = {}): CourseSummary =>
  ({ id, slug: id, title: id, summary: '', published: true, archived: false, chapterCount: 0, totalMinutes: 0, order: 1, ...over }) as CourseSummary;

beforeEach(() => {
  api.listCatalogue.mockReset();
});

describe('featuredCourses', () => {
  it('keeps published, unarchived courses in the catalogue order, three at most', () => {
    const list = [course('a'), course('b', { archived: true }), course('c', { published: false }), course('d'), course('e'), course('f')];
    expect(featuredCourses(list).map((c) => c.id)).toEqual(['a', 'd', 'e']);
  });

  it('says how long a course is', () => {
    expect(courseLength({ chapterCount: 4, totalMinutes: 35 })).toBe('4 chapters · about 35 minutes');
    expect(courseLength({ chapterCount: 1, totalMinutes: 0 })).toBe('1 chapter');
    expect(courseLength({ chapterCount: 0, totalMinutes: 0 })).toBe('');
  });
});

// The sessions teaser comes from the sessions feature (tested there): a stand-in shows where it goes.
const UpcomingSessions = () => <h2>Upcoming sessions</h2>;

describe('HomePage', () => {
  const show = () =>
    render(
      <MemoryRouter>
        <HomePage UpcomingSessions={UpcomingSessions} />
      </MemoryRouter>,
    );

  it('paints the welcome at once, then the featured public courses with links', async () => {
    let answer: (list: CourseSummary[]) => void = () => {};
    api.listCatalogue.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    show();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading courses');
    answer([course('grounding-basics', { title: 'Grounding basics', summary: 'Five short lessons', chapterCount: 2, totalMinutes: 20 })]);
    const card = (await screen.findByRole('link', { name: 'Grounding basics' })).closest('li') as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Grounding basics' })).toHaveAttribute('href', '/courses/grounding-basics');
    expect(card).toHaveTextContent('Five short lessons');
    expect(card).toHaveTextContent('2 chapters · about 20 minutes');
    expect(api.listCatalogue).toHaveBeenCalledWith(false);
    expect(screen.getByRole('heading', { level: 2, name: 'From the blog' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming sessions' })).toBeInTheDocument();
  });

  it('says when there are no courses yet, and when they could not load', async () => {
    api.listCatalogue.mockResolvedValueOnce([]);
    const { unmount } = show();
    expect(await screen.findByText(/New courses are being prepared/)).toBeInTheDocument();
    unmount();
    api.listCatalogue.mockImplementationOnce(() => Promise.reject(new Error('We could not reach the server.')));
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the courses. We could not reach the server.');
  });
});
