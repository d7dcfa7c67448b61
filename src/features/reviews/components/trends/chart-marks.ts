/**
 * What the chart draws besides the line, from the scale's data: the band areas (shaded, labelled),
 * the caseness and cut-off lines, the axis ranges. Pure, so the marks are tested without drawing.
 */
import type { ScaleSeries } from '@engine';

export interface BandArea {
  id: string;
  label: string;
  /** half a point outside the band's whole totals, so neighbouring areas meet between two totals */
  from: number;
  to: number;
  fill: string;
}

export interface ThresholdLine {
  value: number;
  label: string;
}

// calm to severe; the band's label, never its colour, says which band it is
const BAND_FILLS = ['#7cc4a4', '#b5d38a', '#ffd27a', '#ffae7a', '#ff8a8a'];

/** The possible totals of the scale: from its definition, else from the totals themselves. */
export function totalRange(series: ScaleSeries): { min: number; max: number } {
  const spec = series.spec;
  if (spec) return { min: spec.itemMin * spec.items.length, max: spec.itemMax * spec.items.length };
  const totals = series.points.map((p) => p.total);
  return { min: Math.min(0, ...totals), max: Math.max(1, ...totals) };
}

export function bandAreas(series: ScaleSeries): BandArea[] {
  const bands = series.spec?.bands ?? [];
  const { min, max } = totalRange(series);
  return bands.map((band, index) => ({
    id: band.id,
    label: band.label,
    from: Math.max(min, band.min - 0.5),
    to: Math.min(max, band.max + 0.5),
    fill: BAND_FILLS[bands.length <= 1 ? 0 : Math.round((index * (BAND_FILLS.length - 1)) / (bands.length - 1))]!,
  }));
}

/** The caseness threshold and any "total at least" rule (the PCL-5 cut-off), one line per value. */
export function thresholdLines(series: ScaleSeries): ThresholdLine[] {
  const byValue = new Map<number, string[]>();
  const add = (value: number, name: string) => byValue.set(value, [...(byValue.get(value) ?? []), name]);
  const spec = series.spec;
  if (spec?.caseness !== undefined) add(spec.caseness, 'caseness');
  for (const rule of Object.values(spec?.rules ?? {})) if (rule.kind === 'totalAtLeast') add(rule.value, 'cut-off');
  return [...byValue]
    .sort(([a], [b]) => a - b)
    .map(([value, names]) => {
      const words = [...new Set(names)].join(' and ');
      return { value, label: `${words[0]!.toUpperCase()}${words.slice(1)} ${value}` };
    });
}

/** The time axis: the points' span, a day either side of a single point. */
export function timeDomain(series: ScaleSeries): [number, number] {
  const times = series.points.map((p) => p.date.getTime());
  const first = Math.min(...times);
  const last = Math.max(...times);
  const day = 24 * 60 * 60 * 1000;
  return first === last ? [first - day, last + day] : [first, last];
}

export interface SubscaleColumn {
  id: string;
  /** the subscale's title up to any bracket ("Intrusion"), else its id */
  name: string;
  /** the whole title, for the chart's key */
  title: string;
}

/** The scale's subscales (PCL-5 clusters) as the newest definition names them, else as the totals hold them. */
export function subscaleColumns(series: ScaleSeries): SubscaleColumn[] {
  const declared = series.spec?.subscales ?? {};
  const ids = new Set([...Object.keys(declared), ...series.points.flatMap((p) => Object.keys(p.subscales))]);
  return [...ids].map((id) => {
    const title = (Object.hasOwn(declared, id) ? declared[id]!.title : undefined) ?? id;
    return { id, name: title.split(' (')[0]!.trim() || id, title };
  });
}
