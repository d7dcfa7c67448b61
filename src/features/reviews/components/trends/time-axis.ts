/**
 * What every trend chart shares: the muted axis colour, the time axis (dates spaced by time, UK day
 * labels) and the tooltip's date and colours. One place, so the total and cluster charts read alike.
 */
import type { ScaleSeries } from '@engine';
import { timeDomain } from './chart-marks';
import { formatDay } from './trend-words';

export const MUTED = '#a9b3c1';

/** Props of a recharts XAxis over the points' `time` (ms): spaced by date, labelled "3 Mar 2026". */
export function timeAxisProps(series: ScaleSeries) {
  return {
    dataKey: 'time',
    type: 'number' as const,
    scale: 'time' as const,
    domain: timeDomain(series),
    tickFormatter: (time: number) => formatDay(new Date(time)),
    stroke: MUTED,
    tick: { fill: MUTED, fontSize: 11 },
    minTickGap: 24,
    padding: { left: 24, right: 24 },
  };
}

/** Props of a recharts Tooltip over the same points: the date as its heading, the dark theme's colours. */
export const timeTooltipProps = {
  labelFormatter: (time: unknown) => formatDay(new Date(Number(time))),
  contentStyle: { background: '#171b22', border: '1px solid #2e3644', color: '#e8ecf2' },
};
