import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { PostFields, PostSummary } from '../../api/blog-admin';
import { post } from '../blog/test-support';
import { signedInAs } from '../../../../ui/testing/sign-in-states';
import { AdminBlogPage } from './AdminBlogPage';

const api = vi.hoisted(() => ({
  listAllPosts: vi.fn<() => Promise<PostSummary[]>>(),
  loadEditablePost: vi.fn<(id: string) => Promise<PostSummary | null>>(),
  createPost: vi.fn<(id: string, fields: PostFields) => Promise<void>>(),
  updatePost: vi.fn<(id: string, fields: PostFields) => Promise<void>>(),
  setPostPublished: vi.fn<(id: string, published: boolean) => Promise<void>>(),
  deletePost: vi.fn<(id: string) => Promise<void>>(),
}));
vi.mock('../../api/blog-admin', () => ({ ...api, useSignedIn: () => signedInAs('admin') }));

const sleep = post('sleep-when-stressed', { title: 'Sleeping when stressed', audience: 'members', excerpt: 'Small changes.', body: '## Evenings', topic: 'Sleep' });
const draft = post('head-massage', { title: 'Head massage', published: false, publishedAt: null, createdAt: new Date('2026-02-18T09:00:00Z') });

const renderPage = () =>
  render(
    <MemoryRouter>
      <AdminBlogPage />
    </MemoryRouter>,
  );

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.listAllPosts.mockResolvedValue([sleep, draft]);
  api.createPost.mockResolvedValue();
  api.updatePost.mockResolvedValue();
  api.setPostPublished.mockResolvedValue();
  api.deletePost.mockResolvedValue();
});

describe('AdminBlogPage', () => {
  it('lists every post with its audience, Published or Draft, and its date', async () => {
    renderPage();
    const rows = within(await screen.findByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Sleeping when stressed' })).toHaveAttribute('href', '/View-blog/sleep-when-stressed');
    expect(rows[0]).toHaveTextContent('Members');
    expect(rows[0]).toHaveTextContent('Published');
    expect(rows[0]).toHaveTextContent('7 February 2026');
    expect(within(rows[1]!).queryByRole('link')).toBeNull();
    expect(rows[1]).toHaveTextContent('Everyone');
    expect(rows[1]).toHaveTextContent('Draft');
    expect(rows[1]).toHaveTextContent('Started 18 February 2026');
  });

  it('says when there are none, and when the list cannot load (Try again)', async () => {
    api.listAllPosts.mockResolvedValueOnce([]);
    const { unmount } = renderPage();
    expect(await screen.findByText(/No posts yet/)).toBeInTheDocument();
    unmount();
    api.listAllPosts.mockRejectedValueOnce(new Error('We could not reach the server.'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the posts. We could not reach the server.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('refuses to save a post with problems: the contract’s words listed, the first field focused, nothing written', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'New post' }));
    expect(screen.getByRole('heading', { level: 2, name: 'New post' })).toHaveFocus();
    // the author starts as the administrator's name
    expect(screen.getByRole('textbox', { name: /^Author/ })).toHaveValue('admin');
    await user.click(screen.getByRole('button', { name: 'Save post' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Give the post a title.');
    expect(alert).toHaveTextContent('Write a short excerpt: it is shown on the list of posts.');
    expect(alert).toHaveTextContent('Write the post: its text is what readers open.');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.createPost).not.toHaveBeenCalled();
  });

  it('previews the Markdown as it is typed, with the reading time', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'New post' }));
    fireEvent.change(screen.getByRole('textbox', { name: /^Post \(Markdown\)/ }), { target: { value: `## Wind down\n\n${'word '.repeat(450)}` } });
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(await within(preview).findByRole('heading', { name: 'Wind down' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(preview).toHaveTextContent('about 3 min read');
  });

  it('creates a new post at its title’s address, published, and comes back to the list saying so', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'New post' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Sleep when stressed');
    await user.type(screen.getByRole('textbox', { name: /^Excerpt/ }), 'Evenings that help.');
    await user.type(screen.getByRole('textbox', { name: /^Topic/ }), 'Sleep');
    await user.click(screen.getByRole('radio', { name: 'Signed-in members only' }));
    fireEvent.change(screen.getByRole('textbox', { name: /^Post \(Markdown\)/ }), { target: { value: 'Keep a regular time.' } });
    await user.click(screen.getByRole('checkbox', { name: /^Published/ }));
    await user.click(screen.getByRole('button', { name: 'Save post' }));
    // the title's slug is taken by the listed post: the new one gets the next free address
    expect(api.createPost).toHaveBeenCalledWith('sleep-when-stressed-2', {
      title: 'Sleep when stressed', excerpt: 'Evenings that help.', author: 'admin', topic: 'Sleep', body: 'Keep a regular time.', audience: 'members', published: true,
    });
    const notice = await screen.findByText('Saved “Sleep when stressed”: it is published.');
    expect(notice).toHaveFocus();
    expect(api.listAllPosts).toHaveBeenCalledTimes(2);
  });

  it('edits a post from what is stored; a failed save keeps what was typed and says nothing was saved', async () => {
    const user = userEvent.setup();
    api.loadEditablePost.mockResolvedValue(sleep);
    api.updatePost.mockRejectedValueOnce(new Error('You do not have permission to do that.'));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Sleeping when stressed' }));
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Sleeping when stressed');
    expect(screen.getByRole('radio', { name: 'Signed-in members only' })).toBeChecked();
    await user.clear(title);
    await user.type(title, 'Sleep and stress');
    await user.click(screen.getByRole('button', { name: 'Save post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was saved. You do not have permission to do that.');
    expect(title).toHaveValue('Sleep and stress');
    await user.click(screen.getByRole('button', { name: 'Save post' }));
    expect(await screen.findByText('Saved “Sleep and stress”: it is published.')).toBeInTheDocument();
    expect(api.updatePost).toHaveBeenLastCalledWith('sleep-when-stressed', expect.objectContaining({ title: 'Sleep and stress', published: true }));
  });

  it('publishes a draft and unpublishes a published post from the list', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Publish Head massage' }));
    expect(api.setPostPublished).toHaveBeenCalledWith('head-massage', true);
    expect(await screen.findByText('“Head massage” is published.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Unpublish Sleeping when stressed' }));
    expect(api.setPostPublished).toHaveBeenLastCalledWith('sleep-when-stressed', false);
    expect(await screen.findByText('“Sleeping when stressed” is unpublished: it is a draft again.')).toBeInTheDocument();
  });

  it('deletes only after confirming, Cancel focused first; Cancel deletes nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Head massage' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Head massage”?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.deletePost).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete Head massage' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete post' }));
    expect(api.deletePost).toHaveBeenCalledWith('head-massage');
    expect(await screen.findByText('Deleted “Head massage”.')).toBeInTheDocument();
  });

  it('asks before discarding unsaved changes; Cancel without changes goes straight back', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'New post' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New post' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Half a thought');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Half a thought');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(api.createPost).not.toHaveBeenCalled();
  });
});
