import { describe, expect, it } from 'vitest';
import { applyEdit } from '../builder/apply-edit.ts';
import type { Edit } from '../builder/edit-types.ts';
import type { FormDefinition, JsonSchemaObject } from '../definition/types.ts';
import { accepted } from '../test-support/builder-forms.ts';
import { committedForm } from '../test-support/committed-forms.ts';
import { declaredChanges } from './declared.ts';
import { nextScoringVersion, scoringVersionProblem } from './scoring-diff.ts';

const ia = committedForm('initial-assessment');
const ptsd = committedForm('ptsd');

function edited(def: FormDefinition, edits: Edit[]): FormDefinition {
  return { ...edits.reduce((d, edit) => accepted(applyEdit(d, edit)), def), version: def.version + 1 };
}

const changesOf = (edits: Edit[]) => ({ ...declaredChanges(edits), values: [], reask: [] });
const gad7 = ia.scoring!.scales!.gad7!;

describe('scoringVersionProblem', () => {
  it('unchanged scoring, or only the scoring version changed: no problem', () => {
    expect(scoringVersionProblem(ia, { ...ia, version: 2 })).toBeNull();
    expect(scoringVersionProblem(ia, edited(ia, [{ type: 'setScoringVersion', version: 'initial-assessment-3' }]))).toBeNull();
  });

  it('a band boundary moved by one, same version: refused with the next version proposed', () => {
    const bands = gad7.bands!.map((b) => (b.id === 'mild' ? { ...b, max: 10 } : b.id === 'moderate' ? { ...b, min: 11 } : b));
    const next = edited(ia, [{ type: 'setScale', id: 'gad7', scale: { ...gad7, bands } }]);
    const problem = scoringVersionProblem(ia, next);
    expect(problem).toEqual({
      message:
        'The scoring changed (Scale "GAD-7 anxiety severity": bands changed) but its version is still "initial-assessment-2". Set a new scoring version, such as "initial-assessment-3", so scores made before and after the change are never compared as if they were the same.',
      proposed: 'initial-assessment-3',
      changes: [{ kind: 'scoring', text: 'Scale "GAD-7 anxiety severity": bands changed' }],
    });
    // the same change with a new scoring version is fine
    expect(scoringVersionProblem(ia, { ...next, scoring: { ...next.scoring!, version: 'initial-assessment-3' } })).toBeNull();
  });

  it('a scale turned higher-is-better is a scoring change; writing out the default direction is not', () => {
    const better = edited(ia, [{ type: 'setScale', id: 'gad7', scale: { ...gad7, direction: 'higher-is-better' } }]);
    expect(scoringVersionProblem(ia, better)?.changes).toEqual([{ kind: 'scoring', text: 'Scale "GAD-7 anxiety severity": direction changed' }]);
    expect(scoringVersionProblem(ia, edited(ia, [{ type: 'setScale', id: 'gad7', scale: { ...gad7, direction: 'higher-is-worse' } }]))).toBeNull();
  });

  it('flags count as scoring: a changed message needs a new version', () => {
    const flag = ia.scoring!.flags![0]!;
    const next = edited(ia, [{ type: 'setFlag', flag: { ...flag, message: `${flag.message} Call them today.` } }]);
    expect(scoringVersionProblem(ia, next)?.changes).toEqual([{ kind: 'scoring', text: 'Flag "phq9-item9": message changed' }]);
  });

  it('renaming a scored item is not a scoring change when the rename is given, and is one when it is not', () => {
    const edits: Edit[] = [{ type: 'renameField', from: 'pcl1', to: 'intrusiveMemories' }];
    const next = edited(ptsd, edits);
    expect(scoringVersionProblem(ptsd, next, changesOf(edits))).toBeNull();
    expect(scoringVersionProblem(ptsd, next)?.changes.map((c) => c.text)).toEqual(['Scale "PCL-5 total symptom severity": items and subscales changed', 'Flag "pcl5-probable-ptsd": fields changed']);
  });

  it('a scored item whose answers now carry other values is a scoring change; new labels alone are not', () => {
    // one item changed alone: out of its grid, whose rows share one scale
    const { grids: _grids, ...ungridded } = ptsd;
    const item = ptsd.schema.properties!.pcl1 as JsonSchemaObject;
    const oneOf = (item.oneOf as { const: number; title: string }[]).map((c) => ({ ...c, const: c.const + 1 }));
    const revalued = edited(ungridded, [{ type: 'updateField', name: 'pcl1', schema: { ...item, oneOf } }]);
    expect(scoringVersionProblem(ptsd, revalued)?.changes.map((c) => c.text)).toEqual(['Scale "PCL-5 total symptom severity": the answers of "Repeated, disturbing, and unwanted memories of the stress…" now count differently']);
    const relabelled = edited(ungridded, [{ type: 'updateField', name: 'pcl1', schema: { ...item, oneOf: (item.oneOf as { const: number; title: string }[]).map((c) => ({ ...c, title: c.title.toUpperCase() })) } }]);
    expect(scoringVersionProblem(ptsd, relabelled)).toBeNull();
  });

  it('scoring added to a form without any, or taken away: no version to keep apart', () => {
    const { scoring: _scoring, ...withoutScoring } = ptsd;
    expect(scoringVersionProblem(withoutScoring as FormDefinition, ptsd)).toBeNull();
    expect(scoringVersionProblem(ptsd, withoutScoring as FormDefinition)).toBeNull();
  });
});

describe('nextScoringVersion', () => {
  it('adds one to the last number, else appends -2', () => {
    expect(nextScoringVersion('pcl5-1')).toBe('pcl5-2');
    expect(nextScoringVersion('initial-assessment-9')).toBe('initial-assessment-10');
    expect(nextScoringVersion('1')).toBe('2');
    expect(nextScoringVersion('v1.2')).toBe('v1.3');
    expect(nextScoringVersion('spring')).toBe('spring-2');
  });
});
