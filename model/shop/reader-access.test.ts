import { describe, expect, it } from 'vitest';
import { resourceReader, type ReaderSession } from './reader-access.ts';

const DAY = 86_400_000;
const now = new Date('2026-03-01T12:00:00Z');
const signedIn = (isAdmin: boolean, membership?: { status: string; renewsAt: Date | null }): ReaderSession => ({
  status: 'ready',
  user: { isAdmin },
  profile: membership ? { membership } : {},
});

describe('resourceReader', () => {
  it('says who reads: visitor, member without access, access (membership or administrator), unknown while the sign-in answers', () => {
    expect(resourceReader({ status: 'ready', user: null, profile: null }, false, now)).toBe('visitor');
    expect(resourceReader(signedIn(false), false, now)).toBe('member');
    expect(resourceReader(signedIn(false, { status: 'active', renewsAt: new Date(now.getTime() - 3 * DAY) }), false, now)).toBe('member');
    expect(resourceReader(signedIn(false, { status: 'active', renewsAt: new Date(now.getTime() + 30 * DAY) }), false, now)).toBe('access');
    expect(resourceReader(signedIn(true), false, now)).toBe('access');
    expect(resourceReader({ status: 'loading', user: null, profile: null }, false, now)).toBe('unknown');
    expect(resourceReader({ status: 'idle', user: null, profile: null }, true, now)).toBe('unknown');
    expect(resourceReader({ status: 'idle', user: null, profile: null }, false, now)).toBe('visitor');
  });
});
