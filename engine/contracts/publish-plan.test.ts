import { describe, expect, it } from 'vitest';
import { planPublish } from './publish-plan.ts';

describe('planPublish from the CLI (source repo)', () => {
  it('creates version 1 for a new form', () => {
    expect(planPublish(undefined, 'h1', 'repo')).toEqual({ action: 'create', version: 1 });
  });

  it('is idempotent while the content hash is unchanged', () => {
    expect(planPublish({ currentVersion: 2, contentHash: 'h1', source: 'repo' }, 'h1', 'repo')).toEqual({ action: 'unchanged', version: 2 });
  });

  it('creates the next version when the content changed: always current + 1, so the migration chain has no gap', () => {
    expect(planPublish({ currentVersion: 2, contentHash: 'h1', source: 'repo' }, 'h2', 'repo')).toEqual({ action: 'create', version: 3 });
  });

  it('never overwrites a FormBuilder form of the same id', () => {
    const plan = planPublish({ currentVersion: 1, contentHash: 'x', source: 'builder' }, 'h', 'repo');
    expect(plan.action).toBe('refuse');
    expect(plan).toMatchObject({ reason: expect.stringContaining('FormBuilder') });
  });
});

describe('planPublish from the FormBuilder (source builder)', () => {
  it('numbers versions from 1', () => {
    expect(planPublish(undefined, 'h1', 'builder')).toEqual({ action: 'create', version: 1 });
    expect(planPublish({ status: 'draft', source: 'builder' } as never, 'h1', 'builder')).toEqual({ action: 'create', version: 1 });
    expect(planPublish({ currentVersion: 1, contentHash: 'h1', source: 'builder' }, 'h2', 'builder')).toEqual({ action: 'create', version: 2 });
  });

  it('publishes over a committed form (which then becomes a builder form) with the next number', () => {
    expect(planPublish({ currentVersion: 3, contentHash: 'h1', source: 'repo' }, 'h2', 'builder')).toEqual({ action: 'create', version: 4 });
  });

  it('stores nothing new for unchanged content', () => {
    expect(planPublish({ currentVersion: 4, contentHash: 'h1', source: 'builder' }, 'h1', 'builder')).toEqual({ action: 'unchanged', version: 4 });
  });
});
