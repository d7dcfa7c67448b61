import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar, chaptersDone } from './ProgressBar';

describe('ProgressBar', () => {
  it('names the bar with its words and gives the percentage as its value', () => {
    render(<ProgressBar percent={40} label={chaptersDone(2, 5)} />);
    const bar = screen.getByRole('progressbar', { name: '2 of 5 chapters' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', '40%');
    expect(screen.getByText('2 of 5 chapters · 40%')).toBeInTheDocument();
  });

  it('keeps the value between 0 and 100', () => {
    render(<ProgressBar percent={140} label="done" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('says chapter for one', () => {
    expect(chaptersDone(1, 1)).toBe('1 of 1 chapter');
    expect(chaptersDone(0, 3)).toBe('0 of 3 chapters');
  });
});
