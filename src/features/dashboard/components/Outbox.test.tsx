import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { CONSENT_REQUIRED } from '@model';
import type { OutboxItem } from '../../../lib';
import { Outbox } from './Outbox';

const api = vi.hoisted(() => ({
  items: [] as OutboxItem[],
  removed: 0,
  onChange: (() => undefined) as () => void,
  listOutbox: vi.fn(),
  watchOutbox: vi.fn(),
  takeOutboxNotice: vi.fn(),
  sendOutbox: vi.fn(),
  retryOutboxItem: vi.fn(),
  removeFromOutbox: vi.fn(),
}));
vi.mock('../api/dashboard-api', () => api);

const T = Date.UTC(2026, 10, 29, 9, 30);
const item = (over: Partial<OutboxItem>): OutboxItem => ({
  uid: 'm1',
  formId: 'ptsd',
  title: 'PCL-5',
  formVersion: 1,
  submissionKey: 'key-1',
  data: { pcl1: 2 },
  carried: null,
  state: 'waiting',
  savedAt: T,
  changedAt: T,
  attempts: 0,
  reason: null,
  refusal: null,
  result: null,
  ...over,
});

beforeEach(() => {
  vi.clearAllMocks();
  api.items = [];
  api.removed = 0;
  api.listOutbox.mockImplementation(async () => api.items);
  api.takeOutboxNotice.mockImplementation(async () => api.removed);
  api.watchOutbox.mockImplementation(async (onChange: () => void) => {
    api.onChange = onChange;
    return () => undefined;
  });
  api.sendOutbox.mockResolvedValue(undefined);
  api.retryOutboxItem.mockResolvedValue(undefined);
  api.removeFromOutbox.mockResolvedValue(undefined);
});

const show = () =>
  render(
    <MemoryRouter>
      <Outbox uid="m1" />
    </MemoryRouter>,
  );

describe('Outbox', () => {
  it('shows nothing while nothing waits', async () => {
    show();
    await waitFor(() => expect(api.listOutbox).toHaveBeenCalledWith('m1'));
    expect(screen.queryByTestId('outbox')).toBeNull();
  });

  it('lists a waiting assessment with Send now, and follows it to sent with its score', async () => {
    api.items = [item({})];
    show();
    const entry = await screen.findByTestId('outbox-item');
    expect(entry).toHaveTextContent('Waiting to be sent');
    await userEvent.click(within(entry).getByRole('button', { name: 'Send now' }));
    expect(api.sendOutbox).toHaveBeenCalledWith('m1');
    api.items = [
      item({
        state: 'sent',
        data: null,
        result: {
          responseId: 'key-1',
          scores: { total: { title: 'PCL-5 total', total: 41, max: 80, bandLabel: 'Above the cut-off' } as never },
          flags: [{ id: 'f1', audience: 'member', severity: 'warning', message: 'Please talk to your practitioner.', signpost: 'crisis' } as never],
        },
      }),
    ];
    api.onChange();
    const sent = await screen.findByTestId('outbox-result');
    expect(sent).toHaveTextContent('PCL-5 total: 41 out of 80 (Above the cut-off)');
    expect(sent).toHaveTextContent('Please talk to your practitioner.');
    expect(within(sent).getByRole('link', { name: '116 123' })).toBeInTheDocument();
  });

  it('explains a refusal for want of consent, with the way to give it and Send again', async () => {
    api.items = [item({ state: 'refused', reason: 'We need your consent first.', refusal: CONSENT_REQUIRED })];
    show();
    const entry = await screen.findByTestId('outbox-item');
    expect(entry).toHaveTextContent('Not accepted');
    expect(entry).toHaveTextContent('We need your consent first.');
    expect(within(entry).getByRole('link', { name: 'Give your consent on the form' })).toHaveAttribute('href', '/dashboard/forms/PTSD');
    await userEvent.click(within(entry).getByRole('button', { name: 'Send again' }));
    expect(api.retryOutboxItem).toHaveBeenCalledWith('m1', 'key-1');
  });

  it('asks before deleting unsent answers, and keeps them on Keep them', async () => {
    api.items = [item({})];
    show();
    const entry = await screen.findByTestId('outbox-item');
    await userEvent.click(within(entry).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(entry).getByRole('button', { name: 'Keep them' }));
    expect(api.removeFromOutbox).not.toHaveBeenCalled();
    await userEvent.click(within(entry).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(entry).getByRole('button', { name: 'Delete the answers' }));
    expect(api.removeFromOutbox).toHaveBeenCalledWith('m1', 'key-1');
  });

  it('says once that unsent assessments older than 7 days were removed', async () => {
    api.removed = 1;
    show();
    expect(await screen.findByText(/1 assessment kept on this device for more than 7 days without being sent was removed/)).toBeInTheDocument();
  });
});
