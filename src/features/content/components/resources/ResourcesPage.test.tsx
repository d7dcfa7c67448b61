import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { ResourceSummary } from '../../api/resources-public';
import { ResourcesPage } from './ResourcesPage';
import { signedInAs } from '../../../../ui/testing/sign-in-states';
import { resource } from './test-support';

const state = vi.hoisted(() => ({ signIn: null as unknown }));
const api = vi.hoisted(() => ({ listResources: vi.fn<() => Promise<ResourceSummary[]>>() }));
vi.mock('../../api/resources-public', () => ({ ...api, useSignedIn: () => state.signIn, hasSignedInHint: () => false, loadResource: vi.fn() }));
// The blog's section has its own tests (blog/LatestPosts.test.tsx): here only that it is placed.
vi.mock('../blog/LatestPosts', () => ({ LatestPosts: () => <h2>From the blog</h2> }));

// The media section has its own tests (media/MediaShelf.test.tsx): here only that it is placed.
vi.mock('../media/MediaShelf', () => ({ MediaShelf: () => <h2>Listen and watch</h2> }));

const published = [
  resource('sleep-diary', { title: 'Sleep diary', summary: 'Two weeks of nights', kind: 'worksheet', topic: 'Sleep', audience: 'members' }),
  resource('five-senses', { title: 'Five senses', summary: 'A grounding exercise', kind: 'article', topic: 'Grounding' }),
  resource('nhs', { title: 'NHS sleep tips', summary: 'Advice from the NHS', kind: 'link', topic: 'Sleep' }),
];

const renderPage = () =>
  render(
    <MemoryRouter>
      <ResourcesPage />
    </MemoryRouter>,
  );

beforeEach(() => {
  api.listResources.mockReset();
  state.signIn = signedInAs('visitor');
});

describe('ResourcesPage', () => {
  it('shows the latest blog posts below the resources', async () => {
    api.listResources.mockResolvedValue(published);
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'From the blog' })).toBeInTheDocument();
  });

  it('shows each resource as a card: kind, topic, title linking to it, summary, and a live count', async () => {
    api.listResources.mockResolvedValue(published);
    renderPage();
    const cards = within(await screen.findByRole('list', { name: 'Resources' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[1]!).getByRole('link', { name: 'Five senses' })).toHaveAttribute('href', '/resources/five-senses');
    expect(cards[1]).toHaveTextContent('Article');
    expect(cards[1]).toHaveTextContent('Grounding');
    expect(cards[1]).toHaveTextContent('A grounding exercise');
    expect(cards[2]).toHaveTextContent('Link');
    expect(screen.getByRole('status')).toHaveTextContent('3 resources');
  });

  it('marks members-only resources for a visitor with Members and Join to open (to /membership), public ones not', async () => {
    api.listResources.mockResolvedValue(published);
    renderPage();
    const cards = within(await screen.findByRole('list', { name: 'Resources' })).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('Members');
    expect(within(cards[0]!).getByRole('link', { name: 'Join to open Sleep diary' })).toHaveAttribute('href', '/membership');
    expect(within(cards[1]!).queryByRole('link', { name: /Join to open/ })).toBeNull();
    expect(cards[1]).not.toHaveTextContent('Members');
  });

  it('offers Join to a member without a membership or with a lapsed one, not to an active member or an administrator', async () => {
    api.listResources.mockResolvedValue(published);
    for (const [reader, join] of [['member', true], ['lapsed', true], ['active', false], ['admin', false]] as const) {
      state.signIn = signedInAs(reader);
      const { unmount } = renderPage();
      const first = within(await screen.findByRole('list', { name: 'Resources' })).getAllByRole('listitem')[0]!;
      expect(first, reader).toHaveTextContent('Members');
      expect(Boolean(within(first).queryByRole('link', { name: /Join to open/ })), reader).toBe(join);
      unmount();
    }
  });

  it('filters as you type (title or summary) with the count announced, and says when nothing matches', async () => {
    api.listResources.mockResolvedValue(published);
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByRole('searchbox', { name: 'Search resources' }), 'sleep');
    expect(await screen.findByText('2 resources')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Five senses' })).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Search resources' }), ' zebra');
    expect(await screen.findByText('0 resources')).toBeInTheDocument();
    expect(screen.getByText(/No resources match “sleep zebra”/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all resources' }));
    expect(await screen.findByText('3 resources')).toBeInTheDocument();
  });

  it('filters by a topic chosen from the topics present', async () => {
    api.listResources.mockResolvedValue(published);
    const user = userEvent.setup();
    renderPage();
    const topic = await screen.findByRole('combobox', { name: 'Topic' });
    expect(within(topic).getAllByRole('option').map((o) => o.textContent)).toEqual(['All topics', 'Grounding', 'Sleep']);
    await user.selectOptions(topic, 'Grounding');
    expect(screen.getByRole('status')).toHaveTextContent('1 resource');
    expect(screen.getByRole('link', { name: 'Five senses' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sleep diary' })).toBeNull();
  });

  it('says when nothing is published', async () => {
    api.listResources.mockResolvedValue([]);
    renderPage();
    expect(await screen.findByText(/No resources are published yet/)).toBeInTheDocument();
  });

  it('shows an error with Try again, which loads again', async () => {
    api.listResources.mockRejectedValueOnce(new Error('We could not reach the server.')).mockResolvedValueOnce(published);
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the resources. We could not reach the server.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Resources' })).toBeInTheDocument();
    expect(api.listResources).toHaveBeenCalledTimes(2);
  });
});
