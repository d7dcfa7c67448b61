import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ResourceView } from '../../api/resources-public';
import { ResourcePage } from './ResourcePage';
import { signedInAs } from '../../../../ui/testing/sign-in-states';
import { resource } from './test-support';

const state = vi.hoisted(() => ({ signIn: null as unknown }));
const api = vi.hoisted(() => ({ loadResource: vi.fn<(id: string) => Promise<ResourceView | null>>() }));
vi.mock('../../api/resources-public', () => ({ ...api, useSignedIn: () => state.signIn, hasSignedInHint: () => false, listResources: vi.fn() }));

const renderPage = (id = 'sleep-diary') =>
  render(
    <MemoryRouter initialEntries={[`/resources/${id}`]}>
      <Routes>
        <Route path="/resources/:id" element={<ResourcePage />} />
      </Routes>
    </MemoryRouter>,
  );

const diary = resource('sleep-diary', { title: 'Sleep diary', summary: 'Two weeks of nights', kind: 'worksheet', topic: 'Sleep', audience: 'members' });

beforeEach(() => {
  api.loadResource.mockReset();
  state.signIn = signedInAs('visitor');
});

describe('ResourcePage', () => {
  it('shows an open resource: title, kind, topic and the Markdown body', async () => {
    api.loadResource.mockResolvedValue({ resource: diary, locked: false, body: { markdown: '# Each night\n\nWrite **when** you slept.', url: null } });
    state.signIn = signedInAs('active');
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sleep diary' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Each night' })).toBeInTheDocument();
    expect(screen.getByText('when').tagName).toBe('STRONG');
    expect(screen.getByText('Worksheet')).toBeInTheDocument();
    expect(screen.getByText('Sleep')).toBeInTheDocument();
    expect(api.loadResource).toHaveBeenCalledWith('sleep-diary');
  });

  it('locks a members-only resource for a visitor: the card, "This resource is for members", Join and Sign in back here', async () => {
    api.loadResource.mockResolvedValue({ resource: diary, locked: true, body: null });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This resource is for members' })).toBeInTheDocument();
    expect(screen.getByText('Two weeks of nights')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/membership');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fresources%2Fsleep-diary');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('locks it for a signed-in member without a membership with See membership (no Sign in)', async () => {
    api.loadResource.mockResolvedValue({ resource: diary, locked: true, body: null });
    state.signIn = signedInAs('lapsed');
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This resource is for members' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See membership' })).toHaveAttribute('href', '/membership');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('offers a link resource as "Open the page" in a new tab without an opener', async () => {
    api.loadResource.mockResolvedValue({ resource: resource('nhs', { title: 'NHS sleep tips', kind: 'link' }), locked: false, body: { markdown: '', url: 'https://www.nhs.uk/sleep' } });
    renderPage('nhs');
    const open = await screen.findByRole('link', { name: /Open the page/ });
    expect(open).toHaveAttribute('href', 'https://www.nhs.uk/sleep');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open.getAttribute('rel')).toContain('noopener');
  });

  it('offers a download resource as "Download" with the file address', async () => {
    api.loadResource.mockResolvedValue({ resource: resource('plan', { title: 'Plan', kind: 'download' }), locked: false, body: { markdown: '', url: 'https://files.example/plan.pdf' } });
    renderPage('plan');
    expect(await screen.findByRole('link', { name: 'Download' })).toHaveAttribute('href', 'https://files.example/plan.pdf');
  });

  it('says not found for an unknown or unpublished resource', async () => {
    api.loadResource.mockResolvedValue(null);
    renderPage('nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Resource not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse resources' })).toHaveAttribute('href', '/resources');
  });

  it('shows a load failure as an error with Try again', async () => {
    api.loadResource.mockRejectedValue(new Error('We could not reach the server.'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this resource. We could not reach the server.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
