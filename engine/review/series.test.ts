import { describe, expect, it } from 'vitest';
import { applyEdit } from '../builder/apply-edit.ts';
import type { Edit } from '../builder/edit-types.ts';
import type { FormDefinition } from '../definition/types.ts';
import type { Migration } from '../migrate/types.ts';
import { score } from '../scoring/score.ts';
import { accepted, smallForm } from '../test-support/builder-forms.ts';
import { buildScoreSeries, type ScoredResponse } from './series.ts';

const edited = (def: FormDefinition, edits: Edit[], version: number): FormDefinition => ({
  ...edits.reduce((d, edit) => accepted(applyEdit(d, edit)), def),
  version,
});

// v1 → v2: the scale item phq1 renamed to "interest" (same scoring); v2 → v3: thresholds added
// to the scale, a new scoring version; v3 → v4: only a flag message changed, another scoring version.
const v1 = smallForm();
const v2 = edited(v1, [{ type: 'renameField', from: 'phq1', to: 'interest' }], 2);
const phq = v2.scoring!.scales!.phq!;
const v3 = edited(v2, [{ type: 'setScale', id: 'phq', scale: { ...phq, reliableChange: 2, caseness: 4 } }, { type: 'setScoringVersion', version: '2' }], 3);
const v4 = edited(
  v3,
  [
    { type: 'setFlag', flag: { ...v3.scoring!.flags![0]!, message: 'Item 2 rated 3 or more: call today' } },
    { type: 'setScoringVersion', version: '3' },
  ],
  4,
);
const step = (from: number, changes: Partial<Migration> = {}): Migration => ({
  formId: 'small-form', from, to: from + 1, renamed: [], removed: [], values: [], reask: [], ...changes,
});
const migrations = [step(1, { renamed: [{ from: 'phq1', to: 'interest' }] }), step(2), step(3)];

let day = 0;
function respond(def: FormDefinition, data: Record<string, unknown>, id = `r${day + 1}`): ScoredResponse {
  day += 1;
  const scores = score(def, data);
  return { id, formId: def.id, formVersion: def.version, scoringVersion: scores.scoringVersion, submittedAt: new Date(Date.UTC(2026, 0, day)), scores: scores.scales, data };
}

describe('buildScoreSeries across versions', () => {
  day = 0;
  const first = respond(v1, { fullName: 'A', phq1: 3, phq2: 2 });
  const second = respond(v2, { fullName: 'A', interest: 2, phq2: 1 });
  const unfinished = respond(v3, { fullName: 'A', interest: 1 });
  const third = respond(v3, { fullName: 'A', interest: 0, phq2: 1 });
  const fourth = respond(v4, { fullName: 'A', interest: 1, phq2: 0 });
  // given newest first: the series sorts by date
  const responses = [fourth, third, unfinished, second, first];

  it('one series per scale, oldest first, incomplete totals left out and counted', () => {
    const [series, ...rest] = buildScoreSeries(responses, [v1, v2, v3, v4], migrations);
    expect(rest).toEqual([]);
    expect(series).toMatchObject({ key: 'small-form/phq', formId: 'small-form', scaleId: 'phq', title: 'Mood', specVersion: 4, incomplete: 1 });
    expect(series!.points.map((p) => [p.responseId, p.total, p.band, p.formVersion, p.scoringVersion, p.changeFromPrevious])).toEqual([
      ['r1', 5, 'high', 1, '1', null],
      ['r2', 3, 'low', 2, '1', -2],
      ['r4', 1, 'low', 3, '2', -2],
      ['r5', 1, 'low', 4, '3', 0],
    ]);
    expect(series!.points[0]!.subscales).toEqual({ first: 3 });
  });

  it('follows the renamed item: answers on version 1 appear under the newest name', () => {
    const [series] = buildScoreSeries(responses, [v1, v2, v3, v4], migrations);
    expect(series!.points.map((p) => p.items)).toEqual([
      { interest: 3, phq2: 2 },
      { interest: 2, phq2: 1 },
      { interest: 0, phq2: 1 },
      { interest: 1, phq2: 0 },
    ]);
  });

  it('marks where the scoring version changed, and whether this scale itself was scored differently', () => {
    const [series] = buildScoreSeries(responses, [v1, v2, v3, v4], migrations);
    expect(series!.points.map((p) => [p.scoringVersionChanged, p.previousScoringVersion, p.scaleScoringChanged])).toEqual([
      [false, null, null],
      [false, null, null],
      [true, '1', true],
      [true, '2', false],
    ]);
  });

  it('judges first → latest with the newest thresholds: 5 → 1 is a reliable improvement (2) and recovery (caseness 4)', () => {
    const [series] = buildScoreSeries(responses, [v1, v2, v3, v4], migrations);
    expect(series!.change).toMatchObject({ first: 5, latest: 1, change: -4, threshold: 2, reliableChange: 'reliable-improvement', caseness: 4, recovery: 'recovered', reliableRecovery: true });
  });

  it('without the migrations the renamed item keeps its stored name (not matched to the newest one)', () => {
    const [series] = buildScoreSeries([first], [v1, v2], []);
    expect(series!.points[0]!.items).toEqual({ phq2: 2 });
  });

  it('without any definition: the stored title, no spec, no judgement', () => {
    const [series] = buildScoreSeries([first, second], []);
    expect(series).toMatchObject({ title: 'Mood', spec: null, specVersion: null });
    expect(series!.change).toMatchObject({ change: -2, reliableChange: null, recovery: null });
    expect(series!.points[1]).toMatchObject({ scaleScoringChanged: null });
  });

  it('one response: a point and no change; none: no series', () => {
    const [series] = buildScoreSeries([first], [v1]);
    expect(series!.points).toHaveLength(1);
    expect(series!.change).toBeNull();
    expect(buildScoreSeries([], [v1])).toEqual([]);
  });

  it('scales of several forms: forms by id, scales in the definition order, each judged with its own thresholds', () => {
    const other: FormDefinition = { ...v3, id: 'another-form', version: 1 };
    const twoScales: FormDefinition = edited(other, [{ type: 'setScale', id: 'anxiety', scale: { title: 'Anxiety', items: ['phq2'], itemMin: 0, itemMax: 4, reliableChange: 1, caseness: 3 } }], 1);
    day = 10;
    const a = respond(twoScales, { fullName: 'B', interest: 4, phq2: 4 });
    const b = respond(twoScales, { fullName: 'B', interest: 0, phq2: 3 });
    const series = buildScoreSeries([first, b, a], [v1, twoScales]);
    expect(series.map((s) => s.key)).toEqual(['another-form/phq', 'another-form/anxiety', 'small-form/phq']);
    expect(series[0]!.change).toMatchObject({ first: 8, latest: 3, reliableChange: 'reliable-improvement', recovery: 'recovered' });
    expect(series[1]!.change).toMatchObject({ first: 4, latest: 3, reliableChange: 'reliable-improvement', recovery: 'still-a-case' });
  });
});
