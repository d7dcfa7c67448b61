import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PreparedDownloads } from './PreparedDownloads';

const download = vi.hoisted(() => vi.fn<(name: string, text: string, type: string) => void>());
vi.mock('./download', () => ({ downloadText: download }));

describe('PreparedDownloads', () => {
  it('prepares one file at a time: a second press while preparing does nothing, then the file is handed over', async () => {
    let answer!: (data: { n: number }) => void;
    const prepare = vi.fn(() => new Promise<{ n: number }>((resolve) => (answer = resolve)));
    const prepared = vi.fn();
    render(
      <PreparedDownloads
        choices={[{ key: 'txt', label: 'Download text', words: 'text file', primary: true }, { key: 'csv', label: 'Download CSV', words: 'CSV file' }]}
        actionsClassName="row"
        prepare={prepare}
        toFile={(data, key) => ({ name: `n.${key}`, text: String(data.n), type: 'text/plain' })}
        onPrepared={prepared}
        progress={(words) => <p>Preparing the {words}…</p>}
        done={(name, data) => <p>Started {name} with {data.n}</p>}
        failed={(words, message) => <p>No {words}: {message}</p>}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(screen.getByRole('status')).toHaveTextContent('Preparing the CSV file…');
    expect(screen.getByRole('button', { name: 'Download text' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Download text' }));
    expect(prepare).toHaveBeenCalledTimes(1);
    answer({ n: 7 });
    expect(await screen.findByText('Started n.csv with 7')).toBeInTheDocument();
    expect(download).toHaveBeenCalledWith('n.csv', '7', 'text/plain');
    expect(prepared).toHaveBeenCalledWith({ n: 7 });
    expect(screen.getByRole('button', { name: 'Download text' })).not.toHaveAttribute('aria-disabled');
  });
});
