import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useSignedIn } from '../../data';
import { DefaultLayout } from './DefaultLayout';

describe('DefaultLayout', () => {
  it('folds the site links behind Menu on a phone and folds them again after following one', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route element={<DefaultLayout />}>
            <Route path="/" element={<h1>Home</h1>} />
            <Route path="/courses" element={<h1>Courses page</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveClass('open');
    await user.click(screen.getByRole('link', { name: 'Courses' }));
    expect(await screen.findByRole('heading', { name: 'Courses page' })).toBeInTheDocument();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers sign-in to visitors', () => {
    render(
      <MemoryRouter>
        <DefaultLayout />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/Register');
  });

  describe('before the sign-in is known', () => {
    afterEach(() => {
      localStorage.clear();
      useSignedIn.setState({ status: 'idle', user: null, profile: null, error: null });
    });
    const show = () => render(<MemoryRouter><DefaultLayout /></MemoryRouter>);

    it("shows the member's links where someone signed in on this device (no shift when the sign-in arrives)", () => {
      localStorage.setItem('wellness:signed-in', '1');
      useSignedIn.setState({ status: 'loading', user: null, profile: null, error: null });
      show();
      expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
      expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    });

    it('offers sign-in without the hint, and once the sign-in is known to be signed out', () => {
      useSignedIn.setState({ status: 'loading', user: null, profile: null, error: null });
      const first = show();
      expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
      first.unmount();
      localStorage.setItem('wellness:signed-in', '1');
      useSignedIn.setState({ status: 'ready', user: null, profile: null, error: null });
      show();
      expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    });
  });
});
