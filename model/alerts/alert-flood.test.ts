import { describe, expect, it } from 'vitest';
import { alertWindowKey, alertWindowStart } from './alert-flood.ts';

describe('alert windows', () => {
  it('names each 15-minute window by its start, and reads it back', () => {
    expect(alertWindowKey(new Date('2026-11-29T10:14:59Z'))).toBe('2026-11-29T10:00');
    expect(alertWindowKey(new Date('2026-11-29T10:15:00Z'))).toBe('2026-11-29T10:15');
    expect(alertWindowStart('2026-11-29T10:15')).toEqual(new Date('2026-11-29T10:15:00Z'));
  });
});
