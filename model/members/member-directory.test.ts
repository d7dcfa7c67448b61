import { describe, expect, it } from 'vitest';
import {
  directoryFlagFields,
  directoryPlan,
  memberDirectoryOf,
  membersFilterParams,
  membersSearch,
  newMemberDirectory,
  parseMembersFilter,
  readMemberDirectory,
} from './member-directory.ts';

describe('member directory', () => {
  it('starts a new member with every value stored and the name lower-cased', () => {
    expect(newMemberDirectory('Ada Lovelace')).toEqual({
      name: 'ada lovelace', role: 'member', plan: 'none', onboarding: 'pending', openFlags: 0, flagged: false, lastSubmissionAt: null,
    });
  });

  it('puts a plan in the directory only while the membership gives access by status', () => {
    expect(directoryPlan({ plan: 'monthly', status: 'active' })).toBe('monthly');
    expect(directoryPlan({ plan: 'annual', status: 'past_due' })).toBe('annual');
    expect(directoryPlan({ plan: 'annual', status: 'cancelled' })).toBe('none');
    expect(directoryPlan({ plan: 'weekly', status: 'active' })).toBe('none');
    expect(directoryPlan(null)).toBe('none');
  });

  it('counts open flags up and down, never below zero, with flagged beside the count', () => {
    expect(directoryFlagFields(undefined, 2)).toEqual({ openFlags: 2, flagged: true });
    expect(directoryFlagFields(1, -1)).toEqual({ openFlags: 0, flagged: false });
    expect(directoryFlagFields(0, -1)).toEqual({ openFlags: 0, flagged: false });
    expect(directoryFlagFields('3', 0)).toEqual({ openFlags: 0, flagged: false });
  });

  it('derives the whole directory of a stored profile', () => {
    const at = new Date('2026-02-01T10:00:00Z');
    const profile = {
      displayName: 'Sam Patel',
      role: 'admin',
      membership: { plan: 'annual', status: 'active' },
      onboarding: { initialAssessmentAt: at },
    };
    expect(memberDirectoryOf(profile, { openFlags: 1, lastSubmissionAt: at })).toEqual({
      name: 'sam patel', role: 'admin', plan: 'annual', onboarding: 'done', openFlags: 1, flagged: true, lastSubmissionAt: at,
    });
    expect(memberDirectoryOf({}, { openFlags: 0, lastSubmissionAt: null })).toEqual(newMemberDirectory(''));
  });

  it('reads odd stored values as the defaults', () => {
    expect(readMemberDirectory({ role: 'owner', plan: 'gold', onboarding: 1, openFlags: -4 })).toEqual(newMemberDirectory(''));
  });

  it('reads the filter from the address, ignoring unknown values, and writes back only what is set', () => {
    const filter = parseMembersFilter(new URLSearchParams('q=%20Sam%20&plan=annual&onboarding=later&flags=open&role=admin'));
    expect(filter).toEqual({ q: 'Sam', plan: 'annual', onboarding: null, flags: 'open', role: 'admin' });
    expect(membersFilterParams(filter)).toEqual({ q: 'Sam', plan: 'annual', flags: 'open', role: 'admin' });
  });

  it('searches an email address when the text has an @, else a name, lower-cased', () => {
    expect(membersSearch('  Sam P ')).toEqual({ field: 'name', prefix: 'sam p' });
    expect(membersSearch('Member1@')).toEqual({ field: 'email', prefix: 'member1@' });
    expect(membersSearch('   ')).toBeNull();
  });
});
