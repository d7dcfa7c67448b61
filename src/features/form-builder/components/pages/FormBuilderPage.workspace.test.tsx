import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as api from '../../api/forms-api';
import { newFormDefinition } from '../../hooks/new-form';
import { FormBuilderPage } from './FormBuilderPage';
import { renderPage, summary } from '../../testing/render';

vi.mock('../../api/forms-api', async (original) => ({
  ...(await original<typeof api>()),
  listForms: vi.fn(),
  loadBuilderDraft: vi.fn(),
}));

// The other page tests use a stand-in workspace; this one checks the real one takes the page's parts.
describe('builder page with the real workspace', () => {
  it('places the save status and Publish in the workspace; an empty form cannot be published', async () => {
    api.useSignedIn.setState({ status: 'ready', user: { uid: 'me', email: 'a@b.c', displayName: null, isAdmin: true } });
    vi.mocked(api.listForms).mockResolvedValue([summary({ id: 'sleep', title: 'Sleep', currentVersion: null, status: 'draft' })]);
    vi.mocked(api.loadBuilderDraft).mockResolvedValue({ definition: newFormDefinition('sleep', 'Sleep'), revision: 1, updatedAt: null, updatedBy: null, declared: { renamed: [], removed: [] } });
    renderPage(<FormBuilderPage />, { route: '/admin/form-builder?id=sleep' });
    expect(await screen.findByRole('status', { name: 'Save status' })).toHaveTextContent('No changes yet');
    const publish = screen.getByRole('button', { name: 'Publish' });
    expect(publish).toHaveAttribute('aria-disabled', 'true');
    // a form without questions has problems, so Publish explains what to do
    await waitFor(() => expect(publish).toHaveAccessibleDescription(/^Fix the (problem|\d+ problems) listed under Problems first\.$/));
  });
});
