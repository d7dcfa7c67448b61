import type { FormDefinition, JsonSchemaObject } from '@engine';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/forms-api';
import { readBuilderBackup, writeBuilderBackup } from '../../hooks/local-backup';
import { newFormDefinition } from '../../hooks/new-form';
import { FormBuilderPage } from './FormBuilderPage';
import { renderPage, summary } from '../../testing/render';
import { checkIn } from '../../testing/definitions';

vi.mock('../../api/forms-api', async (original) => ({
  ...(await original<typeof api>()),
  listForms: vi.fn(),
  loadBuilderDraft: vi.fn(),
  loadFormVersion: vi.fn(),
  createBuilderForm: vi.fn(),
  saveBuilderDraft: vi.fn(),
  publishForm: vi.fn(),
}));

// The page is tested around a stand-in workspace: what matters here is what the page gives it
// (definition, onChange, status, actions) and does with its changes.
const problems = vi.hoisted(() => ({ current: { problems: [] as { key: string }[], publishable: true, checking: false } }));
vi.mock('../problems', () => ({ useProblems: () => problems.current }));
vi.mock('../FormBuilderWorkspace', () => ({
  FormBuilderWorkspace: ({ definition, onChange, status, actions }: { definition: FormDefinition; onChange(d: FormDefinition, log: readonly unknown[]): void; status: ReactNode; actions: ReactNode }) => (
    <div data-testid="workspace">
      <p data-testid="workspace-title">{definition.title}</p>
      <button type="button" onClick={() => onChange({ ...definition, title: `${definition.title}!` }, [])}>Stand-in edit</button>
      <button type="button" onClick={() => onChange({ ...definition }, [{ type: 'renameField', from: Object.keys(definition.schema.properties ?? {})[0], to: 'renamedQuestion' }])}>
        Stand-in rename
      </button>
      <div>{status}</div>
      <div>{actions}</div>
    </div>
  ),
}));

const mocked = vi.mocked(api);
const sleep = newFormDefinition('sleep', 'Sleep');
const NONE_DECLARED = { renamed: [], removed: [] };
const draft = (definition: FormDefinition, revision: number, updatedBy = 'me') => ({ definition, revision, updatedAt: new Date(), updatedBy, declared: { renamed: [], removed: [] } });
const saveStatus = () => screen.getByRole('status', { name: 'Save status' });
const open = (id = 'sleep') => renderPage(<FormBuilderPage />, { route: `/admin/form-builder?id=${id}` });

/** Sleep with a multiple-choice question as the builder saved it before every list answer needed maxItems. */
function sleepSavedBeforeTheRule(): FormDefinition {
  const goals: JsonSchemaObject = {
    type: 'array',
    title: 'What would you like help with?',
    uniqueItems: true,
    items: { type: 'string', oneOf: [{ const: 'falling', title: 'Falling asleep' }, { const: 'waking', title: 'Waking at night' }] },
  };
  return {
    ...sleep,
    schema: { ...sleep.schema, properties: { ...sleep.schema.properties, goals } },
    sections: [{ ...sleep.sections![0]!, fields: ['goals'] }],
  };
}
const limitsNotice = () => screen.queryByTestId('answer-limits-notice');

describe('FormBuilderPage', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    localStorage.clear();
    problems.current = { problems: [], publishable: true, checking: false };
    api.useSignedIn.setState({ status: 'ready', user: { uid: 'me', email: 'admin@example.com', displayName: null, isAdmin: true } });
    mocked.listForms.mockResolvedValue([summary({ id: 'ptsd', title: 'PTSD' }), summary({ id: 'sleep', title: 'Sleep', source: 'builder', currentVersion: null, status: 'draft' })]);
    mocked.loadBuilderDraft.mockResolvedValue(draft(sleep, 3));
    mocked.saveBuilderDraft.mockImplementation(async (_id, definition, base) => draft(definition, base + 1));
  });
  afterEach(() => vi.useRealTimers());

  it('without an id asks for a title, shows the unique id, creates the form and opens it', async () => {
    mocked.createBuilderForm.mockImplementation(async (definition) => draft(definition, 1));
    renderPage(<FormBuilderPage />, { route: '/admin/form-builder' });
    const title = await screen.findByRole('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: 'PTSD' } });
    expect(screen.getByTestId('new-form-id')).toHaveTextContent('ptsd-2');
    fireEvent.click(screen.getByRole('button', { name: 'Create form' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/form-builder?id=ptsd-2'));
    expect(mocked.createBuilderForm).toHaveBeenCalledWith(expect.objectContaining({ id: 'ptsd-2', title: 'PTSD' }));
  });

  it('a new form needs a title', async () => {
    renderPage(<FormBuilderPage />, { route: '/admin/form-builder' });
    fireEvent.click(await screen.findByRole('button', { name: 'Create form' }));
    expect(screen.getByText('Give the form a title.')).toBeInTheDocument();
    expect(mocked.createBuilderForm).not.toHaveBeenCalled();
  });

  it('says so for an unknown id', async () => {
    mocked.loadBuilderDraft.mockResolvedValue(null);
    open('nope');
    expect(screen.getByRole('status')).toHaveTextContent('Opening the form…');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no form with the id “nope”.');
  });

  it('opens a committed form without a draft from its current published version', async () => {
    mocked.loadBuilderDraft.mockResolvedValue(null);
    mocked.loadFormVersion.mockResolvedValue({ formId: 'ptsd', version: 1, definition: newFormDefinition('ptsd', 'PTSD') });
    open('ptsd');
    expect(await screen.findByTestId('workspace-title')).toHaveTextContent('PTSD');
    expect(mocked.loadFormVersion).toHaveBeenCalledWith('ptsd', 1);
    expect(screen.getByText(/editing a copy of the published version 1/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Stand-in edit' }));
    await waitFor(() => expect(mocked.saveBuilderDraft).toHaveBeenCalledWith('ptsd', expect.objectContaining({ title: 'PTSD!' }), 0, NONE_DECLARED));
  });

  it('autosaves a change on the opened revision and says Saved', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Stand-in edit' }));
    expect(saveStatus()).toHaveTextContent('Unsaved changes');
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved'), { timeout: 3000 });
    expect(mocked.saveBuilderDraft).toHaveBeenCalledWith('sleep', expect.objectContaining({ title: 'Sleep!' }), 3, NONE_DECLARED);
  });

  it('shows Not saved with Retry when a save fails', async () => {
    mocked.saveBuilderDraft.mockRejectedValueOnce(new api.DataError('unavailable', 'We could not reach the server.'));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Stand-in edit' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Not saved'), { timeout: 3000 });
    expect(screen.getByText('We could not reach the server.')).toBeInTheDocument();
    expect(readBuilderBackup(localStorage, 'sleep', 'me')?.definition.title).toBe('Sleep!');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved'));
    expect(mocked.saveBuilderDraft).toHaveBeenCalledTimes(2);
  });

  it('a stale save opens the conflict dialog; Keep mine saves on top of their revision', async () => {
    mocked.saveBuilderDraft.mockRejectedValueOnce(new api.DataError('conflict', 'Changed elsewhere', { savedRevision: 5 }));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Stand-in edit' }));
    mocked.loadBuilderDraft.mockResolvedValue(draft({ ...sleep, title: 'Their sleep' }, 5, 'Xk2mQ9pLr4TtY7uVw1zA3bC5'));
    const dialog = await screen.findByRole('alertdialog', { name: 'This form was changed elsewhere' }, { timeout: 3000 });
    expect(dialog).toHaveTextContent('revision 5, saved by another administrator');
    expect(saveStatus()).toHaveTextContent('Not saved: changed elsewhere');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(mocked.saveBuilderDraft).toHaveBeenLastCalledWith('sleep', expect.objectContaining({ title: 'Sleep!' }), 5, NONE_DECLARED));
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('Reload theirs shows their version and saves nothing of mine', async () => {
    mocked.saveBuilderDraft.mockRejectedValueOnce(new api.DataError('conflict', 'Changed elsewhere'));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Stand-in edit' }));
    mocked.loadBuilderDraft.mockResolvedValue(draft({ ...sleep, title: 'Their sleep' }, 5, 'other'));
    fireEvent.click(await screen.findByRole('button', { name: 'Reload theirs' }, { timeout: 3000 }));
    await waitFor(() => expect(screen.getByTestId('workspace-title')).toHaveTextContent('Their sleep'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(saveStatus()).toHaveTextContent('Saved');
    expect(mocked.saveBuilderDraft).toHaveBeenCalledTimes(1);
    expect(readBuilderBackup(localStorage, 'sleep', 'me')).toBeNull();
  });

  it('offers back unsaved changes kept in this browser, and saves them once restored', async () => {
    writeBuilderBackup(localStorage, 'sleep', 'me', { definition: { ...sleep, title: 'Sleep (kept)' }, baseRevision: 3, savedAt: Date.now() - 60_000 });
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes found' });
    expect(dialog).toHaveTextContent('“Sleep (kept)”');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore my changes' }));
    expect(screen.getByTestId('workspace-title')).toHaveTextContent('Sleep (kept)');
    await waitFor(() => expect(mocked.saveBuilderDraft).toHaveBeenCalledWith('sleep', expect.objectContaining({ title: 'Sleep (kept)' }), 3, NONE_DECLARED), { timeout: 3000 });
  });

  it('a restored copy brings back the renames recorded with it, and saves them', async () => {
    const published = { ...checkIn(), id: 'sleep', version: 2 };
    mocked.listForms.mockResolvedValue([summary({ id: 'sleep', title: 'Sleep', source: 'builder', currentVersion: 2 })]);
    mocked.loadFormVersion.mockResolvedValue({ formId: 'sleep', version: 2, definition: published });
    mocked.loadBuilderDraft.mockResolvedValue(draft(published, 3));
    const declared = { renamed: [{ from: 'name', to: 'fullName' }], removed: [] };
    writeBuilderBackup(localStorage, 'sleep', 'me', { definition: { ...published, title: 'Kept' }, baseRevision: 3, savedAt: Date.now(), declared });
    open();
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Unsaved changes found' })).getByRole('button', { name: 'Restore my changes' }));
    await waitFor(() => expect(mocked.saveBuilderDraft).toHaveBeenCalledWith('sleep', expect.objectContaining({ title: 'Kept' }), 3, declared), { timeout: 3000 });
  });

  it('discarding the kept changes forgets them', async () => {
    writeBuilderBackup(localStorage, 'sleep', 'me', { definition: { ...sleep, title: 'Sleep (kept)' }, baseRevision: 3, savedAt: Date.now() });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Discard them' }));
    expect(screen.getByTestId('workspace-title')).toHaveTextContent('Sleep');
    expect(readBuilderBackup(localStorage, 'sleep', 'me')).toBeNull();
  });

  it('saves the renames of published questions it records with the draft, on top of what the draft had recorded', async () => {
    const published = { ...checkIn(), id: 'sleep', version: 2 };
    mocked.listForms.mockResolvedValue([summary({ id: 'sleep', title: 'Sleep', source: 'builder', currentVersion: 2 })]);
    mocked.loadFormVersion.mockResolvedValue({ formId: 'sleep', version: 2, definition: published });
    mocked.loadBuilderDraft.mockResolvedValue({ ...draft(published, 3), declared: { renamed: [], removed: ['perDay'] } });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Stand-in rename' }));
    await waitFor(() =>
      expect(mocked.saveBuilderDraft).toHaveBeenCalledWith('sleep', expect.anything(), 3, { renamed: [{ from: 'name', to: 'renamedQuestion' }], removed: ['perDay'] }),
    );
    expect(mocked.loadFormVersion).toHaveBeenCalledWith('sleep', 2);
    expect(screen.getByRole('button', { name: 'Download version history' })).toBeInTheDocument();
  });

  it('a form never published records nothing and has no version history to download', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Stand-in rename' }));
    await waitFor(() => expect(mocked.saveBuilderDraft).toHaveBeenCalledWith('sleep', expect.anything(), 3, NONE_DECLARED));
    expect(screen.queryByRole('button', { name: 'Download version history' })).not.toBeInTheDocument();
  });

  it('Publish saves the unsaved change first, then publishes that revision and names the version', async () => {
    mocked.publishForm.mockResolvedValue({ version: 3, changed: true, contentHash: 'h' });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Stand-in edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.getByText('Published version 3')).toBeInTheDocument());
    expect(mocked.saveBuilderDraft).toHaveBeenCalledWith('sleep', expect.objectContaining({ title: 'Sleep!' }), 3, NONE_DECLARED);
    expect(mocked.publishForm).toHaveBeenCalledWith('sleep', 4);
  });

  it('says when publishing changed nothing, and shows a refusal readably', async () => {
    mocked.publishForm
      .mockResolvedValueOnce({ version: 2, changed: false, contentHash: 'h' })
      .mockRejectedValueOnce(new api.DataError('functions/invalid-argument', 'This form cannot be published yet: a scale has no items.'));
    open();
    const publish = await screen.findByRole('button', { name: 'Publish' });
    fireEvent.click(publish);
    expect(await screen.findByText('No changes since version 2')).toBeInTheDocument();
    expect(mocked.publishForm).toHaveBeenCalledWith('sleep', 3);
    fireEvent.click(publish);
    // the alert region is always there (empty until a failure), so wait for its words
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This form cannot be published yet: a scale has no items.'));
  });

  it('opens a draft saved before every list answer needed maxItems with the limit set, says so, and saves it', async () => {
    mocked.loadBuilderDraft.mockResolvedValue(draft(sleepSavedBeforeTheRule(), 3));
    open();
    expect(await screen.findByTestId('answer-limits-notice')).toHaveTextContent(
      '1 question got an answer limit, now needed to publish: “What would you like help with?”: at most 2 answers (its number of choices).',
    );
    // a change the server does not have yet: unsaved, then saved by autosave on the opened revision
    expect(saveStatus()).toHaveTextContent('Unsaved changes');
    await waitFor(() => expect(mocked.saveBuilderDraft).toHaveBeenCalledTimes(1), { timeout: 3000 });
    const [, saved, base] = mocked.saveBuilderDraft.mock.calls[0]!;
    expect(saved.schema.properties!.goals!.maxItems).toBe(2);
    expect(base).toBe(3);
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved'));
  });

  it('a draft that already follows the rule opens quietly: no notice, nothing to save', async () => {
    open();
    expect(await screen.findByTestId('workspace')).toBeInTheDocument();
    expect(limitsNotice()).toBeNull();
    expect(saveStatus()).toHaveTextContent('No changes yet');
  });

  it('a local copy made before the rule is offered as it is; restored, it gets the limit and the notice', async () => {
    mocked.loadBuilderDraft.mockResolvedValue(draft(sleepSavedBeforeTheRule(), 3));
    writeBuilderBackup(localStorage, 'sleep', 'me', { definition: { ...sleepSavedBeforeTheRule(), title: 'Sleep (kept)' }, baseRevision: 3, savedAt: Date.now() });
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes found' });
    // nothing is saved under the offer (a save now would make the copy's revision stale)
    expect(saveStatus()).toHaveTextContent('No changes yet');
    expect(limitsNotice()).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore my changes' }));
    expect(limitsNotice()).toHaveTextContent('“What would you like help with?”: at most 2 answers');
    await waitFor(() => expect(mocked.saveBuilderDraft).toHaveBeenCalledWith('sleep', expect.objectContaining({ title: 'Sleep (kept)' }), 3, NONE_DECLARED), { timeout: 3000 });
    expect(mocked.saveBuilderDraft.mock.calls[0]![1].schema.properties!.goals!.maxItems).toBe(2);
  });

  it('discarding a local copy of an older draft still saves the draft with its limit', async () => {
    mocked.loadBuilderDraft.mockResolvedValue(draft(sleepSavedBeforeTheRule(), 3));
    writeBuilderBackup(localStorage, 'sleep', 'me', { definition: { ...sleepSavedBeforeTheRule(), title: 'Sleep (kept)' }, baseRevision: 3, savedAt: Date.now() });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Discard them' }));
    expect(limitsNotice()).toHaveTextContent('1 question got an answer limit');
    await waitFor(() => expect(mocked.saveBuilderDraft).toHaveBeenCalledWith('sleep', expect.objectContaining({ title: 'Sleep' }), 3, NONE_DECLARED), { timeout: 3000 });
    expect(mocked.saveBuilderDraft.mock.calls[0]![1].schema.properties!.goals!.maxItems).toBe(2);
  });

  // The layout itself is a browser's to measure; here, with the page's CSS applied (jsdom computes
  // declared sizes): the save status is one element, never replaced, whose size is fixed (not
  // "auto", which would follow its text) in every state it passes through.
  it('the save status keeps one box of fixed size through No changes yet, Unsaved, Saving, Saved and Not saved with Retry', async () => {
    const style = document.createElement('style');
    style.textContent = readFileSync(join(import.meta.dirname, 'pages.css'), 'utf8');
    document.head.append(style);
    try {
      let finish: (value: Awaited<ReturnType<typeof api.saveBuilderDraft>>) => void = () => {};
      mocked.saveBuilderDraft
        .mockImplementationOnce((_id, definition, base) => new Promise((resolve) => (finish = () => resolve(draft(definition, base + 1)))))
        .mockRejectedValueOnce(new api.DataError('unavailable', 'We could not reach the server. Check your connection and try again.'));
      open();
      await screen.findByTestId('workspace');
      const box = saveStatus().parentElement!;
      const sizes: string[] = [];
      const record = () => {
        expect(saveStatus().parentElement).toBe(box);
        const { width, height } = getComputedStyle(box);
        sizes.push(`${saveStatus().textContent}: ${width} × ${height}`);
      };
      record();
      fireEvent.click(screen.getByRole('button', { name: 'Stand-in edit' }));
      record();
      await waitFor(() => expect(saveStatus()).toHaveTextContent('Saving…'), { timeout: 3000 });
      record();
      finish(draft(sleep, 4));
      await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved'));
      record();
      fireEvent.click(screen.getByRole('button', { name: 'Stand-in edit' }));
      await waitFor(() => expect(saveStatus()).toHaveTextContent('Not saved'), { timeout: 3000 });
      expect(within(box).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
      record();
      expect(sizes).toEqual(['No changes yet', 'Unsaved changes', 'Saving…', 'Saved', 'Not saved'].map((text) => `${text}: 20rem × 3rem`));
    } finally {
      style.remove();
    }
  });

  it('Publish is unavailable, with the reason, while problems remain', async () => {
    problems.current = { problems: [{ key: 'a' }, { key: 'b' }], publishable: false, checking: false };
    open();
    const publish = await screen.findByRole('button', { name: 'Publish' });
    expect(publish).toHaveAttribute('aria-disabled', 'true');
    expect(publish).toHaveAccessibleDescription('Fix the 2 problems listed under Problems first.');
    fireEvent.click(publish);
    expect(mocked.publishForm).not.toHaveBeenCalled();
    expect(mocked.saveBuilderDraft).not.toHaveBeenCalled();
  });
});
