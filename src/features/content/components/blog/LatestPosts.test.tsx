import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { PostSummary } from '../../api/blog-public';
import { signedInAs } from '../../../../ui/testing/sign-in-states';
import { LatestPosts } from './LatestPosts';
import { post } from './test-support';

const state = vi.hoisted(() => ({ signIn: null as unknown, hint: false }));
const api = vi.hoisted(() => ({ listPosts: vi.fn<(signedIn: boolean, max?: number) => Promise<PostSummary[]>>() }));
vi.mock('../../api/blog-public', () => ({ ...api, useSignedIn: () => state.signIn, hasSignedInHint: () => state.hint, loadPost: vi.fn() }));

const renderList = (max?: number) =>
  render(
    <MemoryRouter>
      <LatestPosts max={max} />
    </MemoryRouter>,
  );

beforeEach(() => {
  api.listPosts.mockReset();
  state.signIn = signedInAs('visitor');
  state.hint = false;
});

describe('LatestPosts', () => {
  it('shows the newest posts as cards: title linking to the post, excerpt, UK date and reading time', async () => {
    api.listPosts.mockResolvedValue([
      post('sleep', { title: 'Sleeping when stressed', excerpt: 'Small changes.', minutes: 4, publishedAt: new Date('2026-02-07T09:00:00Z') }),
      post('welcome', { title: 'Welcome', excerpt: 'Who we are.', minutes: 1, publishedAt: new Date('2026-01-10T09:00:00Z') }),
    ]);
    renderList();
    expect(screen.getByRole('heading', { level: 2, name: 'From the blog' })).toBeInTheDocument();
    const cards = within(await screen.findByRole('list', { name: 'From the blog' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Sleeping when stressed' })).toHaveAttribute('href', '/View-blog/sleep');
    expect(cards[0]).toHaveTextContent('Small changes.');
    expect(cards[0]).toHaveTextContent('7 February 2026');
    expect(cards[0]).toHaveTextContent('4 min read');
    expect(within(cards[0]!).getByText('7 February 2026')).toHaveAttribute('datetime', '2026-02-07');
    expect(api.listPosts).toHaveBeenCalledWith(false, 3);
  });

  it('asks for members posts too when signed in, and for `max` posts', async () => {
    state.signIn = signedInAs('member');
    api.listPosts.mockResolvedValue([post('m', { title: 'For members', audience: 'members' })]);
    renderList(5);
    expect(await screen.findByRole('link', { name: 'For members' })).toBeInTheDocument();
    expect(screen.getByText('Members')).toBeInTheDocument();
    expect(api.listPosts).toHaveBeenCalledWith(true, 5);
  });

  it('waits for the sign-in of someone who signed in on this device before reading', () => {
    state.signIn = { status: 'idle', user: null, profile: null, error: null };
    state.hint = true;
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the latest posts…');
    expect(api.listPosts).not.toHaveBeenCalled();
  });

  it('says when there are no posts yet', async () => {
    api.listPosts.mockResolvedValue([]);
    renderList();
    expect(await screen.findByText(/No posts yet/)).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows a load failure with Try again, which reads again', async () => {
    api.listPosts.mockRejectedValueOnce(new Error('We could not reach the server.')).mockResolvedValueOnce([post('w', { title: 'Welcome' })]);
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the latest posts. We could not reach the server.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Welcome' })).toBeInTheDocument();
    expect(api.listPosts).toHaveBeenCalledTimes(2);
  });
});
