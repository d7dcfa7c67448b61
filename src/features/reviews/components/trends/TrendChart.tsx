import type { ScaleSeries } from '@engine';
import { CartesianGrid, LabelList, Line, LineChart, ReferenceArea, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { bandAreas, thresholdLines, totalRange } from './chart-marks';
import { MUTED, timeAxisProps, timeTooltipProps } from './time-axis';

const TEXT = '#e8ecf2';
const LINE = '#9ad0ff';
const MARK = '#ffd27a';

interface DotProps {
  cx?: number;
  cy?: number;
  index?: number;
  payload?: { scoringChanged: boolean };
}

/** A circle per response; a diamond where the scoring version changed (shape, not colour, tells them apart). */
function PointDot({ cx, cy, index, payload }: DotProps) {
  if (cx === undefined || cy === undefined) return null;
  if (payload?.scoringChanged) {
    return <path key={index} className="trend-dot trend-dot-changed" d={`M${cx},${cy - 7}L${cx + 7},${cy}L${cx},${cy + 7}L${cx - 7},${cy}Z`} fill={MARK} stroke="#0e1116" strokeWidth={1.5} />;
  }
  return <circle key={index} className="trend-dot" cx={cx} cy={cy} r={5} fill={LINE} stroke="#0e1116" strokeWidth={1.5} />;
}

/**
 * One scale's totals by date: band areas shaded and labelled, the caseness / cut-off drawn and
 * labelled, a dashed line and a diamond where the scoring version changed. The numbers are in the
 * table beside it: the drawing itself is one image to assistive technology.
 */
export function TrendChart({ series, label, describedBy }: { series: ScaleSeries; label: string; describedBy: string }) {
  const { min, max } = totalRange(series);
  const data = series.points.map((point) => ({
    time: point.date.getTime(),
    total: point.total,
    scoringChanged: point.scoringVersionChanged,
  }));
  return (
    <div className="trend-chart" role="img" aria-label={label} aria-describedby={describedBy}>
      <ResponsiveContainer width="100%" height={260} initialDimension={{ width: 320, height: 260 }}>
        <LineChart data={data} margin={{ top: 18, right: 16, bottom: 4, left: 0 }} accessibilityLayer={false}>
          {bandAreas(series).map((band) => (
            <ReferenceArea
              key={band.id}
              y1={band.from}
              y2={band.to}
              fill={band.fill}
              fillOpacity={0.14}
              stroke="none"
              ifOverflow="hidden"
              label={{ value: band.label, position: 'insideTopLeft', fill: MUTED, fontSize: 11 }}
            />
          ))}
          <CartesianGrid stroke="#2e3644" strokeDasharray="2 4" vertical={false} />
          <XAxis {...timeAxisProps(series)} />
          <YAxis domain={[min, max]} allowDecimals={false} stroke={MUTED} tick={{ fill: MUTED, fontSize: 11 }} width={36} />
          {thresholdLines(series).map((line) => (
            <ReferenceLine key={line.value} y={line.value} stroke={TEXT} strokeDasharray="6 3" ifOverflow="extendDomain" label={{ value: line.label, position: 'insideBottomRight', fill: TEXT, fontSize: 11 }} />
          ))}
          {series.points
            .filter((point) => point.scoringVersionChanged)
            .map((point) => (
              <ReferenceLine
                key={`scoring-${point.responseId}`}
                x={point.date.getTime()}
                stroke={MARK}
                strokeDasharray="3 3"
                label={{ value: 'New scoring', position: 'insideTopRight', fill: MARK, fontSize: 11 }}
              />
            ))}
          <Tooltip {...timeTooltipProps} formatter={(value) => [String(value), 'Total']} />
          <Line type="linear" dataKey="total" name="Total" stroke={LINE} strokeWidth={2} dot={PointDot} activeDot={false} isAnimationActive={false}>
            <LabelList dataKey="total" position="top" fill={TEXT} fontSize={12} />
          </Line>
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
