import { describe, expect, it } from 'vitest';
import { conditionHolds, contentHash, score, validateDefinition, type FormDefinition } from '@engine';
import { publishableIssues } from '@model';
import { DEMO_BUILDER_FORMS, demoBuilderForms } from './demoBuilderForms.ts';

const wellbeing = DEMO_BUILDER_FORMS.find((d) => d.id === 'wellbeing-check-in')!;
const at = new Date('2026-01-20T09:00:00Z');

describe('demo builder forms', () => {
  it('are definitions the engine accepts and would publish', () => {
    for (const definition of DEMO_BUILDER_FORMS) {
      expect(validateDefinition(definition)).toEqual({ ok: true, definition });
      expect(publishableIssues(definition.id, definition)).toEqual([]);
    }
  });

  it('are stored as publishForm leaves them: builder source, version 1 with its content hash, the draft at revision 1', () => {
    const [seeded] = demoBuilderForms(at, 'demo-admin');
    const docs = seeded!.documents;
    expect(Object.keys(docs).sort()).toEqual([
      'forms/wellbeing-check-in', 'forms/wellbeing-check-in/private/draft', 'forms/wellbeing-check-in/versions/1',
    ]);
    expect(docs['forms/wellbeing-check-in']).toMatchObject({
      title: wellbeing.title, status: 'published', source: 'builder', currentVersion: 1, publishedRevision: 1,
      contentHash: contentHash(wellbeing), updatedAt: at, updatedBy: 'demo-admin', createdAt: at,
    });
    const version = docs['forms/wellbeing-check-in/versions/1']!;
    expect(version).toMatchObject({ contentHash: contentHash(wellbeing), source: 'builder', draftRevision: 1, publishedBy: 'demo-admin' });
    expect(contentHash(version.definition as FormDefinition)).toBe(version.contentHash);
    expect(docs['forms/wellbeing-check-in/private/draft']).toEqual({ definition: wellbeing, revision: 1, updatedAt: at, updatedBy: 'demo-admin' });
  });

  it('shows what a builder form holds: two sections, a banded rating scale, a yes/no with a follow-up, an urgent flag', () => {
    expect(wellbeing.sections).toHaveLength(2);
    const scale = wellbeing.scoring!.scales!.wellbeing!;
    expect(scale.items.length).toBeGreaterThanOrEqual(4);
    expect(scale.bands!.length).toBeGreaterThanOrEqual(2);
    expect(conditionHolds(wellbeing.conditions![0]!.when, { wantsContact: 'yes' })).toBe(true);
    expect(conditionHolds(wellbeing.conditions![0]!.when, { wantsContact: 'no' })).toBe(false);

    const answers = { wb1: 4, wb2: 3, wb3: 3, wb4: 2, wb5: 2, wantsContact: 'no', unsafe: 'yes' };
    const result = score(wellbeing, answers);
    expect(result.scales.wellbeing).toMatchObject({ total: 14, band: 'struggling', complete: true });
    expect(result.flags.find((f) => f.id === 'self-harm-thoughts')).toMatchObject({ severity: 'urgent' });
    expect(result.flags.find((f) => f.id === 'support-signpost')).toMatchObject({ signpost: 'crisis', audience: 'member' });
  });
});
