import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { Assignment, FormSummary } from '../api/dashboard-api';
import { DashboardPage } from './DashboardPage';

const api = vi.hoisted(() => ({
  listPublishedForms: vi.fn<() => Promise<FormSummary[]>>(),
  listAssignments: vi.fn<(uid: string) => Promise<Assignment[]>>(),
  startedFormIds: vi.fn<(uid: string) => Promise<string[]>>(),
}));
vi.mock('../api/dashboard-api', () => ({
  useSignedIn: () => ({ user: { uid: 'm1', displayName: 'Sam' }, profile: null }),
  hasFinishedOnboarding: () => true,
  listPublishedForms: api.listPublishedForms,
  // the data layer reads both at once (src/data/assignments.ts); each answered here on its own
  listMemberAssignments: async (uid: string) => ({ assignments: await api.listAssignments(uid), startedFormIds: await api.startedFormIds(uid) }),
  // nothing waits in this device's outbox (Outbox.test.tsx shows what does)
  listOutbox: async () => [],
  watchOutbox: async () => () => undefined,
  takeOutboxNotice: async () => 0,
}));
// Your sessions has its own test (YourSessions.test.tsx): here it has none to show; whether its
// reads may start yet (`enabled`) is recorded
const sessionReads = vi.hoisted(() => ({ enabled: [] as boolean[] }));
vi.mock('../api/my-sessions', () => ({
  useMyBookings: (_uid: string, enabled = true) => {
    sessionReads.enabled.push(enabled);
    return { isPending: !enabled, isError: false, data: enabled ? [] : undefined };
  },
  useUpcomingSessions: (enabled = true) => ({ isPending: !enabled, isError: false, data: enabled ? [] : undefined }),
}));

const form = (id: string, title: string, description = '', over: Partial<FormSummary> = {}): FormSummary => ({
  id,
  title,
  description,
  status: 'published',
  currentVersion: 1,
  source: 'builder',
  updatedAt: null,
  updatedBy: null,
  ...over,
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

afterEach(() => {
  vi.useRealTimers();
});

beforeEach(() => {
  sessionReads.enabled = [];
  for (const fn of Object.values(api)) fn.mockReset();
  api.listAssignments.mockResolvedValue([]);
  api.startedFormIds.mockResolvedValue([]);
});

describe('DashboardPage assessments', () => {
  it('says it is loading, then lists the published forms with the committed ones first on their routes', async () => {
    api.listPublishedForms.mockResolvedValue([
      form('sleep-diary', 'Sleep diary', 'Two weeks of sleep, one line a night.'),
      form('ptsd', 'PTSD checklist (PCL-5)'),
      form('anxiety', 'Anxiety check-in'),
      form('initial-assessment', 'Initial assessment'),
    ]);
    renderDashboard();
    expect(screen.getByText('Loading your assessments…')).toBeInTheDocument();
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

const assignment = (id: string, formId: string, over: Partial<Assignment> = {}): Assignment => ({
  id, formId, memberId: 'm1', assignedBy: 'admin', assignedAt: new Date('2026-03-01T10:00:00Z'), dueAt: null, message: '', status: 'assigned',
  responseId: null, submittedAt: null, cancelledAt: null, cancelledBy: null, ...over,
});

describe('DashboardPage: assigned to you', () => {
  it('lists open assignments with due date, Overdue in words, the message and Start or Continue; done ones briefly; the assigned-only form only there', async () => {
    api.listPublishedForms.mockResolvedValue([
      form('wellbeing', 'Wellbeing check-in'),
      form('sleep', 'Sleep diary', '', { audience: 'assigned' }),
      form('anxiety', 'Anxiety check-in'),
    ]);
    api.listAssignments.mockResolvedValue([
      assignment('a3', 'sleep', { dueAt: new Date('2099-12-01T23:59:00Z'), message: 'Before our next session, please' }),
      assignment('a2', 'wellbeing', { dueAt: new Date('2020-01-01T23:59:00Z') }),
      assignment('a1', 'anxiety', { status: 'submitted', responseId: 'r1', submittedAt: new Date(Date.now() - 2 * 24 * 3600 * 1000) }),
      assignment('a0', 'anxiety', { status: 'cancelled' }),
    ]);
    api.startedFormIds.mockResolvedValue(['wellbeing']);
    renderDashboard();

    const assigned = await screen.findByRole('list', { name: 'Forms assigned to you' });
    const cards = within(assigned).getAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Wellbeing check-in', 'Sleep diary']); // the overdue one first
    expect(cards[0]).toHaveTextContent('Overdue: it was due Wed, 1 January 2020');
    expect(within(cards[0]!).getByRole('link', { name: 'Continue Wellbeing check-in' })).toHaveAttribute('href', '/dashboard/forms/wellbeing');
    expect(cards[1]).toHaveTextContent('Due Tue, 1 December 2099');
    expect(cards[1]).not.toHaveTextContent('Overdue');
    expect(cards[1]).toHaveTextContent('From your practitioner: “Before our next session, please”');
    expect(within(cards[1]!).getByRole('link', { name: 'Start Sleep diary' })).toHaveAttribute('href', '/dashboard/forms/sleep');
    expect(within(screen.getByRole('list', { name: 'Done recently' })).getByRole('listitem')).toHaveTextContent(/^✓ Anxiety check-in: done on /);

    // the assigned-only form is not among everyone's assessments; the others still are
    const everyone = await screen.findByRole('list', { name: 'Assessments' });
    expect(within(everyone).getAllByRole('link').map((l) => l.querySelector('strong')?.textContent)).toEqual(['Anxiety check-in', 'Wellbeing check-in']);
  });

  it('shows nothing of it to a member without assignments', async () => {
    api.listPublishedForms.mockResolvedValue([form('wellbeing', 'Wellbeing check-in')]);
    renderDashboard();
    await screen.findByRole('list', { name: 'Assessments' });
    await waitFor(() => expect(screen.queryByText('Checking for forms assigned to you…')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Assigned to you' })).not.toBeInTheDocument();
    expect(api.listAssignments).toHaveBeenCalledWith('m1');
  });

  it('keeps the assessments loading until the assignments are known, so both appear together (no shift)', async () => {
    api.listPublishedForms.mockResolvedValue([form('wellbeing', 'Wellbeing check-in')]);
    let answer: (list: Assignment[]) => void = () => undefined;
    api.listAssignments.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderDashboard();
    await waitFor(() => expect(api.listPublishedForms).toHaveBeenCalled());
    // the forms have arrived, the assignments not yet: the list waits in its room
    await new Promise((settle) => setTimeout(settle, 50));
    expect(screen.getByText('Loading your assessments…')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Assessments' })).toBeNull();
    answer([assignment('a1', 'wellbeing')]);
    expect(await screen.findByRole('link', { name: 'Start Wellbeing check-in' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Assessments' })).toBeInTheDocument();
  });

  it('explains a failure and tries again on request', async () => {
    api.listPublishedForms.mockResolvedValue([form('wellbeing', 'Wellbeing check-in')]);
    api.listAssignments.mockRejectedValueOnce(new Error('We could not reach the server. Check your connection and try again.'));
    api.listAssignments.mockResolvedValueOnce([assignment('a1', 'wellbeing')]);
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not check for forms assigned to you. We could not reach the server.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Start Wellbeing check-in' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('DashboardPage: your sessions', () => {
  it('reads the sessions only once the assessments (the first screen) have been drawn', async () => {
    // the reads wait for a paint, an idle moment and a settling timer: fake timers, moved well past all three
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame'], shouldAdvanceTime: true });
    let answer: (forms: FormSummary[]) => void = () => {};
    api.listPublishedForms.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderDashboard();
    expect(await screen.findByText('Loading your assessments…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(sessionReads.enabled.length).toBeGreaterThan(0);
    expect(sessionReads.enabled).not.toContain(true);
    answer([form('ptsd', 'PTSD checklist (PCL-5)')]);
    expect(await screen.findByRole('link', { name: /PTSD checklist/ })).toBeInTheDocument();
    await waitFor(() => expect(sessionReads.enabled.at(-1)).toBe(true));
  });
});
