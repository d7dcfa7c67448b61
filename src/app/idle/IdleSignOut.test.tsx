import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { signedInAs } from '../../ui/testing/sign-in-states';

type SignIn = ReturnType<typeof signedInAs>;

const data = vi.hoisted(() => ({
  loadIdleTimeoutMinutes: vi.fn(async () => 15),
  signOutAfterIdle: vi.fn(async (_minutes: number) => {}),
  signOut: vi.fn(async () => {}),
}));
const store = vi.hoisted(() => ({ useSignedIn: null as unknown as UseBoundStore<StoreApi<SignIn>> }));
vi.mock('../../data', () => ({
  fromData: (_module: string, name: keyof typeof data) => data[name],
  useSignedIn: (select: (state: SignIn) => unknown) => store.useSignedIn(select),
}));
store.useSignedIn = create<SignIn>()(() => signedInAs('admin'));

const { default: IdleSignOut } = await import('./IdleSignOut');

const MINUTE = 60_000;
const START = Date.UTC(2026, 10, 29, 9, 0);

/** Lets the clock run `ms` on, firing the timers due meanwhile, with React's updates applied. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  vi.clearAllMocks();
  localStorage.clear();
  store.useSignedIn.setState(signedInAs('admin'));
});
afterEach(() => {
  vi.useRealTimers();
});

const warning = () => screen.queryByRole('alertdialog', { name: 'Are you still there?' });

describe('IdleSignOut', () => {
  it('warns an idle administrator a minute before, then signs them out keeping their form edits', async () => {
    render(<IdleSignOut />);
    await wait(14 * MINUTE - 1000);
    expect(warning()).toBeNull();
    await wait(1000);
    expect(warning()).not.toBeNull();
    expect(screen.getByTestId('idle-time-left')).toHaveTextContent('1 minute');
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    await wait(30_000);
    expect(screen.getByTestId('idle-time-left')).toHaveTextContent('30 seconds');
    expect(data.signOutAfterIdle).not.toHaveBeenCalled();
    await wait(30_000);
    expect(data.signOutAfterIdle).toHaveBeenCalledExactlyOnceWith(15);
    expect(data.signOut).not.toHaveBeenCalled();
  });

  it('"Stay signed in" starts the clock again; so does any activity before the warning', async () => {
    render(<IdleSignOut />);
    await wait(10 * MINUTE);
    fireEvent.keyDown(window, { key: 'a' });
    await wait(13 * MINUTE);
    expect(warning()).toBeNull(); // 23 minutes in, 13 since the key press
    await wait(MINUTE);
    expect(warning()).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(warning()).toBeNull();
    await wait(14 * MINUTE - 1000);
    expect(warning()).toBeNull();
    expect(data.signOutAfterIdle).not.toHaveBeenCalled();
  });

  it('a pointer moving while the warning shows does not keep the session: only the button does', async () => {
    render(<IdleSignOut />);
    await wait(14 * MINUTE);
    fireEvent.pointerMove(window);
    await wait(MINUTE);
    expect(data.signOutAfterIdle).toHaveBeenCalledTimes(1);
  });

  it('uses the timeout from the settings', async () => {
    data.loadIdleTimeoutMinutes.mockResolvedValueOnce(5);
    render(<IdleSignOut />);
    await wait(4 * MINUTE);
    expect(warning()).not.toBeNull();
    expect(screen.getByText(/not used the app for 4 minutes/)).toBeInTheDocument();
    await wait(MINUTE);
    expect(data.signOutAfterIdle).toHaveBeenCalledExactlyOnceWith(5);
  });

  it('activity in another tab closes the warning and keeps the session', async () => {
    render(<IdleSignOut />);
    await wait(14 * MINUTE);
    expect(warning()).not.toBeNull();
    act(() => {
      localStorage.setItem('wellness:last-activity', String(Date.now()));
      window.dispatchEvent(new StorageEvent('storage', { key: 'wellness:last-activity' }));
    });
    expect(warning()).toBeNull();
    await wait(MINUTE);
    expect(data.signOutAfterIdle).not.toHaveBeenCalled();
  });

  it('signs out at once when the tab comes back after the timeout (a laptop that slept)', async () => {
    render(<IdleSignOut />);
    vi.setSystemTime(START + 40 * MINUTE); // the clock moved on while no timer ran
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(data.signOutAfterIdle).toHaveBeenCalledTimes(1);
  });

  it('never times out a member', async () => {
    store.useSignedIn.setState(signedInAs('member'));
    render(<IdleSignOut />);
    await wait(60 * MINUTE);
    expect(warning()).toBeNull();
    expect(data.signOutAfterIdle).not.toHaveBeenCalled();
  });

  it('after an idle sign-out, says why until dismissed', async () => {
    store.useSignedIn.setState(signedInAs('visitor'));
    localStorage.setItem('wellness:idle-sign-out', JSON.stringify({ at: START, minutes: 20 }));
    render(<IdleSignOut />);
    expect(screen.getByRole('status')).toHaveTextContent('You were signed out after 20 minutes without activity');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
