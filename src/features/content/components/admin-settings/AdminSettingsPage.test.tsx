import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_PRIVATE_SETTINGS, DEFAULT_SITE_SETTINGS, type AdminSettings } from '@model';
import { AdminSettingsPage } from './AdminSettingsPage';

const api = vi.hoisted(() => ({
  loadAdminSettings: vi.fn<() => Promise<AdminSettings>>(),
  saveAdminSettings: vi.fn<(settings: AdminSettings) => Promise<AdminSettings>>(),
  // as the data layer reads a refused save's details
  settingsFieldProblems: async (error: unknown) => ((error as { details?: { problems?: Record<string, string> } }).details?.problems ?? {}),
}));
vi.mock('../../api/site-settings', () => api);

const stored: AdminSettings = { ...DEFAULT_SITE_SETTINGS, ...DEFAULT_PRIVATE_SETTINGS, practiceName: 'Calm Rooms', contactEmail: 'hello@calm.example' };

/** A refusal as the data layer raises it from saveSettings. */
const refusal = (code: string, message: string, problems?: Record<string, string>) =>
  Object.assign(new Error(message), { code, details: problems ? { problems } : undefined });

const open = async () => {
  render(
    <MemoryRouter>
      <AdminSettingsPage />
    </MemoryRouter>,
  );
  return screen.findByLabelText('Practice name');
};

beforeEach(() => {
  api.loadAdminSettings.mockReset();
  api.saveAdminSettings.mockReset();
  api.loadAdminSettings.mockResolvedValue(stored);
});

describe('AdminSettingsPage', () => {
  it('reads the stored settings (public and private) and fills the form', async () => {
    api.loadAdminSettings.mockResolvedValue({ ...stored, auditRetentionDays: 365, legalReason: 'NHS contract, clause 9.' });
    expect(await open()).toHaveValue('Calm Rooms');
    expect(api.loadAdminSettings).toHaveBeenCalled();
    expect(screen.getByLabelText('Legal reason for keeping logs for less than 6 years')).toHaveValue('NHS contract, clause 9.');
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
    expect(api.saveAdminSettings).not.toHaveBeenCalled();
  });

  it('asks for a legal reason before keeping logs for less than six years, and saves it with the period', async () => {
    const user = userEvent.setup();
    await open();
    api.saveAdminSettings.mockImplementation(async (s) => s);
    const period = screen.getByLabelText('Keep activity and access logs for (days)');
    await user.clear(period);
    await user.type(period, '365');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const reason = screen.getByLabelText('Legal reason for keeping logs for less than 6 years');
    expect(reason).toHaveFocus();
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Give the legal reason for keeping logs for less than 6 years'));
    expect(api.saveAdminSettings).not.toHaveBeenCalled();
    await user.type(reason, 'NHS contract, clause 9.');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Saved. The public pages now show these details.')).toBeInTheDocument();
    expect(api.saveAdminSettings).toHaveBeenCalledWith({ ...stored, auditRetentionDays: 365, legalReason: 'NHS contract, clause 9.' });
  });

  it('shows what the server refused beside its field, in its words, and keeps the edits', async () => {
    const user = userEvent.setup();
    const name = await open();
    api.saveAdminSettings.mockRejectedValue(refusal('functions/invalid-argument', 'One setting needs fixing; nothing was saved.', { practiceName: 'Enter a name the server accepts.' }));
    await user.type(name, ' Leeds');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('One thing needs fixing before the settings can be saved.');
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Enter a name the server accepts.'));
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Calm Rooms Leeds');
  });

  it('says in words when the server refuses the save outright (no longer an administrator)', async () => {
    const user = userEvent.setup();
    const name = await open();
    api.saveAdminSettings.mockRejectedValue(refusal('functions/permission-denied', 'You do not have permission to do that.'));
    await user.type(name, ' Leeds');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not saved: You do not have permission to do that. Your changes are still here.');
    expect(alert).not.toHaveTextContent('check your connection');
    expect(name).toHaveValue('Calm Rooms Leeds');
  });

  it('saves the changed settings and says so', async () => {
    const user = userEvent.setup();
    const name = await open();
    let finish: (settings: AdminSettings) => void = () => undefined;
    api.saveAdminSettings.mockImplementation((s) => new Promise((resolve) => { finish = () => resolve(s); }));
    await user.clear(name);
    await user.type(name, 'Willow Rooms');
    expect(screen.getByText('You have changes that are not saved yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    finish(stored);
    expect(await screen.findByText('Saved. The public pages now show these details.')).toBeInTheDocument();
    expect(api.saveAdminSettings).toHaveBeenCalledWith({ ...stored, practiceName: 'Willow Rooms' });
    expect(screen.queryByRole('button', { name: 'Undo changes' })).not.toBeInTheDocument();
  });

  it('refuses an alert address that is not one, in words beside its field, and saves nothing', async () => {
    const user = userEvent.setup();
    await open();
    const recipients = screen.getByLabelText('Send alerts to');
    await user.type(recipients, 'lead@calm.example{Enter}bob@');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(recipients).toHaveFocus();
    expect(recipients).toHaveAccessibleDescription(expect.stringContaining('“bob@” is not an email address.'));
    expect(api.saveAdminSettings).not.toHaveBeenCalled();
  });

  it('saves who hears about flags and when: addresses, warnings, quiet hours, escalation and the digest', async () => {
    const user = userEvent.setup();
    await open();
    api.saveAdminSettings.mockImplementation((s) => Promise.resolve(s));
    await user.type(screen.getByLabelText('Send alerts to'), 'lead@calm.example');
    await user.click(screen.getByLabelText('Alert for warning flags too'));
    await user.type(screen.getByLabelText('Quiet hours start (UK time)'), '21:00');
    await user.type(screen.getByLabelText('Quiet hours end (UK time)'), '07:00');
    const hours = screen.getByLabelText('Escalate an urgent flag nobody has acknowledged after (hours)');
    await user.clear(hours);
    await user.type(hours, '2');
    await user.type(screen.getByLabelText('Send escalations to'), 'second@calm.example');
    await user.click(screen.getByLabelText('Send a daily digest of open flags'));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Saved. The public pages now show these details.')).toBeInTheDocument();
    expect(api.saveAdminSettings).toHaveBeenCalledWith({
      ...stored, alertRecipients: 'lead@calm.example', alertOnWarning: true, quietHoursStart: '21:00', quietHoursEnd: '07:00',
      escalationHours: 2, escalationRecipients: 'second@calm.example', digestEnabled: false,
    });
  });

  it('keeps every change when the save fails, and says it was not saved', async () => {
    const user = userEvent.setup();
    const name = await open();
    api.saveAdminSettings.mockImplementation(() => Promise.reject(Object.assign(new Error('We could not reach the server.'), { code: 'functions/unavailable' })));
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
    api.loadAdminSettings.mockReset();
    api.loadAdminSettings.mockImplementationOnce(() => Promise.reject(new Error('You do not have permission to do that.'))).mockResolvedValue(stored);
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
