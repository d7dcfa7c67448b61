// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { reviewFromFlagged } from './exportFormResponses.ts';

describe('reviewFromFlagged', () => {
  const flagged = new Map([['f', { flags: [{ id: 'item9' }] }]]);
  const since = 1_000_000;

  it('gives a flagged response its review document, whenever it was submitted', () => {
    expect(reviewFromFlagged('f', 5, flagged, since)).toEqual({ flags: [{ id: 'item9' }] });
    expect(reviewFromFlagged('f', since + 5, flagged, since)).toEqual({ flags: [{ id: 'item9' }] });
  });

  it('reads none for a response submitted before the export began and not among them (its own flags, if any, then show)', () => {
    expect(reviewFromFlagged('x', since - 1, flagged, since)).toBeUndefined();
  });

  it('has the review document of a response submitted since (or with no date) read on its own', () => {
    expect(reviewFromFlagged('x', since, flagged, since)).toBe('read');
    expect(reviewFromFlagged('x', since + 60_000, flagged, since)).toBe('read');
    expect(reviewFromFlagged('x', null, flagged, since)).toBe('read');
  });
});
