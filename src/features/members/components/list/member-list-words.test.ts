import { describe, expect, it } from 'vitest';
import { EMPTY_MEMBERS_FILTER } from '@model';
import { emptyText, flagsText, isFiltered, pageText, planText } from './member-list-words';

describe('members list words', () => {
  it('names the plan and a membership that is not simply active', () => {
    expect(planText({ plan: 'monthly', membershipStatus: 'active' })).toBe('Monthly');
    expect(planText({ plan: 'annual', membershipStatus: 'past_due' })).toBe('Annual (payment being retried)');
    expect(planText({ plan: 'none', membershipStatus: 'cancelled' })).toBe('None (cancelled)');
    expect(planText({ plan: 'none', membershipStatus: 'none' })).toBe('None');
  });

  it('counts open flags in words', () => {
    expect(flagsText(0)).toBe('None');
    expect(flagsText(1)).toBe('1 open flag');
    expect(flagsText(3)).toBe('3 open flags');
  });

  it('says why a page is empty: the search, the filters, or no members at all', () => {
    expect(emptyText({ ...EMPTY_MEMBERS_FILTER, q: ' sam ' })).toMatch(/^No members match “sam”\. Search by the start/);
    expect(emptyText({ ...EMPTY_MEMBERS_FILTER, q: 'sam', plan: 'annual' })).toMatch(/“sam” with these filters/);
    expect(emptyText({ ...EMPTY_MEMBERS_FILTER, role: 'admin' })).toBe('No members match these filters.');
    expect(emptyText(EMPTY_MEMBERS_FILTER)).toMatch(/^No members yet/);
    expect(isFiltered(EMPTY_MEMBERS_FILTER)).toBe(false);
  });

  it('says which page is shown', () => {
    expect(pageText(3, 1, false)).toBe('3 members.');
    expect(pageText(25, 1, true)).toBe('Page 1: 25 members, more on the next page.');
    expect(pageText(1, 2, false)).toBe('Page 2: 1 member.');
  });
});
