import { describe, expect, it } from 'vitest';
import { applyEdit } from '../../engine/builder/apply-edit.ts';
import { committedForm } from '../../engine/test-support/committed-forms.ts';
import { m12, v1, v2 } from '../../engine/migrate/test-versions.ts';
import { planMigration, planPublish } from './publish-plan.ts';

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

describe('planMigration', () => {
  it('stores the declared renames as the migration to the next version', () => {
    const plan = planMigration(v1, { ...v2, version: 99 }, { renamed: m12.renamed });
    expect(plan).toEqual({ ok: true, migration: m12, possibleRenames: [] });
  });

  it('without the declaration, renames are removals plus additions, reported as possible renames', () => {
    const plan = planMigration(v1, v2);
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.migration.removed).toEqual(expect.arrayContaining(['smoker', 'perDay']));
    expect(plan.possibleRenames.map((p) => `${p.from}->${p.to}`).sort()).toEqual(['perDay->cigarettesPerDay', 'smoker->smokes']);
  });

  it('refuses a declared rename that does not fit the two versions', () => {
    const plan = planMigration(v1, v2, { renamed: [{ from: 'nope', to: 'smokes' }] });
    expect(plan).toMatchObject({ ok: false, reason: 'migration' });
    if (plan.ok || plan.reason !== 'migration') return;
    expect(plan.issues.length).toBeGreaterThan(0);
  });

  it('refuses a scoring change without a new scoring version, proposing one', () => {
    const ia = committedForm('initial-assessment');
    const gad7 = ia.scoring!.scales!.gad7!;
    const bands = gad7.bands!.map((b) => (b.id === 'mild' ? { ...b, max: 10 } : b.id === 'moderate' ? { ...b, min: 11 } : b));
    const next = { ...ia, scoring: { ...ia.scoring!, scales: { ...ia.scoring!.scales, gad7: { ...gad7, bands } } } };
    expect(planMigration(ia, next)).toMatchObject({ ok: false, reason: 'scoring-version', problem: { proposed: 'initial-assessment-3' } });
    expect(planMigration(ia, { ...next, scoring: { ...next.scoring, version: 'initial-assessment-3' } })).toMatchObject({ ok: true });
  });

  it('names look-alike renames with a scoring refusal, since declaring them may settle it', () => {
    const ptsd = committedForm('ptsd');
    const renamed = applyEdit(ptsd, { type: 'renameField', from: 'pcl1', to: 'intrusiveMemories' });
    if (!renamed.ok) throw new Error(renamed.refusal.message);
    expect(planMigration(ptsd, renamed.definition)).toMatchObject({
      ok: false,
      reason: 'scoring-version',
      possibleRenames: [{ from: 'pcl1', to: 'intrusiveMemories' }],
    });
    expect(planMigration(ptsd, renamed.definition, { renamed: [{ from: 'pcl1', to: 'intrusiveMemories' }] })).toMatchObject({ ok: true });
  });
});
