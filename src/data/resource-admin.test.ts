import { describe, expect, it } from 'vitest';
import { byNewest } from './resource-admin';
import { toResourceSummary } from './resources';

const card = (id: string, created: string | null) => toResourceSummary(id, { title: id, createdAt: created ? new Date(created) : null });

describe('byNewest', () => {
  it('puts the newest first, undated ones last, ties by title', () => {
    const list = [card('b-old', '2026-01-01'), card('none', null), card('new', '2026-03-01'), card('a-old', '2026-01-01')].sort(byNewest);
    expect(list.map((r) => r.id)).toEqual(['new', 'a-old', 'b-old', 'none']);
  });
});
