import { fireEvent, render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leavesPage, useLeaveWarning } from './use-leave-warning';

const anchor = (href: string, attrs: Record<string, string> = {}) => {
  const a = document.createElement('a');
  a.href = href;
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
  return a;
};

describe('leave warning', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('knows which links leave the page', () => {
    window.history.replaceState(null, '', '/admin/form-builder?id=sleep');
    expect(leavesPage(anchor('/admin/forms'), window.location)).toBe(true);
    expect(leavesPage(anchor('/admin/form-builder?id=other'), window.location)).toBe(true);
    expect(leavesPage(anchor('/admin/form-builder?id=sleep#top'), window.location)).toBe(false);
    expect(leavesPage(anchor('/admin/forms', { target: '_blank' }), window.location)).toBe(false);
    expect(leavesPage(anchor('blob:x', { download: 'mine.json' }), window.location)).toBe(false);
  });

  it('asks before an in-app link is followed and stops it when the answer is no', () => {
    const confirmLeave = vi.fn(() => false);
    renderHook(() => useLeaveWarning(true, 'Leave?', confirmLeave));
    const routerClick = vi.fn();
    const { getByRole } = render(<a href="/admin/forms" onClick={routerClick}>Forms</a>);
    const allowed = fireEvent.click(getByRole('link', { name: 'Forms' }));
    expect(confirmLeave).toHaveBeenCalledTimes(1);
    expect(allowed).toBe(false);
    expect(routerClick).not.toHaveBeenCalled();
  });

  it('lets the link through when the answer is yes, and stays quiet when nothing is unsaved', () => {
    const yes = vi.fn(() => true);
    const { rerender } = renderHook(({ active }) => useLeaveWarning(active, 'Leave?', yes), { initialProps: { active: true } });
    const routerClick = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    const { getByRole } = render(<a href="/admin/forms" onClick={routerClick}>Forms</a>);
    fireEvent.click(getByRole('link', { name: 'Forms' }));
    expect(routerClick).toHaveBeenCalledTimes(1);
    rerender({ active: false });
    fireEvent.click(getByRole('link', { name: 'Forms' }));
    expect(yes).toHaveBeenCalledTimes(1);
  });

  it('asks with the editor\'s own words, and can warn on links and on reload separately', () => {
    const ask = vi.fn(() => false);
    const { rerender } = renderHook(({ when }) => useLeaveWarning(when, 'The course has unsaved changes.', ask), {
      initialProps: { when: { unload: true, links: false } as { unload: boolean; links: boolean } },
    });
    const { getByRole } = render(<a href="/admin/forms">Forms</a>);
    fireEvent.click(getByRole('link', { name: 'Forms' }));
    expect(ask).not.toHaveBeenCalled();
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    rerender({ when: { unload: false, links: true } });
    fireEvent.click(getByRole('link', { name: 'Forms' }));
    expect(ask).toHaveBeenCalledWith('The course has unsaved changes.');
    const quiet = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(quiet);
    expect(quiet.defaultPrevented).toBe(false);
  });

  it('asks the browser to confirm a reload or close', () => {
    renderHook(() => useLeaveWarning(true, 'Leave?'));
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
