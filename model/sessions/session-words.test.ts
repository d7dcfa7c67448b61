import { describe, expect, it } from 'vitest';
import { formatSessionWhen } from './session-words.ts';

const utc = (iso: string) => new Date(iso);

describe('formatSessionWhen', () => {
  it('formats the session time in UK time', () => {
    expect(formatSessionWhen(utc('2027-02-02T10:00:00Z'), utc('2027-02-02T11:00:00Z'))).toBe('Tuesday 2 February 2027, 10:00–11:00 (UK time)');
    expect(formatSessionWhen(utc('2027-07-15T09:00:00Z'), utc('2027-07-15T10:30:00Z'))).toBe('Thursday 15 July 2027, 10:00–11:30 (UK time)');
    expect(formatSessionWhen(utc('2027-07-15T21:00:00Z'), utc('2027-07-15T23:30:00Z'))).toBe(
      'Thursday 15 July 2027, 22:00 – Friday 16 July 2027, 00:30 (UK time)',
    );
  });
});
