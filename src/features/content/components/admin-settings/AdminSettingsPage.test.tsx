import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@engine';
import { AdminSettingsPage } from './AdminSettingsPage';

const api = vi.hoisted(() => ({
  loadSiteSettings: vi.fn<(options?: { fresh?: boolean }) => Promise<SiteSettings>>(),
  saveSiteSettings: vi.fn<(settings: SiteSettings) => Promise<SiteSettings>>(),
}));
vi.mock('../../api/site-settings', () => api);

const stored: SiteSettings = { ...DEFAULT_SITE_SETTINGS, practiceName: 'Calm Rooms', contactEmail: 'hello@calm.example' };

const open = async () => {
  render(
    <MemoryRouter>
      <AdminSettingsPage />
    </MemoryRouter>,
  );
  return screen.findByLabelText('Practice name');
};

beforeEach(() => {
  api.loadSiteSettings.mockReset();
  api.saveSiteSettings.mockReset();
  api.loadSiteSettings.mockResolvedValue(stored);
});

describe('AdminSettingsPage', () => {
  it('reads the stored settings afresh and fills the form', async () => {
    expect(await open()).toHaveValue('Calm Rooms');
    expect(api.loadSiteSettings).toHaveBeenCalledWith({ fresh: true });
    expect(screen.getByLabelText('Contact email')).toHaveValue('hello@calm.example');
    expect(screen.getByLabelText('Delete unfinished questionnaires after (days)')).toHaveValue('180');
  });

  it('explains each problem under its field, focuses the first, and saves nothing', async () => {
    const user = userEvent.setup();
    const name = await open();
    await user.clear(name);
    await user.clear(screen.getByLabelText('Contact email'));
    await user.type(screen.getByLabelText('Contact email'), 'hello at calm');
    await user.clear(screen.getByLabelText('Keep activity and access logs for (days)'));
    await user.type(screen.getByLabelText('Keep activity and access logs for (days)'), 'forever');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByRole('alert')).toHaveTextContent('3 things need fixing');
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Enter the practice name.'));
    expect(screen.getByLabelText('Contact email')).toHaveAccessibleDescription(expect.stringContaining('Enter an email address'));
    expect(screen.getByLabelText('Keep activity and access logs for (days)')).toHaveAccessibleDescription(expect.stringContaining('whole number of days'));
    expect(api.saveSiteSettings).not.toHaveBeenCalled();
  });

  it('saves the changed settings and says so', async () => {
    const user = userEvent.setup();
    const name = await open();
    api.saveSiteSettings.mockImplementation(async (s) => s);
    await user.clear(name);
    await user.type(name, 'Willow Rooms');
    expect(screen.getByText('You have changes that are not saved yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Saved. The public pages now show these details.')).toBeInTheDocument();
    expect(api.saveSiteSettings).toHaveBeenCalledWith({ ...stored, practiceName: 'Willow Rooms' });
    expect(screen.queryByRole('button', { name: 'Undo changes' })).not.toBeInTheDocument();
  });

  it('keeps every change when the save fails, and says it was not saved', async () => {
    const user = userEvent.setup();
    const name = await open();
    api.saveSiteSettings.mockImplementation(() => Promise.reject(new Error('We could not reach the server.')));
    await user.clear(name);
    await user.type(name, 'Willow Rooms');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved: We could not reach the server.');
    expect(name).toHaveValue('Willow Rooms');
  });

  it('warns before the tab closes with unsaved changes, not after saving', async () => {
    const user = userEvent.setup();
    const name = await open();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(name, ' Leeds');
    expect(unload()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Undo changes' }));
    expect(name).toHaveValue('Calm Rooms');
    expect(unload()).toBe(false);
  });

  it('asks before a link in the app leaves unsaved changes, and stays when the answer is no', async () => {
    const user = userEvent.setup();
    const name = await open();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const away = document.body.appendChild(Object.assign(document.createElement('a'), { href: '/admin/resources', textContent: 'Resources' }));
    const follow = () => away.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(follow()).toBe(true); // nothing unsaved: not asked
    expect(confirm).not.toHaveBeenCalled();
    await user.type(name, ' Leeds');
    expect(follow()).toBe(false); // the link is stopped: the edit stays
    expect(confirm).toHaveBeenCalledWith('These changes are not saved yet. Leave anyway? They will be lost.');
    expect(name).toHaveValue('Calm Rooms Leeds');
    confirm.mockRestore();
    away.remove();
  });

  it('says when the settings cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    api.loadSiteSettings.mockReset();
    api.loadSiteSettings.mockImplementationOnce(() => Promise.reject(new Error('You do not have permission to do that.'))).mockResolvedValue(stored);
    render(
      <MemoryRouter>
        <AdminSettingsPage />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the settings. You do not have permission to do that.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Practice name')).toHaveValue('Calm Rooms');
  });
});
