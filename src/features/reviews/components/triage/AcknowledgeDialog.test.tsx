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

afterEach(() => {
  api.current.queue.length = 0;
  vi.clearAllMocks();
});

const now = new Date('2026-03-10T12:00:00Z');
const item9 = flag('phq9-item9', 'urgent', 'PHQ-9 item 9 answered above 0', { signpost: 'crisis' });
const sam = entry('resp-1', 'member-sam', 3, '2026-03-10T02:00:00Z', [item9, flag('gad7', 'warning', 'GAD-7 severe')]);

async function openDialog() {
  const view = renderTriage(<TriageQueue now={now} />);
  act(() => api.current.queue[0]!.onChange([sam]));
  // the member's name comes from its own (mocked) read: a busy machine may take a moment
  const button = await screen.findByRole('button', { name: 'Acknowledge “PHQ-9 item 9 answered above 0” for Sam Patel' }, { timeout: 5000 });
  await view.user.click(button);
  return { ...view, button, dialog: screen.getByRole('dialog', { name: 'Acknowledge flag' }) };
}

describe('AcknowledgeDialog', () => {
  it('opens on the note field, refuses a missing note with the server\'s words and calls nothing', async () => {
    const { user, dialog } = await openDialog();
    const note = within(dialog).getByLabelText('What did you do?');
    expect(note).toHaveFocus();
    expect(dialog).toHaveTextContent('PHQ-9 item 9 answered above 0');
    await user.type(note, 'ok');
    await user.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Write what you did about it (at least 3 characters).');
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(api.current.module.acknowledgeFlag).not.toHaveBeenCalled();
  });

  it('records the note through acknowledgeFlag, closes, says what is left open and puts focus on the queue heading', async () => {
    api.current.module.acknowledgeFlag.mockResolvedValueOnce({ responseId: 'resp-1', flagId: 'phq9-item9', open: 1 });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('What did you do?'), '  Phoned Sam; safety plan agreed ');
    await user.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    expect(api.current.module.acknowledgeFlag).toHaveBeenCalledWith({ responseId: 'resp-1', flagId: 'phq9-item9', note: 'Phoned Sam; safety plan agreed' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(/Acknowledged. 1 flag is still open on Sam Patel's response./)).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Flags to review' })).toHaveFocus());
  });

  it('keeps the dialog and the note when the server refuses, saying why', async () => {
    api.current.module.acknowledgeFlag.mockRejectedValueOnce(new Error('You do not have permission to do that.'));
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('What did you do?'), 'Phoned the member');
    await user.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not saved: You do not have permission to do that.');
    expect(within(dialog).getByLabelText('What did you do?')).toHaveValue('Phoned the member');
  });

  it('works from the keyboard: Tab stays inside, Escape cancels and focus returns to the flag\'s button', async () => {
    const { user, button, dialog } = await openDialog();
    const note = within(dialog).getByLabelText('What did you do?');
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Acknowledge' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(note).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(api.current.module.acknowledgeFlag).not.toHaveBeenCalled();
  });
});
