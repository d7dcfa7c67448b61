import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { toFormSummary } from './form-list';
import { byNewestEdit, toBuilderDraft, toStoredFormVersion } from './forms';

const at = (iso: string) => Timestamp.fromDate(new Date(iso));

describe('toFormSummary', () => {
  it('reads a published builder form', () => {
    expect(toFormSummary('wellbeing-check-in', {
      title: 'Weekly wellbeing check-in', description: 'Five quick questions', status: 'published', currentVersion: 2,
      source: 'builder', updatedAt: at('2026-03-01T10:00:00Z'), updatedBy: 'demo-admin', contentHash: 'abc', audience: 'assigned',
    })).toEqual({
      id: 'wellbeing-check-in', title: 'Weekly wellbeing check-in', description: 'Five quick questions', status: 'published',
      currentVersion: 2, source: 'builder', updatedAt: new Date('2026-03-01T10:00:00Z'), updatedBy: 'demo-admin', audience: 'assigned',
    });
  });

  it('never invents a status, version or source an older or partial document does not have', () => {
    expect(toFormSummary('old', { status: 'live', currentVersion: '3', updatedAt: 'yesterday' })).toEqual({
      id: 'old', title: 'old', description: '', status: 'draft', currentVersion: null, source: 'repo', updatedAt: null, updatedBy: null,
      audience: 'everyone',
    });
    expect(toFormSummary('x', undefined).status).toBe('draft');
    expect(toFormSummary('x', { title: '   ' }).title).toBe('x');
  });
});

describe('toBuilderDraft', () => {
  const definition = { id: 'f', version: 1, title: 'F', schema: { type: 'object' } };

  it('reads a saved draft', () => {
    expect(toBuilderDraft({ definition, revision: 3, updatedAt: at('2026-03-01T10:00:00Z'), updatedBy: 'a' })).toEqual({
      definition, revision: 3, updatedAt: new Date('2026-03-01T10:00:00Z'), updatedBy: 'a', declared: { renamed: [], removed: [] },
    });
  });

  it('reads the renames and removals it recorded for the next publish, leaving out malformed entries', () => {
    const declared = { renamed: [{ from: 'a', to: 'b' }, { from: 1, to: 'c' }], removed: ['d', ''] };
    expect(toBuilderDraft({ definition, revision: 2, declared })?.declared).toEqual({ renamed: [{ from: 'a', to: 'b' }], removed: ['d'] });
  });

  it('refuses a draft without a definition or a revision', () => {
    expect(toBuilderDraft({ definition, revision: 0 })).toBeNull();
    expect(toBuilderDraft({ definition: 'x', revision: 1 })).toBeNull();
    expect(toBuilderDraft(undefined)).toBeNull();
  });
});

describe('toStoredFormVersion', () => {
  const definition = { id: 'f', version: 7, title: 'F', schema: { type: 'object' } };
  const migration = { formId: 'f', from: 1, to: 2, renamed: [{ from: 'a', to: 'b' }], removed: [], values: [], reask: [] };

  it('reads a version numbered as stored, with its migration', () => {
    expect(toStoredFormVersion(2, { definition, migration, contentHash: 'h', publishedAt: at('2026-03-01T10:00:00Z') })).toEqual({
      version: 2, definition: { ...definition, version: 2 }, migration, contentHash: 'h', publishedAt: new Date('2026-03-01T10:00:00Z'),
    });
  });

  it('reads a version without a migration (or an unreadable one) as null, and no definition as no version', () => {
    expect(toStoredFormVersion(1, { definition })?.migration).toBeNull();
    expect(toStoredFormVersion(2, { definition, migration: { from: 'x' } })?.migration).toBeNull();
    expect(toStoredFormVersion(2, {})).toBeNull();
  });
});

describe('byNewestEdit', () => {
  it('puts the newest edit first, never-edited forms last, ties by title', () => {
    const form = (id: string, iso: string | null) => toFormSummary(id, { title: id, ...(iso ? { updatedAt: at(iso) } : {}) });
    const sorted = [form('b', null), form('old', '2026-01-01T00:00:00Z'), form('a', null), form('new', '2026-05-01T00:00:00Z')].sort(byNewestEdit);
    expect(sorted.map((f) => f.id)).toEqual(['new', 'old', 'a', 'b']);
  });
});
