import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { isPermissionDenied } from './errors';
import { toResourceSummary } from './resources';

describe('toResourceSummary', () => {
  it('reads a stored card with its id and dates', () => {
    const card = toResourceSummary('sleep-diary', {
      title: 'Sleep diary', summary: 'Two weeks of nights', kind: 'worksheet', topic: 'Sleep', audience: 'members', published: true,
      createdAt: Timestamp.fromDate(new Date('2026-01-02T10:00:00Z')), updatedAt: null, updatedBy: 'admin1',
    });
    expect(card).toEqual({
      id: 'sleep-diary', title: 'Sleep diary', summary: 'Two weeks of nights', kind: 'worksheet', topic: 'Sleep', audience: 'members',
      published: true, createdAt: new Date('2026-01-02T10:00:00Z'), updatedAt: null, updatedBy: 'admin1',
    });
  });

  it('reads a partial card safely: members-only, unpublished, an article titled by its id', () => {
    expect(toResourceSummary('x', { kind: 'video', createdAt: 'today' })).toMatchObject({
      id: 'x', title: 'x', kind: 'article', audience: 'members', published: false, createdAt: null,
    });
  });
});

describe('isPermissionDenied', () => {
  it('knows the rules refusing, and nothing else', () => {
    expect(isPermissionDenied({ code: 'permission-denied' })).toBe(true);
    expect(isPermissionDenied({ code: 'unavailable' })).toBe(false);
    expect(isPermissionDenied(new Error('x'))).toBe(false);
  });
});
