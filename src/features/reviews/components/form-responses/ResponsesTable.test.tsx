import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { FormResponseRow } from '../../api/form-responses-api';
import { ResponsesTable, VIRTUALISE_FROM } from './ResponsesTable';

const rows = (count: number): FormResponseRow[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `r${i}`,
    memberId: `m${i}`,
    formVersion: 1,
    scoringVersion: '1',
    submittedAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
    data: {},
    scores: {},
    memberFlags: [],
    review: null,
  }));

const drawn = () => screen.queryAllByTestId(/^response-row-/).length;

function renderTable(count: number) {
  return render(
    <MemoryRouter>
      <ResponsesTable rows={rows(count)} scales={[]} names={{ m0: 'Ada' }} />
    </MemoryRouter>,
  );
}

describe('ResponsesTable', () => {
  it('draws every row of a short list, naming members it knows and saying which are still loading', () => {
    renderTable(3);
    expect(drawn()).toBe(3);
    expect(screen.getByRole('link', { name: 'Ada' })).toHaveAttribute('href', '/admin/member/m0');
    expect(screen.getAllByRole('link', { name: 'Loading name…' })).toHaveLength(2);
  });

  it('draws only the rows near the screen of a long list, and all of them while printing', () => {
    const count = VIRTUALISE_FROM + 150;
    renderTable(count);
    expect(drawn()).toBeGreaterThan(0);
    expect(drawn()).toBeLessThan(count);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(drawn()).toBe(count);
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(drawn()).toBeLessThan(count);
  });
});
