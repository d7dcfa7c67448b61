// The committed PHQ-9, GAD-7 and PCL-5 show their statements as Likert grids. A grid is only a way
// of drawing questions, so adopting it must change no stored answer, total, band or flag: every
// stored demo response, every sample answer file and generated answers are scored with the
// definition before the grids and after, and must come out the same. "Before" is the committed
// file without its grids, pinned by the content hash the file had before grids were added.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentHash, migrateAnswers, score, validateResponse, visibleData, type FormDefinition } from '@engine';
import { planMigration, type ResponseReviewDocument, type SubmittedResponseDocument } from '@model';
import { sampleAnswers } from '../../engine/test-support/sample-answers.ts';
import { initialAssessment, pclAnswers, pclRatings } from '../../engine/test-support/responses.ts';
import { INITIAL_ASSESSMENT, PTSD, demoResponses } from './demoResponses.ts';

/** The content hash of each committed definition as it was before it used grids. */
const BEFORE_GRIDS: Record<string, string> = {
  'initial-assessment': '02c62f6654c01c1c48c47e65d34d4e7ccfe7ce6ae40c8c3871a430684036f32a',
  ptsd: '3d0828dd730c400447664afea60660905a6e715a9a29c450c8cd6d2c9da0fe5d',
};

const withoutGrids = (def: FormDefinition): FormDefinition => {
  const { grids: _grids, ...rest } = def;
  return rest;
};

const AFTER: Record<string, FormDefinition> = { 'initial-assessment': INITIAL_ASSESSMENT, ptsd: PTSD };

const fixtures = (formId: string): Record<string, unknown>[] =>
  readdirSync('tests/fixtures/forms')
    .filter((file) => file.startsWith(`${formId}-`) && file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(`tests/fixtures/forms/${file}`, 'utf8')) as Record<string, unknown>);

const documents = demoResponses(new Date('2026-11-23T12:00:00Z')).documents;
const storedWithReview = Object.entries(documents)
  .filter(([path, doc]) => /^responses\/[^/]+$/.test(path) && Object.hasOwn(AFTER, (doc as unknown as SubmittedResponseDocument<Date>).formId))
  .map(([path, doc]) => ({ response: doc as unknown as SubmittedResponseDocument<Date>, review: documents[`${path}/review/flags`] as unknown as ResponseReviewDocument<Date> }));
const stored = storedWithReview.map(({ response }) => response);

describe.each(Object.keys(AFTER))('the committed %s with Likert grids', (formId) => {
  const after = AFTER[formId]!;
  const before = withoutGrids(after);

  it('differs from the definition before grids by its grids alone, each row still its own question', () => {
    expect(after.grids?.length).toBeGreaterThan(0);
    expect(contentHash(before)).toBe(BEFORE_GRIDS[formId]);
    expect(contentHash(after)).not.toBe(BEFORE_GRIDS[formId]);
    for (const grid of after.grids!) for (const name of grid.fields) expect(Object.keys(after.schema.properties!)).toContain(name);
  });

  it('publishes as the next version with nothing to migrate', () => {
    const plan = planMigration(before, after);
    expect(plan.ok).toBe(true);
    if (plan.ok) expect(plan.migration).toMatchObject({ renamed: [], removed: [], values: [], reask: [] });
  });

  const answerSets = (): [string, Record<string, unknown>][] => [
    ...stored.filter((r) => r.formId === formId).map((r, i): [string, Record<string, unknown>] => [`stored demo response ${i + 1}`, r.data as Record<string, unknown>]),
    ...fixtures(formId).map((data, i): [string, Record<string, unknown>] => [`sample answer file ${i + 1}`, data]),
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((seed): [string, Record<string, unknown>] => [`generated answers ${seed}`, sampleAnswers(after, seed, seed % 3 === 0 ? 4 : 12)]),
    ...(formId === 'ptsd'
      ? [['PCL-5 at the cut-off', pclAnswers(pclRatings(2, { 0: 1 }))] as [string, Record<string, unknown>]]
      : [['PHQ-9 item 9 answered', initialAssessment([0, 0, 0, 0, 0, 0, 0, 0, 1], [1, 1, 1, 1, 1, 1, 1])] as [string, Record<string, unknown>]]),
  ];

  it('scores every stored, sample and generated response to identical totals, bands, rules and flags', () => {
    const sets = answerSets();
    expect(sets.filter(([what]) => what.startsWith('stored')).length).toBeGreaterThan(0);
    for (const [what, data] of sets) {
      expect(score(after, data), what).toEqual(score(before, data));
      expect(validateResponse(after, data), what).toEqual(validateResponse(before, data));
    }
  });

  it('matches the scores and flags stored with each demo response', () => {
    for (const { response, review } of storedWithReview.filter(({ response: r }) => r.formId === formId)) {
      const scored = score(after, response.data as Record<string, unknown>);
      for (const [id, scale] of Object.entries(response.scores)) {
        expect(scored.scales[id]).toMatchObject({ total: scale.total, band: scale.band });
      }
      expect(scored.flags.map((flag) => flag.id).sort()).toEqual(review.flags.map((flag) => flag.id).sort());
    }
  });

  it('carries every answer to the version with grids exactly as to one without: a valid response unchanged, nothing set aside', () => {
    const plan = planMigration(before, after);
    if (!plan.ok) throw new Error('the grids need a migration');
    for (const [what, data] of answerSets()) {
      const carried = migrateAnswers(data, [plan.migration], before.version, before.version + 1, { ...after, version: before.version + 1 });
      const unchanged = migrateAnswers(data, [plan.migration], before.version, before.version + 1, { ...before, version: before.version + 1 });
      expect(carried, what).toEqual(unchanged);
      if (validateResponse(before, data).valid) expect(carried, what).toMatchObject({ ok: true, data, unplaced: [], reask: [] });
      expect(visibleData(after, data), what).toEqual(visibleData(before, data));
    }
  });
});
