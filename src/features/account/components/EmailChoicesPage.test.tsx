import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmailChoices } from '@model';
import { EmailChoicesPage } from './EmailChoicesPage';

const api = vi.hoisted(() => ({
  loadEmailChoices: vi.fn<() => Promise<EmailChoices>>(),
  saveEmailChoices: vi.fn<(choices: EmailChoices) => Promise<void>>(),
}));
vi.mock('../api/email-choices', () => api);

const ALL_ON: EmailChoices = { 'measure-assigned': true, 'measure-due': true, 'booking-reminder': true };

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <EmailChoicesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
});

describe('EmailChoicesPage', () => {
  it('shows each reminder as stored, saves a change, and says it is saved', async () => {
    api.loadEmailChoices.mockResolvedValue({ ...ALL_ON, 'measure-due': false });
    api.saveEmailChoices.mockResolvedValue();
    const user = renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your email choices…');
    const due = await screen.findByRole('checkbox', { name: 'A form is due' });
    expect(due).not.toBeChecked();
    expect(due).toHaveAccessibleDescription('One reminder on the day an assigned form is due.');
    const tomorrow = screen.getByRole('checkbox', { name: 'A session is tomorrow' });
    expect(tomorrow).toBeChecked();
    await user.click(tomorrow);
    await user.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(api.saveEmailChoices).toHaveBeenCalledWith({ 'measure-assigned': true, 'measure-due': false, 'booking-reminder': false });
    expect(await screen.findByText('Saved. Your choices apply to the next email.')).toBeInTheDocument();
    expect(screen.getByText(/always come/)).toBeInTheDocument();
  });

  it('keeps the choices and says why when saving fails', async () => {
    api.loadEmailChoices.mockResolvedValue(ALL_ON);
    api.saveEmailChoices.mockRejectedValue(new Error('You are offline.'));
    const user = renderPage();
    await user.click(await screen.findByRole('checkbox', { name: 'A form is assigned to me' }));
    await user.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved: You are offline.');
    expect(screen.getByRole('checkbox', { name: 'A form is assigned to me' })).not.toBeChecked();
  });

  it('explains a failed load and tries again', async () => {
    api.loadEmailChoices.mockRejectedValueOnce(new Error('Please sign in again to continue.'));
    api.loadEmailChoices.mockResolvedValueOnce(ALL_ON);
    const user = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your email choices. Please sign in again to continue.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'A form is due' })).toBeChecked());
  });
});
