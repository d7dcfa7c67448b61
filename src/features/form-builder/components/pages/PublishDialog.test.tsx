import type { Edit, FormDefinition } from '@engine';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/forms-api';
import { initialAutosave } from '../../../../lib';
import { declaredNow, startTracker } from '../../hooks/declared-tracker';
import { BuilderStoreContext, createBuilderStore } from '../../store';
import { checkIn } from '../../testing/definitions';
import { PublishButton } from './PublishButton';
import { PublishDialog } from './PublishDialog';

vi.mock('../../api/forms-api', async (original) => ({
  ...(await original<typeof api>()),
  publishForm: vi.fn(),
  listOpenDrafts: vi.fn(),
  listFormVersions: vi.fn(),
}));
const mocked = vi.mocked(api);

const published: FormDefinition = { ...checkIn(), version: 2 };

/** Publish with its dialog, over a builder store on the published version with `edits` made. */
function setup(edits: Edit[] = []) {
  const store = createBuilderStore(published);
  for (const edit of edits) expect(store.getState().apply(edit).ok).toBe(true);
  const tracker = startTracker(published, published);
  const declared = (log: readonly Edit[]) => declaredNow(tracker, log);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onPublished = vi.fn();
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <BuilderStoreContext.Provider value={store}>
        <PublishButton
          formId="check-in"
          publishable
          problemCount={0}
          saveState={initialAutosave(4)}
          flush={async () => 4}
          onPublished={onPublished}
          review={({ onCancel, onConfirm }) => (
            <PublishDialog formId="check-in" published={published} declared={declared} onCancel={onCancel} onConfirm={onConfirm} />
          )}
        />
      </BuilderStoreContext.Provider>
    </QueryClientProvider>,
  );
  return { store, user, onPublished };
}

const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  return screen.findByRole('dialog', { name: 'Publish version 3' });
};

const scale = () => {
  const found = published.scoring?.scales?.wellbeing;
  if (!found) throw new Error('checkIn has the wellbeing scale');
  return found;
};

describe('Publish version N', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    mocked.listOpenDrafts.mockResolvedValue([]);
    mocked.listFormVersions.mockResolvedValue([]);
  });

  it('lists the changes in words, counts the open drafts, and publishes on "Publish version 3"', async () => {
    mocked.listOpenDrafts.mockResolvedValue([
      { version: 2, data: { name: 'Sam', perDay: 4 } },
      { version: 2, data: { smoker: 'no' } },
    ]);
    mocked.publishForm.mockResolvedValue({ version: 3, changed: true, contentHash: 'h' });
    const { user, onPublished } = setup([
      { type: 'renameField', from: 'name', to: 'fullName' },
      { type: 'removeField', name: 'perDay' },
    ]);
    const dialog = await openDialog(user);
    const changes = within(dialog).getByTestId('publish-changes');
    expect(within(changes).getByRole('heading', { name: 'Questions renamed' })).toBeInTheDocument();
    expect(changes).toHaveTextContent('Question "Your name" renamed from name to fullName');
    expect(within(changes).getByRole('heading', { name: 'Questions removed' })).toBeInTheDocument();
    const impact = within(dialog).getByTestId('publish-impact');
    expect(await within(impact).findByText('2 open drafts will be carried over to version 3.')).toBeInTheDocument();
    expect(impact).toHaveTextContent('1 answer (in 1 draft) would not fit the new version');
    // counts only: no member's answer is shown
    expect(dialog).not.toHaveTextContent('Sam');

    await user.click(within(dialog).getByRole('button', { name: 'Publish version 3' }));
    expect(await screen.findByText('Published version 3')).toBeInTheDocument();
    expect(mocked.publishForm).toHaveBeenCalledWith('check-in', 4);
    expect(onPublished).toHaveBeenCalledWith({ version: 3, changed: true, revision: 4 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says while the drafts are being counted, then that there are none; no change listed says so', async () => {
    let finish: (value: Awaited<ReturnType<typeof api.listOpenDrafts>>) => void = () => {};
    mocked.listOpenDrafts.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const { user } = setup();
    const dialog = await openDialog(user);
    expect(within(dialog).getByText('Counting members’ open drafts…')).toBeInTheDocument();
    finish([]);
    expect(await within(dialog).findByText('No member has an open draft of this form.')).toBeInTheDocument();
    expect(within(dialog).getByText(/No questions, choices, conditions or scoring changed/)).toBeInTheDocument();
  });

  it('a failed count is an alert with Count again; publishing stays possible', async () => {
    mocked.listOpenDrafts.mockRejectedValueOnce(new api.DataError('permission-denied', 'You do not have permission to do that.'));
    const { user } = setup();
    const dialog = await openDialog(user);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The open drafts could not be counted. You do not have permission to do that.');
    expect(within(dialog).getByRole('button', { name: 'Publish version 3' })).toBeEnabled();
    mocked.listOpenDrafts.mockResolvedValueOnce([{ version: 2, data: { name: 'A' } }]);
    await user.click(within(alert).getByRole('button', { name: 'Count again' }));
    expect(await within(dialog).findByText('1 open draft will be carried over to version 3.')).toBeInTheDocument();
  });

  it('reads the chain of older versions only when a draft is on one', async () => {
    mocked.listOpenDrafts.mockResolvedValue([{ version: 1, data: { name: 'A' } }]);
    mocked.listFormVersions.mockResolvedValue([
      { version: 1, definition: { ...checkIn(), version: 1 }, migration: null, contentHash: 'a', publishedAt: null },
      { version: 2, definition: published, migration: null, contentHash: 'b', publishedAt: null },
    ]);
    const { user } = setup();
    const dialog = await openDialog(user);
    expect(await within(dialog).findByText('1 open draft will be carried over to version 3.')).toBeInTheDocument();
    expect(mocked.listFormVersions).toHaveBeenCalledWith('check-in');
  });

  it('a scoring change needs a new scoring version: proposed, set in one click (an edit Undo takes back), then publishable', async () => {
    const { user, store } = setup([{ type: 'setScale', id: 'wellbeing', scale: { ...scale(), items: ['mood'] } }]);
    const dialog = await openDialog(user);
    const confirm = within(dialog).getByRole('button', { name: 'Publish version 3' });
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByTestId('publish-scoring')).toHaveTextContent('its scoring version is still “1”');
    const use = within(dialog).getByRole('button', { name: 'Use scoring version 2' });
    expect(use).toHaveFocus();
    await user.click(use);
    expect(store.getState().definition.scoring?.version).toBe('2');
    expect(confirm).toBeEnabled();
    expect(confirm).toHaveFocus();
    expect(within(dialog).queryByTestId('publish-scoring')).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('publish-changes')).toHaveTextContent('Scoring version changed from "1" to "2"');

    store.getState().undo();
    await waitFor(() => expect(confirm).toBeDisabled());
    expect(store.getState().definition.scoring?.version).toBe('1');
  });

  it('the server refusing a scoring change says which version it proposes', async () => {
    mocked.publishForm.mockRejectedValue(
      new api.DataError('functions/failed-precondition', 'The scoring changed.', { reason: 'scoring-version', proposed: '7', changes: [] }),
    );
    const { user } = setup();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Publish version 3' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.some((a) => /Use scoring version 7/.test(a.textContent ?? ''))).toBe(true);
  });

  it('keyboard: Enter opens it with focus on the confirm button, Tab stays inside, Escape closes and gives focus back to Publish', async () => {
    const { user } = setup();
    const publish = screen.getByRole('button', { name: 'Publish' });
    expect(publish).toHaveAttribute('aria-haspopup', 'dialog');
    await user.tab();
    expect(publish).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Publish version 3' });
    const confirm = within(dialog).getByRole('button', { name: 'Publish version 3' });
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(publish).toHaveFocus();
    expect(mocked.publishForm).not.toHaveBeenCalled();

    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(publish).toHaveFocus();
  });
});
