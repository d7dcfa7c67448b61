/**
 * What the scoring editor works out from a scale without changing it: the range of possible
 * totals, how the bands cover it (gaps and overlaps as readable problems, and the runs the coverage
 * strip draws), which questions can be scored, and a proposed next scoring version.
 */
import type { FormDefinition, ScaleSpec, ScoreBand } from '@engine';
import { fieldsInOrder } from './field-schema';
import { freeId } from './ids';

/** The lowest and highest total a scale can have. */
export function scaleRange(scale: Pick<ScaleSpec, 'items' | 'itemMin' | 'itemMax'>): { min: number; max: number } {
  return { min: scale.itemMin * scale.items.length, max: scale.itemMax * scale.items.length };
}

/** A stretch of totals covered by the same bands (none = a gap, two or more = an overlap). */
export interface CoverageRun {
  from: number;
  to: number;
  bands: ScoreBand[];
}

export interface BandCoverage {
  runs: CoverageRun[];
  problems: string[];
}

const span = (from: number, to: number) => (from === to ? `${from}` : `${from}–${to}`);
const names = (bands: ScoreBand[]) => bands.map((b) => `“${b.label || b.id}”`).join(' and ');

/**
 * How the bands cover the whole totals [min, max] (totals are whole numbers). A sweep over the
 * band edges, so a wide range costs no more than a narrow one.
 */
export function bandCoverage(bands: ScoreBand[], range: { min: number; max: number }): BandCoverage {
  const problems: string[] = [];
  if (bands.length === 0) return { runs: [], problems };
  for (const band of bands) {
    if (band.min > band.max) problems.push(`${names([band])} starts at ${band.min}, above where it ends (${band.max})`);
    else if (band.max < range.min || band.min > range.max)
      problems.push(`${names([band])} (${span(band.min, band.max)}) is outside the possible totals ${span(range.min, range.max)}`);
  }
  const valid = bands
    .filter((b) => b.min <= b.max)
    .map((band) => ({ band, from: Math.max(range.min, Math.ceil(band.min)), to: Math.min(range.max, Math.floor(band.max)) }))
    .filter((b) => b.from <= b.to);
  const edges = new Set<number>([range.min, range.max + 1]);
  for (const b of valid) {
    edges.add(b.from);
    edges.add(b.to + 1);
  }
  const points = [...edges].filter((p) => p >= range.min && p <= range.max + 1).sort((a, b) => a - b);
  const runs: CoverageRun[] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const from = points[i]!;
    const to = points[i + 1]! - 1;
    const covering = valid.filter((b) => b.from <= from && b.to >= to).map((b) => b.band);
    runs.push({ from, to, bands: covering });
  }
  for (const run of runs) {
    if (run.bands.length === 0) problems.push(`Totals ${span(run.from, run.to)} fall in no band`);
    else if (run.bands.length > 1) problems.push(`Totals ${span(run.from, run.to)} are in both ${names(run.bands)}`);
  }
  return { runs, problems };
}

/** Questions a scale can sum: number answers (rating scales, number questions), in form order. */
export function scorableFields(def: FormDefinition): string[] {
  const properties = def.schema.properties ?? {};
  return fieldsInOrder(def).filter((f) => properties[f]?.type === 'integer' || properties[f]?.type === 'number');
}

/** The next scoring version to propose: "phq-1" -> "phq-2", "v1.4" -> "v1.5", else "<version>-2". */
export function nextScoringVersion(version: string | undefined, formId: string): string {
  if (!version) return `${formId}-1`;
  const match = /^(.*?)(\d+)$/.exec(version);
  return match ? `${match[1]}${Number(match[2]) + 1}` : `${version}-2`;
}

type Range = { min: number; max: number };

/** Bands after the range of totals changed: a band that started at the old lowest (or ended at the old highest) total follows it. */
export function stretchBands(bands: ScoreBand[] | undefined, from: Range, to: Range): ScoreBand[] | undefined {
  if (!bands?.length || (from.min === to.min && from.max === to.max)) return bands;
  return bands.map((b) => ({ ...b, min: b.min === from.min ? to.min : b.min, max: b.max === from.max ? to.max : b.max }));
}

/**
 * One more band, keeping the range covered: the first band covers every total; after that the
 * widest band is split in two (the new half after it, labelled for the administrator to rename).
 */
export function withNewBand(bands: ScoreBand[] | undefined, range: Range): ScoreBand[] {
  const list = bands ?? [];
  const id = freeId('band', list.map((b) => b.id));
  if (list.length === 0) return [{ id, label: 'All totals', min: range.min, max: range.max }];
  let widest = 0;
  list.forEach((b, i) => {
    if (b.max - b.min > list[widest]!.max - list[widest]!.min) widest = i;
  });
  const split = list[widest]!;
  if (split.max <= split.min) return [...list, { id, label: 'New band', min: range.max, max: range.max }];
  const middle = Math.floor((split.min + split.max) / 2);
  const next = [...list];
  next.splice(widest, 1, { ...split, max: middle }, { id, label: 'New band', min: middle + 1, max: split.max });
  return next;
}
