import { describe, expect, it } from 'vitest';
import { ADMIN_ROLE, isAdminProfile } from './user-role.ts';

describe('isAdminProfile', () => {
  it('reads the server-written role; anything else is a member', () => {
    expect(isAdminProfile({ role: ADMIN_ROLE, displayName: 'Alex' })).toBe(true);
    expect(isAdminProfile({ role: 'Admin' })).toBe(false);
    expect(isAdminProfile({ displayName: 'Sam' })).toBe(false);
    expect(isAdminProfile(undefined)).toBe(false);
  });
});
