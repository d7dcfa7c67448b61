import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { create } from 'zustand';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SignInSecurityPage, groupedKey } from './SignInSecurityPage';

type User = { uid: string; email: string; displayName: null; isAdmin: boolean; secondFactor: boolean; hasSecondFactor: boolean };
const state = vi.hoisted(() => ({ store: null as unknown as { setState(s: { user: User }): void } }));
const api = vi.hoisted(() => ({
  mySecondFactors: vi.fn(),
  sendEnrolmentCode: vi.fn(),
  startAppEnrolment: vi.fn(),
  finishEnrolment: vi.fn(),
  removeMySecondFactor: vi.fn(),
  signOut: vi.fn(),
  authenticatorAppsAvailable: vi.fn(),
  qrCodeImage: vi.fn(),
}));
vi.mock('../api/second-factor', async () => {
  const useSignedIn = create<{ user: User | null }>(() => ({ user: null }));
  state.store = useSignedIn as unknown as typeof state.store;
  return { ...api, useSignedIn };
});

const admin: User = { uid: 'a1', email: 'new@demo.test', displayName: null, isAdmin: true, secondFactor: false, hasSecondFactor: false };

const renderPage = (path = '/dashboard/sign-in-security?next=%2Fadmin%2Fmembers') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/dashboard/sign-in-security" element={<SignInSecurityPage />} />
        <Route path="/admin/members" element={<h1>Members</h1>} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  vi.clearAllMocks();
  api.mySecondFactors.mockResolvedValue([]);
  api.authenticatorAppsAvailable.mockReturnValue(true);
});

describe('SignInSecurityPage', () => {
  it('tells an administrator without a factor why, enrols an SMS factor, and goes on once the sign-in has it', async () => {
    const user = userEvent.setup();
    act(() => state.store.setState({ user: admin }));
    renderPage();
    expect(screen.getByText('Administrators must set up a second factor')).toBeVisible();
    expect(await screen.findByText('None yet: you sign in with your password only.')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'A text message to your mobile' }));
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(screen.getByText('Enter your mobile number.')).toBeVisible();
    expect(api.sendEnrolmentCode).not.toHaveBeenCalled();

    api.sendEnrolmentCode.mockResolvedValueOnce(undefined);
    await user.type(screen.getByLabelText('Mobile number'), '07700 900555');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(api.sendEnrolmentCode).toHaveBeenCalledWith('07700 900555', expect.any(HTMLButtonElement));
    expect(await screen.findByText('Enter the code we sent to 07700 900555.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Turn it on' }));
    expect(screen.getByText('Enter the 6-digit code.')).toBeVisible();
    api.finishEnrolment.mockResolvedValueOnce(undefined);
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn it on' }));
    expect(api.finishEnrolment).toHaveBeenCalledWith('123456', 'My phone');
    // still here until the sign-in state holds the second-factor token
    expect(await screen.findByText(/Your second factor is on/)).toBeVisible();
    act(() => state.store.setState({ user: { ...admin, secondFactor: true, hasSecondFactor: true } }));
    expect(await screen.findByRole('heading', { name: 'Members' })).toBeVisible();
  });

  it('shows an authenticator app’s QR code and its key as text', async () => {
    const user = userEvent.setup();
    act(() => state.store.setState({ user: { ...admin, isAdmin: false } }));
    api.startAppEnrolment.mockResolvedValueOnce({ uri: 'otpauth://totp/x', key: 'JBSWY3DPEHPK3PXPJBSW' });
    api.qrCodeImage.mockResolvedValueOnce('data:image/png;base64,AAAA');
    renderPage('/dashboard/sign-in-security');
    expect(screen.queryByText('Administrators must set up a second factor')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show the QR code' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW')).toBeVisible();
    expect(screen.getByLabelText('6-digit code')).toHaveFocus();
  });

  it('offers only text messages where authenticator apps cannot be enrolled (the emulator)', async () => {
    api.authenticatorAppsAvailable.mockReturnValue(false);
    act(() => state.store.setState({ user: admin }));
    renderPage();
    expect(screen.getByRole('radio', { name: /An authenticator app/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'A text message to your mobile' })).toBeChecked();
    expect(await screen.findByText('None yet: you sign in with your password only.')).toBeVisible();
  });
});

describe('groupedKey', () => {
  it('groups a key by four', () => {
    expect(groupedKey('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
  });
});
