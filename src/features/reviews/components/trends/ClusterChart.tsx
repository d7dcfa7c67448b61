import type { ScaleSeries } from '@engine';
import { CartesianGrid, LabelList, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { subscaleColumns, type SubscaleColumn } from './chart-marks';
import { MUTED, timeAxisProps, timeTooltipProps } from './time-axis';

// each cluster has its own dash pattern and colour, and is named at its last point: never colour alone
const STYLES = [
  { stroke: '#9ad0ff', dash: undefined },
  { stroke: '#ffd27a', dash: '8 4' },
  { stroke: '#c6a6ff', dash: '2 3' },
  { stroke: '#7cc4a4', dash: '10 3 2 3' },
];

/** The highest total a subscale can reach (its items × the item maximum), for a common axis. */
function subscaleMax(series: ScaleSeries, columns: SubscaleColumn[]): number {
  const spec = series.spec;
  const fromSpec = spec ? columns.map((c) => (spec.subscales?.[c.id]?.items.length ?? 0) * spec.itemMax) : [];
  const fromTotals = series.points.flatMap((p) => Object.values(p.subscales).filter((v): v is number => v !== null));
  return Math.max(1, ...fromSpec, ...fromTotals);
}

/** A scale's subscale totals by date (the PCL-5 clusters), one line each; the numbers are in the table. */
export function ClusterChart({ series, label }: { series: ScaleSeries; label: string }) {
  const columns = subscaleColumns(series);
  const data = series.points.map((point) => ({ time: point.date.getTime(), ...point.subscales }));
  const last = data.length - 1;
  return (
    <div className="trend-chart trend-clusters" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height={220} initialDimension={{ width: 320, height: 220 }}>
        <LineChart data={data} margin={{ top: 12, right: 28, bottom: 4, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#2e3644" strokeDasharray="2 4" vertical={false} />
          <XAxis {...timeAxisProps(series)} />
          <YAxis domain={[0, subscaleMax(series, columns)]} allowDecimals={false} stroke={MUTED} tick={{ fill: MUTED, fontSize: 11 }} width={36} />
          <Tooltip {...timeTooltipProps} />
          {columns.map((column, index) => {
            const style = STYLES[index % STYLES.length]!;
            return (
              <Line key={column.id} type="linear" dataKey={column.id} name={column.name} stroke={style.stroke} strokeDasharray={style.dash} strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} connectNulls>
                <LabelList dataKey={column.id} content={({ x, y, index: at }) => (at === last ? <text x={Number(x) + 8} y={Number(y) + 4} fill={style.stroke} fontSize={11}>{column.id}</text> : null)} />
              </Line>
            );
          })}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
