import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSignedIn, type OpenFlagCount } from '../../data';
import type * as Data from '../../data';
import { AdminLayout, openFlagsBadge } from './AdminLayout';

const listeners = vi.hoisted(() => [] as { onChange: (count: OpenFlagCount) => void; stop: () => void }[]);
vi.mock('../../data', async (original) => ({
  ...(await original<typeof Data>()),
  // the open-flag count is the layout's one live listener
  watchFromData: () =>
    vi.fn((onChange: (count: OpenFlagCount) => void) => {
      const stop = vi.fn();
      listeners.push({ onChange, stop });
      return stop;
    }),
}));

afterEach(() => {
  listeners.length = 0;
  useSignedIn.setState({ status: 'idle', user: null, profile: null, error: null });
});

// As src/app/router.tsx mounts it: one pathless layout route around every admin page.
function renderLayout() {
  return render(
    <MemoryRouter initialEntries={['/admin/forms']}>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route path="/admin" element={<h1>Triage</h1>} />
          <Route path="/admin/forms" element={<h1>Forms</h1>} />
          <Route path="/admin/courses" element={<h1>Courses</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('openFlagsBadge', () => {
  it('words the count for screen readers, and shows nothing when nothing is open', () => {
    expect(openFlagsBadge({ flags: 1, responses: 1 })).toEqual({ text: '1', label: '1 flag to review' });
    expect(openFlagsBadge({ flags: 4, responses: 2 })).toEqual({ text: '4', label: '4 flags to review' });
    expect(openFlagsBadge({ flags: 173, responses: 120 })).toEqual({ text: '173', label: '173 flags to review' });
    expect(openFlagsBadge({ flags: 0, responses: 0 })).toBeNull();
    expect(openFlagsBadge(null)).toBeNull();
  });
});

describe('AdminLayout open-flag count', () => {
  it('listens while an administrator is signed in and names the count on the Triage link, live', () => {
    useSignedIn.setState({ status: 'ready', user: { uid: 'a1', email: 'admin@demo.test', displayName: 'Alex', isAdmin: true }, profile: null, error: null });
    const { unmount } = renderLayout();
    expect(screen.getByRole('link', { name: 'Triage' })).toBeInTheDocument();
    expect(listeners).toHaveLength(1);
    act(() => listeners[0]!.onChange({ flags: 3, responses: 2 }));
    expect(screen.getByRole('link', { name: 'Triage, 3 flags to review' })).toHaveAttribute('href', '/admin');
    act(() => listeners[0]!.onChange({ flags: 2, responses: 1 }));
    expect(screen.getByRole('link', { name: 'Triage, 2 flags to review' })).toBeInTheDocument();
    unmount();
    expect(listeners[0]!.stop).toHaveBeenCalledTimes(1);
  });

  it('keeps its one subscription while the administrator moves between admin pages', () => {
    useSignedIn.setState({ status: 'ready', user: { uid: 'a1', email: 'admin@demo.test', displayName: 'Alex', isAdmin: true }, profile: null, error: null });
    renderLayout();
    act(() => listeners[0]!.onChange({ flags: 2, responses: 2 }));
    fireEvent.click(screen.getByRole('link', { name: 'Courses' }));
    expect(screen.getByRole('heading', { name: 'Courses' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Triage, 2 flags to review' }));
    expect(screen.getByRole('heading', { name: 'Triage' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Forms' }));
    expect(screen.getByRole('heading', { name: 'Forms' })).toBeInTheDocument();
    expect(listeners).toHaveLength(1);
    expect(listeners[0]!.stop).not.toHaveBeenCalled();
  });

  it('does not listen for someone who is not an administrator', () => {
    useSignedIn.setState({ status: 'ready', user: { uid: 'm1', email: 'member1@demo.test', displayName: 'Sam', isAdmin: false }, profile: null, error: null });
    renderLayout();
    expect(listeners).toHaveLength(0);
  });
});

describe('AdminLayout navigation', () => {
  it('links to the orders list, reachable by keyboard, and marks it current there', () => {
    useSignedIn.setState({ status: 'ready', user: { uid: 'a1', email: 'admin@demo.test', displayName: 'Alex', isAdmin: true }, profile: null, error: null });
    render(
      <MemoryRouter initialEntries={['/admin/orders']}>
        <Routes>
          <Route element={<AdminLayout />}>
            <Route path="/admin/orders" element={<h1>Orders</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Orders' });
    expect(link).toHaveAttribute('href', '/admin/orders');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Courses' })).not.toHaveAttribute('aria-current');
  });
});
