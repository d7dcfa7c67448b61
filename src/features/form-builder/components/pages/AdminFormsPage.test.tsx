import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/forms-api';
import * as lastSubmission from '../../api/get-last-submission';
import { newFormDefinition } from '../../hooks/new-form';
import { AdminFormsPage } from './AdminFormsPage';
import { renderPage, summary } from '../../testing/render';

vi.mock('../../api/forms-api', async (original) => ({
  ...(await original<typeof api>()),
  listForms: vi.fn(),
  countResponses: vi.fn(),
  loadBuilderDraft: vi.fn(),
  loadFormVersion: vi.fn(),
  createBuilderForm: vi.fn(),
  archiveForm: vi.fn(),
}));

vi.mock('../../api/get-last-submission', async (original) => ({ ...(await original<typeof lastSubmission>()), useLastSubmission: vi.fn() }));

const mocked = vi.mocked(api);
const LAST = new Date('2026-03-01T10:42:00Z');
const forms = [
  summary({ id: 'ptsd', title: 'PTSD Checklist', currentVersion: 2, source: 'repo', updatedBy: 'cli' }),
  summary({ id: 'sleep-check', title: 'Sleep check', status: 'draft', currentVersion: null, source: 'builder', updatedBy: 'me' }),
  summary({ id: 'old-form', title: 'Old form', status: 'archived', currentVersion: 1, source: 'builder', updatedAt: null }),
];

describe('AdminFormsPage', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    api.useSignedIn.setState({ status: 'ready', user: { uid: 'me', email: 'admin@example.com', displayName: null, isAdmin: true } });
    mocked.countResponses.mockImplementation(async (formId: string) => (formId === 'ptsd' ? 12 : 0));
    vi.mocked(lastSubmission.useLastSubmission).mockImplementation(
      (formId: string) => ({ data: formId === 'ptsd' ? LAST : null, isError: false }) as ReturnType<typeof lastSubmission.useLastSubmission>,
    );
  });

  it("shows each form's last submission, links to its responses and who sees it", async () => {
    mocked.listForms.mockResolvedValue([{ ...forms[0]!, audience: 'assigned' }, forms[1]!]);
    renderPage(<AdminFormsPage />);
    const ptsd = await screen.findByTestId('form-row-ptsd');
    expect(within(ptsd).getByTestId('last-submission-ptsd').querySelector('time')).toHaveAttribute('dateTime', LAST.toISOString());
    expect(screen.getByTestId('last-submission-sleep-check')).toHaveTextContent('None yet');
    expect(within(ptsd).getByRole('link', { name: 'Responses to PTSD Checklist' })).toHaveAttribute('href', '/admin/form-responses/ptsd');
    expect(within(ptsd).getByRole('combobox', { name: 'Who sees this form' })).toHaveValue('assigned');
    expect(within(screen.getByTestId('form-row-sleep-check')).getByRole('combobox', { name: 'Who sees this form' })).toHaveValue('everyone');
  });

  it('shows loading, then every form with status, version, source, last edit and responses', async () => {
    mocked.listForms.mockResolvedValue(forms);
    renderPage(<AdminFormsPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading forms…');
    const ptsd = await screen.findByTestId('form-row-ptsd');
    expect(within(ptsd).getByText('Published')).toBeInTheDocument();
    expect(within(ptsd).getByText('2')).toBeInTheDocument();
    expect(within(ptsd).getByText('Committed file')).toBeInTheDocument();
    expect(ptsd).toHaveTextContent('by the forms command line');
    await waitFor(() => expect(screen.getByTestId('responses-ptsd')).toHaveTextContent('12'));
    const sleep = screen.getByTestId('form-row-sleep-check');
    expect(sleep).toHaveTextContent('Draft');
    expect(sleep).toHaveTextContent('Not published');
    expect(sleep).toHaveTextContent('by you');
    expect(screen.getByTestId('form-row-old-form')).toHaveTextContent('Unknown');
    expect(screen.getByRole('link', { name: 'Open Sleep check in the builder' })).toHaveAttribute('href', '/admin/form-builder?id=sleep-check');
    expect(screen.getByRole('link', { name: 'Preview PTSD Checklist' })).toHaveAttribute('href', '/admin/form-preview?id=ptsd');
    expect(screen.getByRole('link', { name: 'Preview Sleep check' })).toHaveAttribute('href', '/admin/form-preview?id=sleep-check&version=draft');
    expect(screen.getByRole('button', { name: 'Unarchive Old form' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New form' })).toHaveAttribute('href', '/admin/form-builder');
  });

  it('has an empty state that leads to a new form', async () => {
    mocked.listForms.mockResolvedValue([]);
    renderPage(<AdminFormsPage />);
    expect(await screen.findByText('There are no forms yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create the first form' })).toHaveAttribute('href', '/admin/form-builder');
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    mocked.listForms.mockRejectedValueOnce(new api.DataError('unavailable', 'We could not reach the server.')).mockResolvedValue(forms);
    renderPage(<AdminFormsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('form-row-ptsd')).toBeInTheDocument();
  });

  it('archives after confirmation', async () => {
    mocked.listForms.mockResolvedValue(forms);
    mocked.archiveForm.mockResolvedValue();
    renderPage(<AdminFormsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Archive PTSD Checklist' }));
    const dialog = screen.getByRole('dialog', { name: 'Archive “PTSD Checklist”?' });
    expect(dialog).toHaveTextContent('Responses already given are kept');
    expect(mocked.archiveForm).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(mocked.archiveForm).toHaveBeenCalledWith('ptsd', true));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mocked.listForms).toHaveBeenCalledTimes(2);
  });

  it('cancelling the archive changes nothing; an unarchive failure is shown in the dialog', async () => {
    mocked.listForms.mockResolvedValue(forms);
    mocked.archiveForm.mockRejectedValue(new api.DataError('functions/permission-denied', 'You do not have permission to do that.'));
    renderPage(<AdminFormsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Archive PTSD Checklist' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Unarchive Old form' }));
    const dialog = screen.getByRole('dialog', { name: 'Unarchive “Old form”?' });
    expect(dialog).toHaveTextContent('published again (version 1)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unarchive' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You do not have permission to do that.');
    expect(mocked.archiveForm).toHaveBeenCalledWith('old-form', false);
  });

  it('duplicates under a new title with a unique id, then opens the copy', async () => {
    mocked.listForms.mockResolvedValue(forms);
    const source = { ...newFormDefinition('ptsd', 'PTSD Checklist'), version: 2 };
    mocked.loadBuilderDraft.mockResolvedValue(null);
    mocked.loadFormVersion.mockResolvedValue({ formId: 'ptsd', version: 2, definition: source });
    mocked.createBuilderForm.mockImplementation(async (definition) => ({ definition, revision: 1, updatedAt: null, updatedBy: 'me', declared: { renamed: [], removed: [] } }));
    renderPage(<AdminFormsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate PTSD Checklist' }));
    const dialog = screen.getByRole('dialog', { name: 'Duplicate “PTSD Checklist”' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Copy of PTSD Checklist');
    fireEvent.change(title, { target: { value: 'PTSD' } });
    expect(within(dialog).getByTestId('new-form-id')).toHaveTextContent('ptsd-2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/form-builder?id=ptsd-2'));
    expect(mocked.loadFormVersion).toHaveBeenCalledWith('ptsd', 2);
    expect(mocked.createBuilderForm).toHaveBeenCalledWith(expect.objectContaining({ id: 'ptsd-2', title: 'PTSD', version: 1, schema: source.schema }));
  });

  it('refuses a duplicate without a usable title', async () => {
    mocked.listForms.mockResolvedValue(forms);
    renderPage(<AdminFormsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate PTSD Checklist' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(within(dialog).getByText('Give the copy a title.')).toBeInTheDocument();
    expect(mocked.createBuilderForm).not.toHaveBeenCalled();
  });
});
