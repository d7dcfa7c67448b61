import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { EditableResource, ResourceSave, ResourceSummary } from '../../api/resources-admin';
import { resource } from '../resources/test-support';
import { AdminResourcesPage } from './AdminResourcesPage';

const api = vi.hoisted(() => ({
  listAllResources: vi.fn<() => Promise<ResourceSummary[]>>(),
  loadEditableResource: vi.fn<(id: string) => Promise<EditableResource | null>>(),
  saveResource: vi.fn<(save: ResourceSave) => Promise<void>>(),
  setResourcePublished: vi.fn<(id: string, published: boolean) => Promise<void>>(),
  deleteResource: vi.fn<(id: string) => Promise<void>>(),
}));
vi.mock('../../api/resources-admin', () => api);

const diary = resource('sleep-diary', { title: 'Sleep diary', kind: 'worksheet', topic: 'Sleep', audience: 'members' });
const tips = resource('nhs', { title: 'NHS sleep tips', kind: 'link', topic: 'Sleep', published: false });

const renderPage = () =>
  render(
    <MemoryRouter>
      <AdminResourcesPage />
    </MemoryRouter>,
  );

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.listAllResources.mockResolvedValue([diary, tips]);
  api.saveResource.mockResolvedValue();
  api.setResourcePublished.mockResolvedValue();
  api.deleteResource.mockResolvedValue();
});

describe('AdminResourcesPage', () => {
  it('lists every resource with kind, topic, audience and Published or Draft', async () => {
    renderPage();
    const rows = within(await screen.findByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Sleep diary');
    expect(rows[0]).toHaveTextContent('Worksheet');
    expect(rows[0]).toHaveTextContent('Members');
    expect(rows[0]).toHaveTextContent('Published');
    expect(rows[1]).toHaveTextContent('Link');
    expect(rows[1]).toHaveTextContent('Everyone');
    expect(rows[1]).toHaveTextContent('Draft');
  });

  it('says when there are none, and when the list cannot load (Try again)', async () => {
    api.listAllResources.mockResolvedValueOnce([]);
    const { unmount } = renderPage();
    expect(await screen.findByText(/No resources yet/)).toBeInTheDocument();
    unmount();
    api.listAllResources.mockRejectedValueOnce(new Error('We could not reach the server.'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the resources. We could not reach the server.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('refuses to save a new resource with problems: listed, the first focused, nothing written', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'New resource' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'link');
    await user.type(screen.getByRole('textbox', { name: 'Address of the page' }), 'http://example.org');
    await user.click(screen.getByRole('button', { name: 'Save resource' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Give the resource a title.');
    expect(alert).toHaveTextContent('Use a secure address starting https://');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.saveResource).not.toHaveBeenCalled();
  });

  it('previews the Markdown as it is typed', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'New resource' }));
    await user.type(screen.getByRole('textbox', { name: 'Text (Markdown)' }), '## Before bed{enter}{enter}Write **one** line.');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(await within(preview).findByRole('heading', { name: 'Before bed' })).toBeInTheDocument();
    expect(within(preview).getByText('one').tagName).toBe('STRONG');
  });

  it('saves a new resource with an id from its title, suggests existing topics, and lists it again', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'New resource' }));
    expect([...document.querySelectorAll('datalist option')].map((o) => o.getAttribute('value'))).toEqual(['Sleep']);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Box breathing');
    await user.type(screen.getByRole('combobox', { name: 'Topic' }), 'Breathing');
    await user.click(screen.getByRole('radio', { name: /Members with a membership/ }));
    await user.type(screen.getByRole('textbox', { name: 'Text (Markdown)' }), 'In for four.');
    await user.click(screen.getByRole('checkbox', { name: /Published/ }));
    await user.click(screen.getByRole('button', { name: 'Save resource' }));
    expect(await screen.findByText('Saved “Box breathing”: it is published.')).toBeInTheDocument();
    expect(api.saveResource).toHaveBeenCalledWith({
      id: 'box-breathing', isNew: true,
      fields: { title: 'Box breathing', summary: '', kind: 'article', topic: 'Breathing', audience: 'members', published: true },
      body: { markdown: 'In for four.', url: null },
    });
    expect(api.listAllResources).toHaveBeenCalledTimes(2);
  });

  it('edits an existing resource from what is stored, and keeps the editor open with the reason when the save fails', async () => {
    api.loadEditableResource.mockResolvedValue({ resource: tips, body: { markdown: '', url: 'https://www.nhs.uk/sleep' } });
    api.saveResource.mockRejectedValueOnce(new Error('You do not have permission to do that.'));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit NHS sleep tips' }));
    expect(await screen.findByRole('textbox', { name: 'Address of the page' })).toHaveValue('https://www.nhs.uk/sleep');
    await user.click(screen.getByRole('button', { name: 'Save resource' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was saved. You do not have permission to do that.');
    expect(api.saveResource).toHaveBeenCalledWith(expect.objectContaining({ id: 'nhs', isNew: false, body: { markdown: '', url: 'https://www.nhs.uk/sleep' } }));
  });

  it('publishes a draft and unpublishes a published one', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Publish NHS sleep tips' }));
    expect(api.setResourcePublished).toHaveBeenCalledWith('nhs', true);
    expect(await screen.findByText('“NHS sleep tips” is published.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Unpublish Sleep diary' }));
    expect(api.setResourcePublished).toHaveBeenCalledWith('sleep-diary', false);
  });

  it('deletes only after a confirmation naming the resource; Cancel deletes nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Sleep diary' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Sleep diary”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.deleteResource).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete Sleep diary' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete resource' }));
    expect(api.deleteResource).toHaveBeenCalledWith('sleep-diary');
    expect(await screen.findByText('Deleted “Sleep diary”.')).toBeInTheDocument();
  });
});

describe('AdminResourcesPage, leaving the editor', () => {
  it('starts at the editor’s heading; Cancel with changes asks first, Keep editing keeps them, Discard goes back', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'New resource' }));
    expect(screen.getByRole('heading', { name: 'New resource' })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Half written');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Half written');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(api.saveResource).not.toHaveBeenCalled();
  });

  it('Cancel without changes goes straight back to the list', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'New resource' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('puts focus on the outcome after a save', async () => {
    api.loadEditableResource.mockResolvedValue({ resource: tips, body: { markdown: '', url: 'https://www.nhs.uk/sleep' } });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit NHS sleep tips' }));
    await user.click(await screen.findByRole('button', { name: 'Save resource' }));
    expect(await screen.findByText('Saved “NHS sleep tips”.')).toHaveFocus();
  });
});
