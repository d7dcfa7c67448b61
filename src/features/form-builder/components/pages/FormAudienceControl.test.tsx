import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/forms-api';
import { FormAudienceControl } from './FormAudienceControl';

vi.mock('../../api/forms-api', async (original) => ({ ...(await original<typeof api>()), setFormAudience: vi.fn() }));
const setFormAudience = vi.mocked(api.setFormAudience);

function setup(audience: 'everyone' | 'assigned' = 'everyone') {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FormAudienceControl formId="sleep" audience={audience} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), select: screen.getByLabelText('Who sees this form') as HTMLSelectElement };
}

afterEach(() => setFormAudience.mockReset());

describe('FormAudienceControl', () => {
  it('shows the stored audience and saves a new choice through the server', async () => {
    let finish!: () => void;
    setFormAudience.mockImplementation(() => new Promise<void>((resolve) => { finish = resolve; }));
    const { user, select } = setup('everyone');
    expect(select.value).toBe('everyone');

    await user.selectOptions(select, 'Assigned members only');
    expect(setFormAudience).toHaveBeenCalledWith('sleep', 'assigned');
    expect(await screen.findByText('Saving…')).toBeInTheDocument();
    expect(select).toBeDisabled();

    finish();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(select.value).toBe('assigned');
  });

  it('puts the stored choice back and says why when the save is refused', async () => {
    setFormAudience.mockRejectedValue(new Error('Only administrators can change who sees a form.'));
    const { user, select } = setup('assigned');
    await user.selectOptions(select, 'Everyone');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved: Only administrators can change who sees a form.');
    await waitFor(() => expect(select.value).toBe('assigned'));
    expect(select).toBeEnabled();
  });
});
