/**
 * A slider's scale, read from its question: the ends (`minimum`, `maximum`), the step
 * (`multipleOf`, 1 for a whole-number slider without one), the words at each end and whether the
 * chosen value is shown (`ui:options` minLabel, maxLabel, showValue). The renderer moves between
 * points with `sliderPoint`, so every value it stores is one the server's `multipleOf` accepts.
 */
import { isRecord } from '../read/is-record.ts';
import type { JsonSchemaObject } from './types.ts';

export interface SliderScale {
  min: number;
  max: number;
  step: number;
  /** the words at the lowest end ("" when none) */
  minLabel: string;
  /** the words at the highest end ("" when none) */
  maxLabel: string;
  /** show the chosen number beside the slider */
  showValue: boolean;
}

/** The most points a slider may have: more cannot be set by keyboard or on a phone's width. */
export const SLIDER_MAX_POINTS = 1001;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A slider question's scale, or null when its ends are not both set. */
export function sliderScale(schema: JsonSchemaObject | undefined, uiSchema: unknown): SliderScale | null {
  if (!schema || typeof schema.minimum !== 'number' || typeof schema.maximum !== 'number') return null;
  const options = isRecord(uiSchema) && isRecord(uiSchema['ui:options']) ? uiSchema['ui:options'] : {};
  const step = typeof schema.multipleOf === 'number' ? schema.multipleOf : 1;
  return {
    min: schema.minimum,
    max: schema.maximum,
    step,
    minLabel: text(options.minLabel),
    maxLabel: text(options.maxLabel),
    showValue: options.showValue !== false,
  };
}

/** Decimal places of a step (0.25 → 2), so points are rounded as a person writes them. */
function decimals(step: number): number {
  const [, fraction = ''] = String(step).split('.');
  return fraction.length;
}

/** How many points the slider has, ends included. */
export function sliderPointCount(scale: SliderScale): number {
  return Math.round((scale.max - scale.min) / scale.step) + 1;
}

/** The value at point `index` (0 = the lowest end), clamped to the ends. */
export function sliderPoint(scale: SliderScale, index: number): number {
  const last = sliderPointCount(scale) - 1;
  const at = Math.max(0, Math.min(last, Math.round(index)));
  return Number((scale.min + at * scale.step).toFixed(decimals(scale.step)));
}

/** The point nearest a value (for an answer already given, or a pointer's position). */
export function sliderIndex(scale: SliderScale, value: number): number {
  const last = sliderPointCount(scale) - 1;
  return Math.max(0, Math.min(last, Math.round((value - scale.min) / scale.step)));
}

/** Whether ajv's `multipleOf` (data / step is a whole number, without a tolerance) accepts a value. */
export function onStep(value: number, step: number): boolean {
  const ratio = value / step;
  return Number.isFinite(ratio) && ratio === Math.trunc(ratio);
}
