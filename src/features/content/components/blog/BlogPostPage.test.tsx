import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { PostView } from '../../api/blog-public';
import { signedInAs } from '../../../../ui/testing/sign-in-states';
import { BlogPostPage } from './BlogPostPage';
import { post } from './test-support';

const state = vi.hoisted(() => ({ signIn: null as unknown }));
const api = vi.hoisted(() => ({ loadPost: vi.fn<(id: string, signedIn: boolean) => Promise<PostView | null>>() }));
vi.mock('../../api/blog-public', () => ({ ...api, useSignedIn: () => state.signIn, hasSignedInHint: () => false, listPosts: vi.fn() }));

const renderPage = (id = 'sleep') =>
  render(
    <MemoryRouter initialEntries={[`/View-blog/${id}`]}>
      <Routes>
        <Route path="/View-blog/:id" element={<BlogPostPage />} />
      </Routes>
    </MemoryRouter>,
  );

const sleep = post('sleep', {
  title: 'Sleeping when stressed', author: 'Alex Morgan', topic: 'Sleep', minutes: 4, publishedAt: new Date('2026-02-07T09:00:00Z'),
  body: '## In the evening\n\nKeep a **regular** time.\n\n<script>alert(1)</script>\n\n[bad](javascript:alert(1))',
});

beforeEach(() => {
  api.loadPost.mockReset();
  state.signIn = signedInAs('visitor');
});

describe('BlogPostPage', () => {
  it('shows the post: title, author, UK date, reading time, topic and the Markdown body, sanitised', async () => {
    api.loadPost.mockResolvedValue({ post: sleep, previous: null, next: null });
    const { container } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sleeping when stressed' })).toBeInTheDocument();
    expect(screen.getByText('By Alex Morgan')).toBeInTheDocument();
    expect(screen.getByText('7 February 2026')).toHaveAttribute('datetime', '2026-02-07');
    expect(screen.getByText('4 min read')).toBeInTheDocument();
    expect(screen.getByText('Sleep')).toBeInTheDocument();
    // the renderer loads on demand (a slow machine may take seconds); the body's ## sits below the page's h1
    expect(await screen.findByRole('heading', { level: 3, name: 'In the evening' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('regular').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(document.title).toBe('Sleeping when stressed · Wellness');
    expect(api.loadPost).toHaveBeenCalledWith('sleep', false);
    expect(screen.queryByRole('navigation', { name: 'More posts' })).toBeNull();
  });

  it('links the previous (older) and next (newer) posts', async () => {
    api.loadPost.mockResolvedValue({ post: sleep, previous: { id: 'grounding', title: 'Grounding' }, next: { id: 'welcome-back', title: 'Welcome back' } });
    renderPage();
    const nav = await screen.findByRole('navigation', { name: 'More posts' });
    expect(nav.querySelector('a[rel="prev"]')).toHaveAttribute('href', '/View-blog/grounding');
    expect(nav.querySelector('a[rel="prev"]')).toHaveTextContent('Previous post Grounding');
    expect(nav.querySelector('a[rel="next"]')).toHaveAttribute('href', '/View-blog/welcome-back');
    expect(nav.querySelector('a[rel="next"]')).toHaveTextContent('Next post Welcome back');
  });

  it('reads as a signed-in reader once a member is signed in (members posts)', async () => {
    state.signIn = signedInAs('member');
    api.loadPost.mockResolvedValue({ post: post('m', { title: 'For members', audience: 'members' }), previous: null, next: null });
    renderPage('m');
    expect(await screen.findByRole('heading', { level: 1, name: 'For members' })).toBeInTheDocument();
    expect(api.loadPost).toHaveBeenCalledWith('m', true);
  });

  it('says not found for an unknown, unpublished or refused post, offering a visitor to sign in', async () => {
    api.loadPost.mockResolvedValue(null);
    renderPage('nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'sign in' })).toHaveAttribute('href', '/login?next=%2FView-blog%2Fnope');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows a load failure with Try again, which reads again', async () => {
    api.loadPost.mockRejectedValueOnce(new Error('We could not reach the server.')).mockResolvedValueOnce({ post: sleep, previous: null, next: null });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this post. We could not reach the server.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sleeping when stressed' })).toBeInTheDocument();
  });
});
