import { describe, expect, it } from 'vitest';
import { onStep, sliderIndex, sliderPoint, sliderPointCount, sliderScale } from './slider-scale.ts';

describe('a slider’s scale', () => {
  const ui = { 'ui:widget': 'slider', 'ui:options': { minLabel: 'None', maxLabel: 'Worst', showValue: false } };

  it('reads ends, step, labels and whether the value shows', () => {
    expect(sliderScale({ type: 'number', minimum: 0, maximum: 10, multipleOf: 0.5 }, ui)).toEqual({
      min: 0, max: 10, step: 0.5, minLabel: 'None', maxLabel: 'Worst', showValue: false,
    });
    expect(sliderScale({ type: 'integer', minimum: 0, maximum: 100 }, undefined)).toMatchObject({ step: 1, minLabel: '', showValue: true });
    expect(sliderScale({ type: 'integer', minimum: 0 }, ui)).toBeNull();
  });

  it('moves between points the server accepts', () => {
    const scale = sliderScale({ type: 'number', minimum: -1, maximum: 1, multipleOf: 0.25 }, ui)!;
    expect(sliderPointCount(scale)).toBe(9);
    expect(sliderPoint(scale, 0)).toBe(-1);
    expect(sliderPoint(scale, 5)).toBe(0.25);
    expect(sliderPoint(scale, 99)).toBe(1);
    expect(sliderIndex(scale, 0.3)).toBe(5);
    for (let i = 0; i < 9; i++) expect(onStep(sliderPoint(scale, i), 0.25)).toBe(true);
    expect(onStep(0.3, 0.1)).toBe(false);
  });
});
