import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

/** jsdom lays nothing out: drawn rows report this height (as a row with a flag or two does), everything else none. */
function stubRowHeight(rowHeight: number) {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const height = this.hasAttribute('data-index') ? rowHeight : 0;
    return { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: height, width: 0, height, toJSON: () => ({}) } as DOMRect;
  });
}

describe('ResponsesTable', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws every row of a short list, naming members it knows and saying which are still loading', () => {
    renderTable(3);
    expect(drawn()).toBe(3);
    expect(screen.getByRole('link', { name: 'Ada' })).toHaveAttribute('href', '/admin/member/m0');
    expect(screen.getAllByRole('link', { name: 'Loading name…' })).toHaveLength(2);
  });

  it('draws only the rows near the screen of a long list, and all of them while printing', () => {
    stubRowHeight(130);
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

describe('ResponsesTable, virtualised', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('makes the spacers as tall as the rows they stand for (measured, not estimated): the page height does not change with the rows drawn', () => {
    // drawn rows are 130 px tall (a row with flags), far from any estimate
    const rowHeight = 130;
    stubRowHeight(rowHeight);
    renderTable(VIRTUALISE_FROM + 150);
    const spacer = (id: string) => Number.parseFloat((screen.queryByTestId(id) as HTMLElement | null)?.style.height ?? '0');
    const firstDrawn = () => Number(screen.getAllByTestId(/^response-row-/)[0]!.getAttribute('data-index'));
    // scroll down past rows that were drawn (and measured) at the top
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: rowHeight * 15, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(firstDrawn()).toBeGreaterThan(0);
    expect(spacer('rows-before')).toBe(firstDrawn() * rowHeight);
  });
});
