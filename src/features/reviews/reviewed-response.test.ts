import { describe, expect, it } from 'vitest';
import { newestFirst, readReviewedResponse, readTime } from './reviewed-response';

const at = new Date('2026-03-04T10:00:00Z');
const stored = {
  formId: 'phq9',
  formVersion: 2,
  memberId: 'm1',
  status: 'submitted',
  data: { q1: 2 },
  scores: { phq9: { title: 'PHQ-9', total: 12, complete: true, answered: 9, itemCount: 9, min: 0, max: 27, band: 'moderate', bandLabel: 'Moderate', subscales: {}, rules: {} } },
  flags: [{ id: 'f1', severity: 'urgent', message: 'Item 9', fields: ['q9'], audience: 'member' }],
  scoringVersion: 'phq9@2',
  migratedFrom: 1,
  unplaced: [{ field: 'old', value: 'x', version: 1, reason: 'removed' }],
  submittedAt: { toDate: () => at },
};

describe('readReviewedResponse', () => {
  it('reads a submitted response with its version, migration and unplaced answers', () => {
    const read = readReviewedResponse('r1', stored);
    expect(read).toMatchObject({ id: 'r1', formId: 'phq9', formVersion: 2, scoringVersion: 'phq9@2', migratedFrom: 1, data: { q1: 2 } });
    expect(read?.submittedAt.toISOString()).toBe('2026-03-04T10:00:00.000Z');
    expect(read?.scores.phq9?.bandLabel).toBe('Moderate');
    expect(read?.flags.map((f) => f.id)).toEqual(['f1']);
    expect(read?.unplaced).toEqual([{ field: 'old', value: 'x', version: 1, reason: 'removed' }]);
  });

  it('leaves out drafts and documents without form, version or time, without throwing', () => {
    expect(readReviewedResponse('d', { ...stored, status: 'draft' })).toBeNull();
    expect(readReviewedResponse('d', { ...stored, formId: '' })).toBeNull();
    expect(readReviewedResponse('d', { ...stored, formVersion: 0 })).toBeNull();
    expect(readReviewedResponse('d', { ...stored, submittedAt: 'not a date' })).toBeNull();
    expect(readReviewedResponse('d', { ...stored, submittedAt: { toDate: () => { throw new Error('x'); } } })).toBeNull();
    expect(readReviewedResponse('d', null)).toBeNull();
    expect(readReviewedResponse('d', 'text')).toBeNull();
  });

  it('tolerates malformed scores, flags and unplaced answers', () => {
    const read = readReviewedResponse('r2', { ...stored, scores: { a: 'x', b: { total: null } }, flags: [null, { id: 'g', severity: 'odd' }], unplaced: 'no', migratedFrom: 'x', data: [] });
    expect(Object.keys(read!.scores)).toEqual(['b']);
    expect(read!.scores.b?.title).toBe('b');
    expect(read!.flags).toEqual([{ id: 'g', severity: 'info', message: '', fields: [] }]);
    expect(read).not.toHaveProperty('unplaced');
    expect(read).not.toHaveProperty('migratedFrom');
    expect(read!.data).toEqual({});
  });
});

describe('readTime', () => {
  it('reads timestamps of every stored shape', () => {
    expect(readTime({ seconds: 1, nanoseconds: 5e6 })?.getTime()).toBe(1005);
    expect(readTime('2026-01-01T00:00:00Z')?.getTime()).toBe(Date.parse('2026-01-01T00:00:00Z'));
    expect(readTime(undefined)).toBeNull();
  });
});

describe('newestFirst', () => {
  it('orders by submission time, newest first, then id', () => {
    const a = readReviewedResponse('a', { ...stored, submittedAt: '2026-01-01T00:00:00Z' })!;
    const b = readReviewedResponse('b', { ...stored, submittedAt: '2026-02-01T00:00:00Z' })!;
    const c = readReviewedResponse('c', { ...stored, submittedAt: '2026-02-01T00:00:00Z' })!;
    expect([a, c, b].sort(newestFirst).map((r) => r.id)).toEqual(['b', 'c', 'a']);
  });
});
