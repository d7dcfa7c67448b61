import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const data = vi.hoisted(() => ({
  settings: { firebase: { measurementId: 'G-TEST1' } },
  enableAnalytics: vi.fn(async () => true),
  disableAnalytics: vi.fn(async () => {}),
}));
vi.mock('../data', () => ({ settings: data.settings, fromData: (_module: string, name: 'enableAnalytics' | 'disableAnalytics') => data[name] }));

const { ConsentBanner } = await import('./ConsentBanner');

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
});

describe('ConsentBanner', () => {
  it('asks first, and loads nothing until the visitor accepts', async () => {
    render(<ConsentBanner />);
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
    expect(data.enableAnalytics).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(data.enableAnalytics).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('wellness:analytics-consent')).toBe('granted');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('withdrawing from Cookie settings stops the tag in the same session', async () => {
    localStorage.setItem('wellness:analytics-consent', 'granted');
    render(<ConsentBanner />);
    expect(data.enableAnalytics).toHaveBeenCalledTimes(1);
    act(() => {
      window.dispatchEvent(new Event('wellness:cookie-settings'));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(data.disableAnalytics).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('wellness:analytics-consent')).toBe('denied');
  });

  it('a stored refusal clears any tag cookies left from before, and never loads the tag', () => {
    localStorage.setItem('wellness:analytics-consent', 'denied');
    render(<ConsentBanner />);
    expect(data.disableAnalytics).toHaveBeenCalledTimes(1);
    expect(data.enableAnalytics).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });
});
