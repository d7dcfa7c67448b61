import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { MEMBER_DATA_INVENTORY, type MemberDataExport } from '@model';
import { emptyMemberExport } from '../../../../model/members/test-support/member-export.ts';
import { MyDataPage, countWords } from './MyDataPage';

const mocks = vi.hoisted(() => ({
  exportMyData: vi.fn<() => Promise<MemberDataExport>>(),
  downloadText: vi.fn<(name: string, text: string, type: string) => void>(),
}));
vi.mock('../api/my-data', () => ({ exportMyData: mocks.exportMyData }));
vi.mock('../../../ui/download', () => ({ downloadText: mocks.downloadText }));
vi.mock('./DeleteAccount', () => ({ DeleteAccount: () => <section aria-label="Delete your account" /> }));

function exported(): MemberDataExport {
  const data = emptyMemberExport({ exportedAt: '2026-11-27T23:40:00.000Z', member: { uid: 'm1', email: 'sam@example.test', displayName: 'Sam' } });
  data.sections.find((s) => s.key === 'responses')!.records.push(
    ...[1, 2, 3].map((n) => ({ path: `responses/r${n}`, id: `r${n}`, data: { formId: 'pcl5', data: { comment: `<b>answer ${n}</b>` } } })),
  );
  data.sections.find((s) => s.key === 'profile')!.records.push({ path: 'users/m1', id: 'm1', data: { displayName: 'Sam' } });
  return data;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MyDataPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const held = () => within(screen.getByRole('list', { name: 'What we hold about you' }));

beforeEach(() => {
  mocks.exportMyData.mockReset();
  mocks.downloadText.mockReset();
});

describe('MyDataPage', () => {
  it('says in plain words everything the practice holds, before anything is fetched, and ends with the erasure section', () => {
    renderPage();
    for (const entry of MEMBER_DATA_INVENTORY) {
      expect(held().getByRole('heading', { name: entry.title })).toBeInTheDocument();
      expect(held().getByText(entry.held)).toBeInTheDocument();
    }
    expect(mocks.exportMyData).not.toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'Delete your account' })).toBeInTheDocument();
  });

  it('prepares the export, downloads it as JSON and shows the counts', async () => {
    let finish!: (data: MemberDataExport) => void;
    mocks.exportMyData.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderPage();
    const button = screen.getByRole('button', { name: 'Download as JSON' });
    await userEvent.click(button);
    expect(await screen.findByText(/Preparing your JSON file/)).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button); // a second press while preparing starts nothing
    expect(mocks.exportMyData).toHaveBeenCalledTimes(1);

    finish(exported());
    expect(await screen.findByText('my-data-2026-11-27.json')).toBeInTheDocument();
    const [name, text, type] = mocks.downloadText.mock.calls[0]!;
    expect(name).toBe('my-data-2026-11-27.json');
    expect(type).toBe('application/json');
    expect(JSON.parse(text)).toEqual(exported());
    expect(held().getByRole('heading', { name: /Your assessments\s*3 items/ })).toBeInTheDocument();
    expect(held().getByRole('heading', { name: /Your profile\s*1 item/ })).toBeInTheDocument();
    expect(held().getByRole('heading', { name: /Your orders\s*Nothing/ })).toBeInTheDocument();
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('downloads the printable copy as an HTML document with the answers escaped', async () => {
    mocks.exportMyData.mockResolvedValue(exported());
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Download a printable copy (HTML)' }));
    expect(await screen.findByText('my-data-2026-11-27.html')).toBeInTheDocument();
    const [name, text, type] = mocks.downloadText.mock.calls[0]!;
    expect(name).toBe('my-data-2026-11-27.html');
    expect(type).toBe('text/html;charset=utf-8');
    expect(text).toMatch(/^<!doctype html>/);
    expect(text).toContain('&lt;b&gt;answer 2&lt;/b&gt;');
  });

  it('says what went wrong, moves focus to Try again, and retries the same download', async () => {
    mocks.exportMyData.mockRejectedValueOnce(new Error('You appear to be offline.')).mockResolvedValueOnce(exported());
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Download a printable copy (HTML)' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not prepare your printable copy. You appear to be offline.');
    const retry = within(alert).getByRole('button', { name: 'Try again' });
    await vi.waitFor(() => expect(retry).toHaveFocus());
    expect(mocks.downloadText).not.toHaveBeenCalled();

    await userEvent.click(retry);
    expect(await screen.findByText('my-data-2026-11-27.html')).toBeInTheDocument();
    expect(mocks.downloadText).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('countWords', () => {
  it('counts in words and says when a section was cut short', () => {
    expect(countWords(0, false)).toBe('Nothing');
    expect(countWords(1, false)).toBe('1 item');
    expect(countWords(1200, false)).toBe('1,200 items');
    expect(countWords(5000, true)).toBe('more than 5,000');
  });
});
