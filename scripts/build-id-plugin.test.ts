import { describe, expect, it } from 'vitest';
import { makeBuildId } from './build-id-plugin';

describe('makeBuildId', () => {
  it('joins a compact UTC stamp and the commit', () => {
    expect(makeBuildId('abc1234', new Date('2026-11-22T10:30:05.123Z'))).toBe('20261122T103005Z-abc1234');
  });
  it('works outside git', () => {
    expect(makeBuildId(null, new Date('2026-01-02T03:04:05Z'))).toBe('20260102T030405Z');
  });
});
