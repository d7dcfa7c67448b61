import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminHomePage } from './TriagePage';
import type { fakeTriageApi} from './triage-test-api';
import { renderTriage, scale } from './triage-test-api';

const api = vi.hoisted(() => ({ current: null as unknown as ReturnType<typeof fakeTriageApi> }));
vi.mock('../../api/triage-api', async () => {
  const { fakeTriageApi: make } = await import('./triage-test-api');
  api.current = make();
  return api.current.module;
});

afterEach(() => {
  api.current.queue.length = 0;
  api.current.latest.length = 0;
  vi.clearAllMocks();
});

describe('AdminHomePage (triage)', () => {
  it('shows the queue, then the latest submissions (live, newest first, with scores and links) and the members still onboarding', async () => {
    renderTriage(<AdminHomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Triage' })).toBeInTheDocument();
    expect(screen.getByText('Loading the latest submissions…')).toBeInTheDocument();
    expect(api.current.module.subscribeLatestSubmissions).toHaveBeenCalledWith(10, expect.any(Function), expect.any(Function));

    act(() => api.current.latest[0]!.onChange([
      { responseId: 'r2', memberId: 'member-jo', formId: 'ptsd', formVersion: 2, submittedAt: new Date(), scores: { pcl5: scale('PCL-5 total', 41, 80, 'Above the cut-off') } },
      { responseId: 'r1', memberId: 'member-sam', formId: 'initial-assessment', formVersion: 1, submittedAt: new Date(), scores: {} },
    ]));
    const latest = screen.getByRole('region', { name: 'Latest submissions' });
    const items = within(latest).getAllByRole('listitem').filter((li) => li.classList.contains('triage-latest-item'));
    expect(items).toHaveLength(2);
    expect(await within(items[0]!).findByRole('link', { name: 'Jo Evans' }, { timeout: 5000 })).toHaveAttribute('href', '/admin/member/member-jo');
    expect(await within(items[0]!).findByRole('link', { name: 'PTSD checklist (PCL-5)' }, { timeout: 5000 })).toHaveAttribute('href', '/admin/form-responses/ptsd');
    expect(items[0]).toHaveTextContent('PCL-5 total: 41 of 80, above the cut-off');
    expect(items[1]).toHaveTextContent('No scores on this form.');

    const onboarding = screen.getByRole('region', { name: 'Onboarding' });
    expect(await within(onboarding).findByText(/members have not finished onboarding/, {}, { timeout: 5000 })).toHaveTextContent('2 members have not finished onboarding');
  });

  it('says so when nobody has submitted yet, and when the counts cannot be loaded', async () => {
    api.current.module.countMembersNotOnboarded.mockRejectedValueOnce(new Error('We could not reach the server.'));
    renderTriage(<AdminHomePage />);
    act(() => api.current.latest[0]!.onChange([]));
    expect(screen.getByText('No member has submitted a form yet.')).toBeInTheDocument();
    const onboarding = screen.getByRole('region', { name: 'Onboarding' });
    expect(await within(onboarding).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('The count could not be loaded. We could not reach the server.');
  });
});
