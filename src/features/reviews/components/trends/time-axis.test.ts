import type { ScaleSeries } from '@engine';
import { describe, expect, it } from 'vitest';
import { timeAxisProps, timeTooltipProps } from './time-axis';

// Only the dates matter to the axis: two responses a month apart.
const series = {
  points: [{ date: new Date(Date.UTC(2026, 2, 3, 12)) }, { date: new Date(Date.UTC(2026, 3, 3, 12)) }],
} as unknown as ScaleSeries;

describe('timeAxisProps', () => {
  it('spaces the responses by time over their span and labels ticks as UK days', () => {
    const axis = timeAxisProps(series);
    expect(axis).toMatchObject({ dataKey: 'time', type: 'number', scale: 'time', domain: [Date.UTC(2026, 2, 3, 12), Date.UTC(2026, 3, 3, 12)] });
    expect(axis.tickFormatter(Date.UTC(2026, 2, 3, 12))).toBe('3 Mar 2026');
  });

  it('the tooltip heads with the same day, from the number recharts passes', () => {
    expect(timeTooltipProps.labelFormatter(String(Date.UTC(2026, 3, 3, 12)))).toBe('3 Apr 2026');
  });
});
