import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { toDate } from './timestamps';

describe('toDate', () => {
  it('reads a Firestore Timestamp and a Date; anything else is null', () => {
    const at = new Date('2026-11-23T10:00:00Z');
    expect(toDate(Timestamp.fromDate(at))?.toISOString()).toBe(at.toISOString());
    expect(toDate(at)).toBe(at);
    for (const value of [null, undefined, '2026-11-23', 1_700_000_000, { seconds: 1 }]) expect(toDate(value)).toBeNull();
  });
});
