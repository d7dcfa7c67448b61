/**
 * A member's scores over time, per scale: the totals their submitted responses stored (any form
 * version; a submitted response is never re-scored), oldest first, with the band each response
 * got, where the scoring version changed, item answers named as the newest version names them,
 * and the change from the first to the latest response judged with the scale's thresholds.
 */
import { canonicalJson } from '../definition/canonical-json.ts';
import type { FormDefinition, ScaleScore, ScaleSpec } from '../definition/types.ts';
import type { Migration } from '../migrate/types.ts';
import { classifyChange, type ChangeClassification } from './change.ts';
import { questionLineage, type FollowName } from './lineage.ts';

/** What the series needs of a submitted response (the reviewers' `ReviewedResponse` has it). */
export interface ScoredResponse {
  id: string;
  formId: string;
  /** the version its answers are named by and its scores were made with */
  formVersion: number;
  scoringVersion: string;
  submittedAt: Date;
  scores: Readonly<Record<string, ScaleScore>>;
  data?: Readonly<Record<string, unknown>>;
}

/** One response's total on one scale. */
export interface ScorePoint {
  responseId: string;
  date: Date;
  total: number;
  /** the band the response was given when it was scored */
  band: string | null;
  bandLabel: string | null;
  formVersion: number;
  scoringVersion: string;
  /** total − the previous point's total (null on the first point) */
  changeFromPrevious: number | null;
  /** the scoring version differs from the previous point's: the chart marks it */
  scoringVersionChanged: boolean;
  /** the previous point's scoring version when it changed, else null */
  previousScoringVersion: string | null;
  /** when the scoring version changed: whether this scale's own scoring differs between the two versions (null: a definition is missing) */
  scaleScoringChanged: boolean | null;
  subscales: Record<string, number | null>;
  /** the scale's item answers, keyed by the newest version's names (followed through renames) */
  items: Record<string, number | null>;
}

export interface ScaleSeries {
  /** `${formId}/${scaleId}`: one scale of one form */
  key: string;
  formId: string;
  scaleId: string;
  title: string;
  /** the scale as the newest definition at hand declares it (bands, thresholds); null when none was given */
  spec: ScaleSpec | null;
  /** the version `spec` comes from */
  specVersion: number | null;
  /** complete totals only, oldest first */
  points: ScorePoint[];
  /** responses holding this scale without a total (items unanswered): never charted */
  incomplete: number;
  /** first point → latest point with `spec`'s thresholds; null with fewer than two points */
  change: ChangeClassification | null;
}

const byDate = (a: ScoredResponse, b: ScoredResponse) =>
  a.submittedAt.getTime() - b.submittedAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** One form's definitions by version, and the newest that declares a scale. */
class FormDefinitions {
  private readonly byVersion = new Map<number, FormDefinition>();
  private readonly lineages = new Map<string, FollowName>();
  constructor(
    definitions: readonly FormDefinition[],
    private readonly migrations: readonly Migration[],
  ) {
    for (const def of definitions) this.byVersion.set(def.version, def);
  }

  scale(version: number, scaleId: string): ScaleSpec | undefined {
    const scales = this.byVersion.get(version)?.scoring?.scales;
    return scales && Object.hasOwn(scales, scaleId) ? scales[scaleId] : undefined;
  }

  newest(scaleId: string): { spec: ScaleSpec; version: number } | null {
    const versions = [...this.byVersion.keys()].sort((a, b) => b - a);
    for (const version of versions) {
      const spec = this.scale(version, scaleId);
      if (spec) return { spec, version };
    }
    return null;
  }

  /** Names on `from` as `to` names them; the same names when the chain cannot join the two (a missing migration). */
  follow(from: number, to: number): FollowName {
    const key = `${from}>${to}`;
    let follow = this.lineages.get(key);
    if (!follow) {
      const lineage = from < to ? questionLineage(this.migrations, from, to) : null;
      follow = lineage?.ok ? lineage.follow : (name) => name;
      this.lineages.set(key, follow);
    }
    return follow;
  }

  scaleScoringChanged(fromVersion: number, toVersion: number, scaleId: string): boolean | null {
    if (!this.byVersion.has(fromVersion) || !this.byVersion.has(toVersion)) return null;
    return canonicalJson(this.scale(fromVersion, scaleId) ?? null) !== canonicalJson(this.scale(toVersion, scaleId) ?? null);
  }

  /** Scale ids in the order the newest definition lists them. */
  order(): string[] {
    const newest = Math.max(0, ...this.byVersion.keys());
    return Object.keys(this.byVersion.get(newest)?.scoring?.scales ?? {});
  }
}

function scaleSeries(formId: string, scaleId: string, responses: readonly ScoredResponse[], forms: FormDefinitions): ScaleSeries {
  const newest = forms.newest(scaleId);
  const itemNames = new Set(newest?.spec.items ?? []);
  const points: ScorePoint[] = [];
  let incomplete = 0;
  let title = newest?.spec.title ?? '';
  for (const response of responses) {
    const score = response.scores[scaleId]!;
    if (!newest) title = score.title || title;
    const total = numberOrNull(score.total);
    if (total === null) {
      incomplete += 1;
      continue;
    }
    const previous = points.length ? points[points.length - 1]! : null;
    const scoringVersionChanged = previous !== null && previous.scoringVersion !== response.scoringVersion;
    const follow = newest ? forms.follow(response.formVersion, newest.version) : (name: string) => name;
    const items: Record<string, number | null> = {};
    for (const [name, value] of Object.entries(response.data ?? {})) {
      const current = follow(name);
      if (current !== null && itemNames.has(current)) items[current] = numberOrNull(value);
    }
    points.push({
      responseId: response.id,
      date: response.submittedAt,
      total,
      band: score.band ?? null,
      bandLabel: score.bandLabel ?? null,
      formVersion: response.formVersion,
      scoringVersion: response.scoringVersion,
      changeFromPrevious: previous ? total - previous.total : null,
      scoringVersionChanged,
      previousScoringVersion: scoringVersionChanged ? previous!.scoringVersion : null,
      scaleScoringChanged: scoringVersionChanged ? forms.scaleScoringChanged(previous!.formVersion, response.formVersion, scaleId) : null,
      subscales: Object.fromEntries(Object.entries(score.subscales ?? {}).map(([id, sub]) => [id, numberOrNull(sub?.total)])),
      items,
    });
  }
  const first = points[0];
  const latest = points[points.length - 1];
  return {
    key: `${formId}/${scaleId}`,
    formId,
    scaleId,
    title: title || scaleId,
    spec: newest?.spec ?? null,
    specVersion: newest?.version ?? null,
    points,
    incomplete,
    change: first && latest && points.length > 1 ? classifyChange(newest?.spec ?? {}, first.total, latest.total) : null,
  };
}

/**
 * Every scale the member's responses hold a score for, one series per form and scale (forms in
 * id order, scales as the newest definition lists them). `definitions`: the versions at hand of
 * each form (bands and thresholds come from the newest one that declares the scale); `migrations`:
 * the forms' chains (to follow renamed items; without them items keep their stored names).
 */
export function buildScoreSeries(
  responses: readonly ScoredResponse[],
  definitions: readonly FormDefinition[],
  migrations: readonly Migration[] = [],
): ScaleSeries[] {
  const byForm = new Map<string, ScoredResponse[]>();
  for (const response of [...responses].sort(byDate)) {
    const list = byForm.get(response.formId) ?? [];
    list.push(response);
    byForm.set(response.formId, list);
  }
  const series: ScaleSeries[] = [];
  for (const formId of [...byForm.keys()].sort()) {
    const formResponses = byForm.get(formId)!;
    const forms = new FormDefinitions(
      definitions.filter((def) => def.id === formId),
      migrations.filter((step) => step.formId === formId),
    );
    const scaleIds = new Set<string>();
    for (const response of formResponses) for (const id of Object.keys(response.scores)) scaleIds.add(id);
    const order = forms.order();
    const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
    for (const scaleId of [...scaleIds].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1))) {
      series.push(scaleSeries(formId, scaleId, formResponses.filter((r) => Object.hasOwn(r.scores, scaleId)), forms));
    }
  }
  return series;
}
