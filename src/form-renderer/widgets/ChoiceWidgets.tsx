// Widgets are plain function components: RJSF's getWidget rejects React.memo objects.
import { useState, type CSSProperties } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { exclusiveValues, type JsonSchemaObject } from '@engine';
import { useWidget } from './widget-state.ts';

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || (typeof a === 'object' && a !== null && JSON.stringify(a) === JSON.stringify(b));
}

/**
 * A rating-scale item: one native radio group (arrow keys move and choose, as browsers do). In a
 * grid the labels are visually hidden under the shared column headers; on a phone they show again.
 */
export function RatingWidget(props: WidgetProps) {
  const { id, options, required } = props;
  const { value, setValue, locked, aria } = useWidget(props);
  const choices = options.enumOptions ?? [];
  const style = { '--af-scale-count': choices.length } as CSSProperties;
  return (
    <div className="af-rating__options" style={style}>
      {choices.map((choice, index) => {
        const chosen = sameValue(value, choice.value);
        return (
          <label key={index} className={chosen ? 'af-rating__option af-rating__option--chosen' : 'af-rating__option'}>
            <input
              type="radio"
              id={`${id}-${index}`}
              name={id}
              value={String(index)}
              checked={chosen}
              required={required}
              disabled={locked}
              onChange={() => setValue(choice.value)}
              {...aria}
            />
            <span className="af-rating__label">{choice.label}</span>
          </label>
        );
      })}
    </div>
  );
}

/** Single choice shown as a list of radios with visible labels. */
export function RadioWidget(props: WidgetProps) {
  const { id, options, required } = props;
  const { value, setValue, locked, aria } = useWidget(props);
  const inline = Boolean(options.inline);
  return (
    <div className={inline ? 'af-choices af-choices--inline' : 'af-choices'}>
      {(options.enumOptions ?? []).map((choice, index) => (
        <label key={index} className="af-choice">
          <input
            type="radio"
            id={`${id}-${index}`}
            name={id}
            value={String(index)}
            checked={sameValue(value, choice.value)}
            required={required}
            disabled={locked}
            onChange={() => setValue(choice.value)}
            {...aria}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </div>
  );
}

/**
 * The ticks after ticking or unticking one: an exclusive choice ("None of these") ticked clears the
 * others, any other ticked clears the exclusive ones. In the options' own order, so answers read
 * the same way every time.
 */
export function ticksAfter(all: unknown[], chosen: unknown[], exclusive: unknown[], choiceValue: unknown, on: boolean): unknown[] {
  const isExclusive = (v: unknown) => exclusive.some((e) => sameValue(e, v));
  const kept = (v: unknown) => chosen.some((c) => sameValue(c, v)) && !(on && (isExclusive(choiceValue) || isExclusive(v)));
  return all.filter((v) => (sameValue(v, choiceValue) ? on : kept(v)));
}

/** Several choices as checkboxes (also used for multiple-choice lists: easier on phones than a multi-select). */
export function CheckboxesWidget(props: WidgetProps) {
  const { id, options } = props;
  const { value, setValue, locked, aria } = useWidget(props);
  const [cleared, setCleared] = useState('');
  const chosen = Array.isArray(value) ? value : [];
  const choices = options.enumOptions ?? [];
  const exclusive = exclusiveValues(props.schema as JsonSchemaObject);
  const toggle = (choiceValue: unknown, on: boolean): void => {
    const next = ticksAfter(choices.map((c) => c.value), chosen, exclusive, choiceValue, on);
    const gone = choices.filter((c) => !sameValue(c.value, choiceValue) && chosen.some((v) => sameValue(v, c.value)) && !next.some((v) => sameValue(v, c.value)));
    // ticks cleared by another tick are said aloud: a screen reader user would not see them go
    setCleared(gone.length > 0 ? `Unticked ${gone.map((c) => `‘${c.label}’`).join(', ')}.` : '');
    setValue(next.length > 0 ? next : undefined);
  };
  return (
    <div className={options.inline ? 'af-choices af-choices--inline' : 'af-choices'}>
      {choices.map((choice, index) => (
        <label key={index} className="af-choice">
          <input
            type="checkbox"
            id={`${id}-${index}`}
            name={id}
            value={String(index)}
            checked={chosen.some((c) => sameValue(c, choice.value))}
            disabled={locked}
            onChange={(event) => toggle(choice.value, event.target.checked)}
            {...aria}
          />
          <span>{choice.label}</span>
        </label>
      ))}
      {exclusive.length > 0 ? (
        <p className="af-visually-hidden" aria-live="polite">
          {cleared}
        </p>
      ) : null}
    </div>
  );
}

/** A drop-down for single choices; multiple choices render as checkboxes instead. */
export function SelectWidget(props: WidgetProps) {
  const { id, options, required, placeholder, multiple } = props;
  const { value, setValue, locked, aria } = useWidget(props);
  if (multiple) return <CheckboxesWidget {...props} />;
  const choices = options.enumOptions ?? [];
  const selected = choices.findIndex((c) => sameValue(c.value, value));
  return (
    <select
      id={id}
      name={id}
      className="af-select"
      value={selected === -1 ? '' : String(selected)}
      required={required}
      disabled={locked}
      onChange={(event) => setValue(event.target.value === '' ? undefined : choices[Number(event.target.value)]?.value)}
      {...aria}
    >
      <option value="">{placeholder || 'Choose an answer'}</option>
      {choices.map((choice, index) => (
        <option key={index} value={String(index)}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}
