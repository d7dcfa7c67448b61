import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Assignment, FormSummary, RecurringAssignment } from '../../api/assignment-api';
import { MemberAssignments } from './MemberAssignments';

const api = vi.hoisted(() => ({
  listAssignments: vi.fn<(memberId: string) => Promise<Assignment[]>>(),
  startedFormIds: vi.fn<(memberId: string) => Promise<string[]>>(),
  createAssignment: vi.fn<(input: unknown) => Promise<string>>(),
  cancelAssignment: vi.fn<(id: string) => Promise<void>>(),
  listForms: vi.fn<() => Promise<FormSummary[]>>(),
  listRecurringAssignments: vi.fn<(memberId: string) => Promise<RecurringAssignment[]>>(),
  createRecurringAssignment: vi.fn<(input: unknown) => Promise<string>>(),
  stopRecurringAssignment: vi.fn<(id: string) => Promise<void>>(),
}));
vi.mock('../../api/assignment-api', () => ({
  ...api,
  // the data layer reads both at once (src/data/assignments.ts); each answered here on its own
  listMemberAssignments: async (memberId: string) => ({ assignments: await api.listAssignments(memberId), startedFormIds: await api.startedFormIds(memberId) }),
}));

const form = (id: string, title: string, over: Partial<FormSummary> = {}): FormSummary => ({
  id, title, description: '', status: 'published', currentVersion: 1, source: 'builder', updatedAt: null, updatedBy: null, audience: 'everyone', ...over,
});
const assignment = (id: string, formId: string, over: Partial<Assignment> = {}): Assignment => ({
  id, formId, memberId: 'm1', assignedBy: 'admin', assignedAt: new Date('2026-03-01T10:00:00Z'), dueAt: null, message: '', status: 'assigned',
  responseId: null, submittedAt: null, cancelledAt: null, cancelledBy: null, ...over,
});
const FORMS = [
  form('wellbeing-check-in', 'Weekly wellbeing check-in'),
  form('sleep', 'Sleep diary', { audience: 'assigned' }),
  form('sketch', 'Unpublished sketch', { status: 'draft', currentVersion: null }),
  form('ptsd', 'PCL-5'),
];

function renderAssignments() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MemberAssignments memberId="m1" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.listForms.mockResolvedValue(FORMS);
  api.startedFormIds.mockResolvedValue([]);
  api.listRecurringAssignments.mockResolvedValue([]);
});

describe('MemberAssignments: the list', () => {
  it('says it is loading, then shows each assignment with its state in words, a link to a submitted response and Cancel only while open', async () => {
    api.listAssignments.mockResolvedValue([
      assignment('a4', 'sleep', { dueAt: new Date('2099-01-01T23:59:00Z'), message: 'Before our next session' }),
      assignment('a3', 'ptsd', { dueAt: new Date('2020-01-01T23:59:00Z') }),
      assignment('a2', 'wellbeing-check-in', { status: 'submitted', responseId: 'resp1', submittedAt: new Date('2026-03-02T10:00:00Z') }),
      assignment('a1', 'gone-form', { status: 'cancelled', cancelledAt: new Date('2026-02-02T10:00:00Z') }),
    ]);
    api.startedFormIds.mockResolvedValue(['sleep']);
    renderAssignments();
    expect(screen.getByRole('status')).toHaveTextContent('Loading assigned forms…');

    const list = await screen.findByRole('list', { name: 'Assigned forms' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => [item.querySelector('strong')?.textContent, item.querySelector('.assignments-state')?.textContent])).toEqual([
      ['Sleep diary', 'Started'],
      ['PCL-5', 'Overdue'],
      ['Weekly wellbeing check-in', 'Submitted'],
      ['gone-form', 'Cancelled'],
    ]);
    expect(items[0]).toHaveTextContent('“Before our next session”');
    expect(items[0]).toHaveTextContent('Due 1 Jan 2099');
    expect(items[1]).toHaveTextContent('Was due 1 Jan 2020');
    expect(within(items[2]!).getByRole('link', { name: 'View the response to Weekly wellbeing check-in' })).toHaveAttribute('href', '/admin/member/m1?response=resp1');
    expect(within(items[3]!).getByText('Cancelled 2 Feb 2026')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Cancel the assignment of/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Cancel the assignment of Sleep diary',
      'Cancel the assignment of PCL-5',
    ]);
  });

  it('says so when nothing was assigned', async () => {
    api.listAssignments.mockResolvedValue([]);
    renderAssignments();
    expect(await screen.findByText(/No forms assigned yet\./)).toBeInTheDocument();
  });

  it('explains a failure and tries again on request', async () => {
    api.listAssignments.mockRejectedValueOnce(new Error('You do not have permission to do that.'));
    api.listAssignments.mockResolvedValueOnce([assignment('a1', 'ptsd')]);
    const user = renderAssignments();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the assigned forms. You do not have permission to do that.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('PCL-5')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('MemberAssignments: assigning', () => {
  it('offers the published forms only, and says what is missing or wrong before saving anything', async () => {
    api.listAssignments.mockResolvedValue([]);
    const user = renderAssignments();
    await user.click(await screen.findByRole('button', { name: 'Assign a form' }));
    const dialog = screen.getByRole('dialog', { name: 'Assign a form' });
    const select = within(dialog).getByLabelText('Form');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a published form…',
      'PCL-5',
      'Sleep diary (assigned members only)',
      'Weekly wellbeing check-in',
    ]);

    fireEvent.change(within(dialog).getByLabelText('Due date (optional)'), { target: { value: '2020-01-01' } });
    fireEvent.change(within(dialog).getByLabelText('Message to the member (optional)'), { target: { value: 'x'.repeat(501) } });
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(select).toHaveAccessibleDescription('Choose the form to assign.');
    expect(select).toHaveFocus();
    expect(within(dialog).getByLabelText('Due date (optional)')).toHaveAccessibleDescription(expect.stringContaining('The due date has passed.'));
    expect(within(dialog).getByLabelText('Message to the member (optional)')).toHaveAccessibleDescription(expect.stringContaining('Keep the message under 501 characters.'));
    expect(api.createAssignment).not.toHaveBeenCalled();
  });

  it('assigns the chosen form with its due date and message, closes, and shows it in the list', async () => {
    api.listAssignments.mockResolvedValueOnce([]);
    api.listAssignments.mockResolvedValueOnce([assignment('new', 'wellbeing-check-in', { dueAt: new Date(2099, 0, 1, 23, 59, 59, 999) })]);
    api.createAssignment.mockResolvedValue('new');
    const user = renderAssignments();
    await user.click(await screen.findByRole('button', { name: 'Assign a form' }));
    const dialog = screen.getByRole('dialog', { name: 'Assign a form' });
    await user.selectOptions(within(dialog).getByLabelText('Form'), 'Weekly wellbeing check-in');
    fireEvent.change(within(dialog).getByLabelText('Due date (optional)'), { target: { value: '2099-01-01' } });
    await user.type(within(dialog).getByLabelText('Message to the member (optional)'), ' Before Thursday ');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.createAssignment).toHaveBeenCalledWith({
      memberId: 'm1', formId: 'wellbeing-check-in', dueAt: new Date(2099, 0, 1, 23, 59, 59, 999), message: 'Before Thursday',
    });
    expect(await screen.findByText('Weekly wellbeing check-in')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assign a form' })).toHaveFocus();
  });

  it('keeps the dialog open with the reason when the server refuses', async () => {
    api.listAssignments.mockResolvedValue([]);
    api.createAssignment.mockRejectedValue(new Error('You do not have permission to do that.'));
    const user = renderAssignments();
    await user.click(await screen.findByRole('button', { name: 'Assign a form' }));
    const dialog = screen.getByRole('dialog', { name: 'Assign a form' });
    await user.selectOptions(within(dialog).getByLabelText('Form'), 'PCL-5');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not assigned: You do not have permission to do that.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('MemberAssignments: cancelling', () => {
  it('asks first, cancels on confirmation, and puts focus on the section\'s first control', async () => {
    api.listAssignments.mockResolvedValueOnce([assignment('a1', 'ptsd')]);
    api.listAssignments.mockResolvedValueOnce([assignment('a1', 'ptsd', { status: 'cancelled', cancelledAt: new Date('2026-03-03T10:00:00Z') })]);
    api.cancelAssignment.mockResolvedValue();
    const user = renderAssignments();
    await user.click(await screen.findByRole('button', { name: 'Cancel the assignment of PCL-5' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel “PCL-5”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api.cancelAssignment).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancel the assignment of PCL-5' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel the assignment' }));
    expect(api.cancelAssignment).toHaveBeenCalledWith('a1');
    expect(await screen.findByText('Cancelled', { selector: '.assignments-state' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assign a form' })).toHaveFocus();
  });
});

const series = (id: string, over: Partial<RecurringAssignment> = {}): RecurringAssignment => ({
  id, formId: 'wellbeing-check-in', memberId: 'm1', message: '', rule: { kind: 'interval', every: 2, unit: 'weeks' }, end: { until: null, times: 6 },
  startsAt: new Date('2026-12-07T09:00:00Z'), dueDays: 3, status: 'active', createdBy: 'admin', createdAt: new Date('2026-12-01T10:00:00Z'),
  nextAt: new Date('2026-12-21T09:00:00Z'), nextIndex: 1, madeSessions: [], made: 1, stoppedAt: null, ...over,
});

describe('MemberAssignments: recurring', () => {
  it('shows each recurring assignment with how it repeats and its next occurrence on the UK clock, and stops one', async () => {
    api.listAssignments.mockResolvedValue([]);
    api.listRecurringAssignments.mockResolvedValueOnce([
      series('s1'),
      series('s2', { formId: 'ptsd', rule: { kind: 'before-sessions', daysBefore: 2 }, end: { until: '2027-03-31', times: null }, dueDays: null, nextAt: null, made: 0 }),
      series('s3', { status: 'stopped', nextAt: null }),
    ]);
    api.listRecurringAssignments.mockResolvedValueOnce([series('s1', { status: 'stopped', nextAt: null })]);
    api.stopRecurringAssignment.mockResolvedValue();
    const user = renderAssignments();
    const list = await screen.findByRole('list', { name: 'Recurring assignments' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Weekly wellbeing check-in');
    expect(items[0]).toHaveTextContent('Next: 21 Dec 2026, 09:00');
    expect(items[0]).toHaveTextContent('Every 2 weeks, 6 times, each due 3 days later');
    expect(items[0]).toHaveTextContent('Assigned once so far');
    expect(items[1]).toHaveTextContent('2 days before each session they book, until 31 Mar 2027, each due at the session');
    expect(items[1]).toHaveTextContent('Next: when they book a session');
    expect(items[2]).toHaveTextContent('Stopped');
    expect(within(items[2]!).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(items[0]!).getByRole('button', { name: 'Stop repeating Weekly wellbeing check-in' }));
    expect(api.stopRecurringAssignment).toHaveBeenCalledWith('s1');
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Stop repeating/ })).not.toBeInTheDocument());
  });

  it('sets a form to repeat every two weeks from a UK date and time, for six times', async () => {
    api.listAssignments.mockResolvedValue([]);
    api.createRecurringAssignment.mockResolvedValue('s9');
    const user = renderAssignments();
    await user.click(await screen.findByRole('button', { name: 'Assign a form' }));
    const dialog = screen.getByRole('dialog', { name: 'Assign a form' });
    await user.selectOptions(within(dialog).getByLabelText('Form'), 'Weekly wellbeing check-in');
    await user.selectOptions(within(dialog).getByLabelText('Repeat'), 'Every few weeks');
    expect(within(dialog).queryByLabelText('Due date (optional)')).not.toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Every how many weeks'));
    await user.type(within(dialog).getByLabelText('Every how many weeks'), '2');
    fireEvent.change(within(dialog).getByLabelText('First one on'), { target: { value: '2099-07-06' } });
    fireEvent.change(within(dialog).getByLabelText('at (UK time)'), { target: { value: '09:30' } });
    await user.click(within(dialog).getByRole('button', { name: 'Assign repeatedly' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.createRecurringAssignment).toHaveBeenCalledWith({
      memberId: 'm1', formId: 'wellbeing-check-in', message: '',
      rule: { kind: 'interval', every: 2, unit: 'weeks' }, end: { until: null, times: 6 }, startsAt: new Date('2099-07-06T08:30:00Z'), dueDays: 3,
    });
    expect(api.createAssignment).not.toHaveBeenCalled();
  });

  it('says what is wrong with the repeat fields beside each, and saves nothing', async () => {
    api.listAssignments.mockResolvedValue([]);
    const user = renderAssignments();
    await user.click(await screen.findByRole('button', { name: 'Assign a form' }));
    const dialog = screen.getByRole('dialog', { name: 'Assign a form' });
    await user.selectOptions(within(dialog).getByLabelText('Form'), 'PCL-5');
    await user.selectOptions(within(dialog).getByLabelText('Repeat'), 'Every few days');
    await user.clear(within(dialog).getByLabelText('Every how many days'));
    await user.type(within(dialog).getByLabelText('Every how many days'), 'often');
    await user.selectOptions(within(dialog).getByLabelText('Ends'), 'On a date');
    await user.click(within(dialog).getByRole('button', { name: 'Assign repeatedly' }));
    expect(within(dialog).getByLabelText('Every how many days')).toHaveAccessibleDescription('Enter how many days apart, e.g. 2.');
    expect(within(dialog).getByLabelText('Every how many days')).toHaveFocus();
    expect(within(dialog).getByLabelText('Last date')).toHaveAccessibleDescription('Enter the last date, e.g. 31 March 2027.');
    expect(api.createRecurringAssignment).not.toHaveBeenCalled();
  });
});
