import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { CourseSummary } from '../../api/catalogue-api';
import { CoursesPage } from './CoursesPage';

const signIn = vi.hoisted(() => ({ state: { status: 'idle', user: null } as { status: string; user: { uid: string } | null }, hint: false }));
const api = vi.hoisted(() => ({ listCatalogue: vi.fn<(signedIn: boolean) => Promise<CourseSummary[]>>() }));
vi.mock('../../api/catalogue-api', () => ({
  ...api,
  useSignedIn: () => signIn.state,
  hasSignedInHint: () => signIn.hint,
  enrollInCourse: vi.fn(),
}));

const course = (id: string, over: Partial<CourseSummary> = {}): CourseSummary => ({
  id, slug: id, title: id, summary: '', description: '', whoFor: '', coverImageUrl: null, coverAlt: '', audience: 'public', access: 'free',
  pricePence: 0, published: true, archived: false, chapterCount: 0, totalMinutes: 0, order: 1, revision: 1, createdAt: null, updatedAt: null, updatedBy: null,
  ...over,
});

function renderPage(client: QueryClient | null = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const page = (
    <MemoryRouter>
      <CoursesPage />
    </MemoryRouter>
  );
  return render(client ? <QueryClientProvider client={client}>{page}</QueryClientProvider> : page);
}

beforeEach(() => {
  api.listCatalogue.mockReset();
  signIn.state = { status: 'idle', user: null };
  signIn.hint = false;
});

describe('CoursesPage', () => {
  it('shows each course as a card: cover or placeholder, title linking to the course, summary, length, price', async () => {
    api.listCatalogue.mockResolvedValue([
      course('calm-breathing', { title: 'Calm breathing', summary: 'Five short practices', chapterCount: 5, totalMinutes: 42, coverImageUrl: 'https://img.example/c.jpg', coverAlt: 'A still lake' }),
      course('steady', { title: 'Steady under pressure', access: 'paid', pricePence: 4900, chapterCount: 1, totalMinutes: 90 }),
      course('circle', { title: 'The members circle', access: 'membership', audience: 'members', chapterCount: 3, totalMinutes: 30 }),
    ]);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Courses' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByRole('link', { name: 'Calm breathing' })).toHaveAttribute('href', '/courses/calm-breathing');
    expect(within(cards[0]!).getByRole('img', { name: 'A still lake' })).toHaveAttribute('src', 'https://img.example/c.jpg');
    expect(cards[0]).toHaveTextContent('Five short practices');
    expect(cards[0]).toHaveTextContent('5 chapters · 42 min');
    expect(cards[0]).toHaveTextContent('Free');
    expect(within(cards[1]!).queryByRole('img')).toBeNull();
    expect(cards[1]).toHaveTextContent('1 chapter · 1 h 30 min');
    expect(cards[1]).toHaveTextContent('£49.00');
    expect(cards[2]).toHaveTextContent('Included with membership');
    expect(cards[2]).toHaveTextContent('Members only');
  });

  it('asks for public courses for a visitor and every published course for a member', async () => {
    api.listCatalogue.mockResolvedValue([course('a')]);
    renderPage();
    await screen.findByRole('link', { name: 'a' });
    expect(api.listCatalogue).toHaveBeenLastCalledWith(false);
    expect(screen.getByText(/Members also see members-only courses/)).toBeInTheDocument();

    signIn.state = { status: 'ready', user: { uid: 'm1' } };
    renderPage();
    await screen.findAllByRole('link', { name: 'a' });
    expect(api.listCatalogue).toHaveBeenLastCalledWith(true);
  });

  it('waits for the sign-in of someone who signed in on this device before asking', () => {
    signIn.hint = true;
    api.listCatalogue.mockResolvedValue([]);
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading courses…');
    expect(api.listCatalogue).not.toHaveBeenCalled();
  });

  it('shows a loading state, then an empty state when nothing is published', async () => {
    let answer!: (courses: CourseSummary[]) => void;
    api.listCatalogue.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading courses…');
    answer([]);
    expect(await screen.findByText(/No courses are open yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows the error with a retry that loads the list', async () => {
    api.listCatalogue.mockRejectedValueOnce(new Error('We could not reach the server. Check your connection and try again.'));
    api.listCatalogue.mockResolvedValueOnce([course('calm', { title: 'Calm' })]);
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the courses. We could not reach the server.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Calm' })).toBeInTheDocument();
  });

  it('works in the public area, which gives no query cache', async () => {
    api.listCatalogue.mockResolvedValue([course('solo', { title: 'Solo course' })]);
    renderPage(null);
    expect(await screen.findByRole('link', { name: 'Solo course' })).toBeInTheDocument();
  });
});
