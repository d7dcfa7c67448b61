import { describe, expect, it } from 'vitest';
import { committedForm } from '../../engine/test-support/committed-forms.ts';
import { contentHash } from '../../engine/definition/content-hash.ts';
import { builderDraftPath, formVersionPath } from '../collections.ts';
import {
  BUILDER_DRAFT_LIMITS,
  DECLARED_CHANGES_LIMIT,
  readDeclaredChanges,
  builderDraftProblem,
  formIdProblem,
  publishedDocuments,
  readFormSource,
  readFormStatus,
  readPositiveInteger,
  readStoredDefinition,
} from './form-documents.ts';

const ptsd = committedForm('ptsd');

describe('paths', () => {
  it('builds the builder draft and version paths from the collection names', () => {
    expect(builderDraftPath('ptsd')).toBe('forms/ptsd/private/draft');
    expect(formVersionPath('ptsd', 3)).toBe('forms/ptsd/versions/3');
  });
});

describe('readers', () => {
  it('read stored values without trusting them', () => {
    expect(readFormStatus('archived')).toBe('archived');
    expect(readFormStatus('live')).toBe('draft');
    expect(readFormStatus(undefined)).toBe('draft');
    expect(readFormSource('builder')).toBe('builder');
    expect(readFormSource(undefined)).toBe('repo');
    expect(readPositiveInteger(2)).toBe(2);
    expect(readPositiveInteger(0)).toBeNull();
    expect(readPositiveInteger(1.5)).toBeNull();
    expect(readStoredDefinition({ definition: ptsd })).toBe(ptsd);
    expect(readStoredDefinition({ definition: { id: 'x' } })).toBeNull();
    expect(readStoredDefinition({ definition: [] })).toBeNull();
    expect(readStoredDefinition(undefined)).toBeNull();
  });

  it('checks form ids as the meta-schema does', () => {
    expect(formIdProblem('wellbeing-check-in')).toBeNull();
    expect(formIdProblem('Wellbeing')).toMatch(/lower-case/);
    expect(formIdProblem('a--b')).toMatch(/single hyphens/);
    expect(formIdProblem('')).toMatch(/Give the form an id/);
    expect(formIdProblem(3)).toMatch(/Give the form an id/);
  });
});

describe('publishedDocuments', () => {
  it('writes the version with its number and the form summary pointing at it (builder)', () => {
    const at = new Date('2026-03-01T10:00:00Z');
    const hash = contentHash(ptsd);
    const docs = publishedDocuments(ptsd, { version: 4, contentHash: hash, source: 'builder', at, by: 'admin-1', draftRevision: 12 });
    expect(docs.version).toEqual({
      definition: { ...ptsd, version: 4 }, contentHash: hash, source: 'builder', draftRevision: 12, publishedAt: at, publishedBy: 'admin-1',
    });
    expect(docs.form).toEqual({
      title: ptsd.title, slug: 'ptsd', description: ptsd.description, status: 'published', source: 'builder',
      currentVersion: 4, contentHash: hash, publishedRevision: 12, updatedAt: at, updatedBy: 'admin-1',
    });
    expect(ptsd.version).toBe(1);
  });

  it('records the file version for a committed form', () => {
    const docs = publishedDocuments({ ...ptsd, description: undefined }, { version: 2, contentHash: 'h', source: 'repo', at: 1, by: 'cli' });
    expect(docs.version).toMatchObject({ sourceVersion: 1, source: 'repo' });
    expect(docs.version).not.toHaveProperty('draftRevision');
    expect(docs.form).not.toHaveProperty('publishedRevision');
    expect(docs.form.description).toBe('');
  });
});

describe('builderDraftProblem', () => {
  it('accepts a committed form as a draft', () => {
    expect(builderDraftProblem('ptsd', ptsd)).toBeNull();
  });

  it('keeps the id and sizes within the limits firestore.rules enforce', () => {
    expect(builderDraftProblem('other', ptsd)).toMatch(/must stay "other"/);
    expect(builderDraftProblem('ptsd', { ...ptsd, title: 'x'.repeat(BUILDER_DRAFT_LIMITS.titleLength + 1) })).toMatch(/title/);
    const properties = Object.fromEntries(Array.from({ length: BUILDER_DRAFT_LIMITS.questions + 1 }, (_, i) => [`q${i}`, { type: 'string' }]));
    expect(builderDraftProblem('ptsd', { ...ptsd, schema: { type: 'object', properties } })).toMatch(/at most 2000 questions/);
    expect(builderDraftProblem('ptsd', { ...ptsd, description: 'x'.repeat(BUILDER_DRAFT_LIMITS.jsonLength) })).toMatch(/too large/);
    const checks = Array.from({ length: BUILDER_DRAFT_LIMITS.checks + 1 }, (_, i) => ({ id: `c${i}`, kind: 'before' as const, field: 'a', other: 'b' }));
    expect(builderDraftProblem('ptsd', { ...ptsd, checks })).toBe('A form can have at most 1000 checks across questions.');
  });
});

describe('migration and declared changes', () => {
  it('stores the migration on the version it leads to', () => {
    const migration = { formId: 'ptsd', from: 1, to: 2, renamed: [{ from: 'a', to: 'b' }], removed: [], values: [], reask: [] };
    const docs = publishedDocuments(ptsd, { version: 2, contentHash: 'h', source: 'builder', at: 1, by: 'u', draftRevision: 3, migration });
    expect(docs.version.migration).toEqual(migration);
    expect(publishedDocuments(ptsd, { version: 1, contentHash: 'h', source: 'repo', at: 1, by: 'cli' }).version).not.toHaveProperty('migration');
  });

  it('reads a draft\'s declared renames and removals, leaving out what is malformed', () => {
    expect(readDeclaredChanges(undefined)).toEqual({ renamed: [], removed: [] });
    expect(readDeclaredChanges({ declared: 'x' })).toEqual({ renamed: [], removed: [] });
    expect(
      readDeclaredChanges({ declared: { renamed: [{ from: 'a', to: 'b' }, { from: 1, to: 'c' }, null], removed: ['x', 3, ''] } }),
    ).toEqual({ renamed: [{ from: 'a', to: 'b' }], removed: ['x'] });
    const many = Array.from({ length: DECLARED_CHANGES_LIMIT + 5 }, (_, i) => `q${i}`);
    expect(readDeclaredChanges({ declared: { removed: many } }).removed).toHaveLength(DECLARED_CHANGES_LIMIT);
  });
});
