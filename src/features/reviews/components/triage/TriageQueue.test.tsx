import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TriageQueue } from './TriageQueue';
import type { fakeTriageApi} from './triage-test-api';
import { entry, flag, renderTriage } from './triage-test-api';

const api = vi.hoisted(() => ({ current: null as unknown as ReturnType<typeof fakeTriageApi> }));
vi.mock('../../api/triage-api', async () => {
  const { fakeTriageApi: make } = await import('./triage-test-api');
  api.current = make();
  return api.current.module;
});

const now = new Date('2026-03-10T12:00:00Z');
const lastQueue = () => api.current.queue[api.current.queue.length - 1]!;
const answer = (data: Parameters<ReturnType<typeof lastQueue>['onChange']>[0]) => act(() => lastQueue().onChange(data));

afterEach(() => {
  api.current.queue.length = 0;
  vi.clearAllMocks();
});

const urgent = entry('resp-urgent', 'member-sam', 3, '2026-03-10T02:00:00Z', [
  flag('phq9-mild', 'info', 'PHQ-9 in the mild band'),
  flag('phq9-item9', 'urgent', 'PHQ-9 item 9 answered above 0: follow up today', { signpost: 'crisis' }),
  flag('old', 'warning', 'Already dealt with', { acknowledged: { by: 'a', byName: 'Alex', at: now, note: 'Phoned' } }),
]);
const warning = entry('resp-warning', 'member-jo', 2, '2026-03-01T09:00:00Z', [flag('gad7-severe', 'warning', 'GAD-7 severe')]);

describe('TriageQueue states', () => {
  it('says it is loading until the listener answers, then "No flags to review" for an empty queue', async () => {
    renderTriage(<TriageQueue now={now} />);
    expect(screen.getByText('Loading the flags to review…')).toBeInTheDocument();
    expect(api.current.module.subscribeTriageQueue).toHaveBeenCalledWith(25, expect.any(Function), expect.any(Function));
    answer([]);
    expect(await screen.findByText(/No flags to review/)).toBeInTheDocument();
    expect(screen.queryByText('Loading the flags to review…')).not.toBeInTheDocument();
  });

  it('shows a failed listener as an alert with Try again, which listens again', async () => {
    const { user } = renderTriage(<TriageQueue now={now} />);
    act(() => lastQueue().onError(new api.current.module.DataError('permission-denied', 'You do not have permission to do that.') as never));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The flags to review could not be loaded. You do not have permission to do that.');
    const first = lastQueue();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(first.stop).toHaveBeenCalled();
    expect(api.current.queue).toHaveLength(2);
    expect(screen.getByText('Loading the flags to review…')).toBeInTheDocument();
  });

  it('stops listening when the page is left', () => {
    const { unmount } = renderTriage(<TriageQueue now={now} />);
    unmount();
    expect(lastQueue().stop).toHaveBeenCalledTimes(1);
  });
});

describe('TriageQueue rows', () => {
  it('groups responses by their most severe open flag, urgent first, with member, form, when, open flags and scores', async () => {
    renderTriage(<TriageQueue now={now} />);
    answer([warning, urgent]); // whatever order arrives, urgent is shown first
    const groups = await screen.findAllByRole('heading', { level: 3 });
    expect(groups.map((h) => h.textContent)).toEqual(['Urgent (1 response)', 'Warning (1 response)']);

    const row = await screen.findByRole('listitem', { name: 'Sam Patel, Initial assessment' }, { timeout: 5000 });
    expect(within(row).getByRole('link', { name: 'Sam Patel' })).toHaveAttribute('href', '/admin/member/member-sam');
    expect(row).toHaveTextContent('10 hours ago');
    expect(row).toHaveTextContent('10 Mar 2026, 02:00');
    const flags = within(within(row).getByRole('list', { name: 'Open flags' })).getAllByRole('listitem');
    // open flags only, most severe first; severity as a word, not colour alone
    expect(flags.map((li) => li.textContent)).toEqual([
      'UrgentPHQ-9 item 9 answered above 0: follow up todayAcknowledge',
      'InfoPHQ-9 in the mild bandAcknowledge',
    ]);
    expect(within(row).getByRole('note', { name: 'Crisis routes for the member' })).toHaveTextContent('Samaritans 116 123');
    expect(row).toHaveTextContent('1 flag on this response already acknowledged');
    expect(await within(row).findByRole('list', { name: 'Scores' }, { timeout: 5000 })).toHaveTextContent('PHQ-9: 12 of 27, moderate');

    const jo = screen.getByRole('listitem', { name: 'Jo Evans, Initial assessment' });
    expect(within(jo).queryByRole('note')).not.toBeInTheDocument();
  });

  it('updates live: a new flag appears and an acknowledged one leaves without a reload', async () => {
    renderTriage(<TriageQueue now={now} />);
    answer([warning]);
    expect(await screen.findByRole('listitem', { name: 'Jo Evans, Initial assessment' }, { timeout: 5000 })).toBeInTheDocument();
    answer([urgent, warning]);
    expect(await screen.findByRole('listitem', { name: 'Sam Patel, Initial assessment' }, { timeout: 5000 })).toBeInTheDocument();
    answer([urgent]);
    expect(screen.queryByRole('listitem', { name: 'Jo Evans, Initial assessment' })).not.toBeInTheDocument();
    expect(screen.getByText(/1 response with open flags/)).toBeInTheDocument();
  });

  it('shows 25 at a time: "Show more" listens for 25 more and keeps the rows on screen meanwhile', async () => {
    const { user } = renderTriage(<TriageQueue now={now} />);
    const many = Array.from({ length: 30 }, (_, i) => entry(`r${i}`, 'member-jo', 2, `2026-03-01T${String(i % 24).padStart(2, '0')}:00:00Z`, [flag(`f${i}`, 'warning', `Flag ${i}`)]));
    answer(many.slice(0, 25));
    expect(await screen.findByText(/25 responses or more with open flags/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(lastQueue().count).toBe(50);
    expect(screen.getAllByRole('button', { name: /^Acknowledge/ })).toHaveLength(25);
    answer(many);
    expect(screen.getAllByRole('button', { name: /^Acknowledge/ })).toHaveLength(30);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});

describe('TriageQueue opened from an alert email', () => {
  it('marks the response the email links to', async () => {
    renderTriage(<TriageQueue now={now} />, '/admin?response=resp-warning');
    answer([urgent, warning]);
    const row = await screen.findByRole('listitem', { name: /member-jo/ });
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(within(row).getByText('From your alert email')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: /member-sam/ })).not.toHaveAttribute('aria-current');
  });

  it('says so when that response has no open flags in the list', async () => {
    renderTriage(<TriageQueue now={now} />, '/admin?response=resp-gone');
    answer([urgent]);
    expect(await screen.findByText(/The response from your alert email has no open flags in this list/)).toBeInTheDocument();
  });
});
