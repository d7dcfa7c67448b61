// Widgets are plain function components: RJSF's getWidget rejects React.memo objects.
import { useRef, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { sliderIndex, sliderPoint, sliderPointCount, sliderScale, type JsonSchemaObject, type SliderScale } from '@engine';
import { useWidget } from './widget-state.ts';
import { useFieldTitle } from '../state/context.ts';
import './slider.css';

/** Page Up / Page Down move a tenth of the scale (at least one point). */
const bigStep = (count: number): number => Math.max(1, Math.round((count - 1) / 10));

/** What a screen reader says: the value and what the ends mean ("62, from 0 Worst imaginable to 100 Best imaginable"). */
export function sliderValueText(scale: SliderScale, value: number | undefined): string {
  const end = (n: number, label: string) => (label ? `${n} ${label}` : String(n));
  const range = `from ${end(scale.min, scale.minLabel)} to ${end(scale.max, scale.maxLabel)}`;
  return value === undefined ? `Not answered yet, ${range}` : `${value}, ${range}`;
}

/** The point a key press moves to, or null for a key the slider does not use. Unanswered, a step key starts at the middle. */
export function keyedIndex(key: string, current: number | null, count: number): number | null {
  const last = count - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  const moves: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1, PageUp: bigStep(count), PageDown: -bigStep(count) };
  const move = moves[key];
  if (move === undefined) return null;
  if (current === null) return Math.round(last / 2);
  return Math.max(0, Math.min(last, current + move));
}

/**
 * A slider (visual analogue scale) that starts unanswered: the track shows no thumb and says "Not
 * answered yet" until the member touches, clicks or uses a key on it. Arrow keys move a step,
 * Page Up/Down a tenth of the scale, Home/End the ends. Pointer and touch drag along the track.
 */
export function SliderWidget(props: WidgetProps) {
  const { id, schema, uiSchema, required } = props;
  const { value, setValue, locked, aria } = useWidget(props);
  const title = useFieldTitle(props.name, props.label);
  const track = useRef<HTMLDivElement>(null);
  const scale = sliderScale(schema as JsonSchemaObject, uiSchema);
  if (!scale) return <p className="af-error-message">This slider has no lowest and highest value.</p>;
  const count = sliderPointCount(scale);
  const answered = typeof value === 'number';
  const index = answered ? sliderIndex(scale, value) : null;
  const percent = index === null ? 0 : (index / (count - 1)) * 100;

  const setIndex = (next: number) => {
    const point = sliderPoint(scale, next);
    if (point !== value) setValue(point);
  };
  const fromPointer = (event: PointerEvent<HTMLDivElement>) => {
    const rect = track.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return;
    const share = Math.max(0, Math.min(1, (event.clientX - rect.left) / rect.width));
    setIndex(share * (count - 1));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (locked) return;
    const next = keyedIndex(event.key, index, count);
    if (next === null) return;
    event.preventDefault();
    setIndex(next);
  };

  return (
    <div className={`af-slider${answered ? '' : ' af-slider--unanswered'}`}>
      <div className="af-slider__ends" aria-hidden="true">
        <span>
          <span className="af-slider__end-value">{scale.min}</span> {scale.minLabel}
        </span>
        <span className="af-slider__end-max">
          <span className="af-slider__end-value">{scale.max}</span> {scale.maxLabel}
        </span>
      </div>
      <div
        ref={track}
        className="af-slider__track"
        style={{ '--af-slider-at': `${percent}%` } as CSSProperties}
        onPointerDown={(event) => {
          if (locked) return;
          event.currentTarget.setPointerCapture?.(event.pointerId);
          (event.currentTarget.querySelector('[role="slider"]') as HTMLElement | null)?.focus();
          fromPointer(event);
        }}
        onPointerMove={(event) => {
          if (!locked && event.currentTarget.hasPointerCapture?.(event.pointerId)) fromPointer(event);
        }}
      >
        <div className="af-slider__line" />
        <div
          id={id}
          role="slider"
          tabIndex={locked ? -1 : 0}
          className="af-slider__thumb"
          aria-label={title}
          aria-valuemin={scale.min}
          aria-valuemax={scale.max}
          aria-valuenow={answered ? value : undefined}
          aria-valuetext={sliderValueText(scale, answered ? value : undefined)}
          aria-required={required || undefined}
          aria-disabled={locked || undefined}
          onKeyDown={onKeyDown}
          {...aria}
        />
      </div>
      <p className="af-slider__value" aria-hidden="true">
        {answered ? (scale.showValue ? `Your answer: ${value}` : 'Answered') : 'Not answered yet: touch, click or use the arrow keys on the line'}
      </p>
    </div>
  );
}
