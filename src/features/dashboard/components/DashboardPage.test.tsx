import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { FormSummary } from '../api/dashboard-api';
import { DashboardPage } from './DashboardPage';

const api = vi.hoisted(() => ({ listPublishedForms: vi.fn<() => Promise<FormSummary[]>>() }));
vi.mock('../api/dashboard-api', () => ({
  useSession: () => ({ user: { uid: 'm1', displayName: 'Sam' }, profile: null }),
  hasFinishedOnboarding: () => true,
  listPublishedForms: api.listPublishedForms,
}));

const form = (id: string, title: string, description = ''): FormSummary => ({
  id,
  title,
  description,
  status: 'published',
  currentVersion: 1,
  source: 'builder',
  updatedAt: null,
  updatedBy: null,
});

function renderDashboard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => api.listPublishedForms.mockReset());

describe('DashboardPage assessments', () => {
  it('says it is loading, then lists the published forms with the committed ones first on their routes', async () => {
    api.listPublishedForms.mockResolvedValue([
      form('sleep-diary', 'Sleep diary', 'Two weeks of sleep, one line a night.'),
      form('ptsd', 'PTSD checklist (PCL-5)'),
      form('anxiety', 'Anxiety check-in'),
      form('initial-assessment', 'Initial assessment'),
    ]);
    renderDashboard();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your assessments…');
    const list = await screen.findByRole('list', { name: 'Assessments' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => [l.querySelector('strong')?.textContent, l.getAttribute('href')])).toEqual([
      ['Initial assessment', '/dashboard/forms/initial-assessment'],
      ['PTSD checklist (PCL-5)', '/dashboard/forms/PTSD'],
      ['Anxiety check-in', '/dashboard/forms/anxiety'],
      ['Sleep diary', '/dashboard/forms/sleep-diary'],
    ]);
    expect(links[3]).toHaveTextContent('Two weeks of sleep, one line a night.');
  });

  it('says so when there is nothing to complete', async () => {
    api.listPublishedForms.mockResolvedValue([]);
    renderDashboard();
    expect(await screen.findByText('There are no assessments for you to complete at the moment.')).toBeInTheDocument();
  });

  it('explains a failure and tries again on request', async () => {
    api.listPublishedForms.mockRejectedValueOnce(new Error('We could not reach the server. Check your connection and try again.'));
    api.listPublishedForms.mockResolvedValueOnce([form('wellbeing', 'Wellbeing check-in')]);
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your assessments. We could not reach the server.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Wellbeing check-in/ })).toHaveAttribute('href', '/dashboard/forms/wellbeing');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.listPublishedForms).toHaveBeenCalledTimes(2);
  });
});
