import { memo } from 'react';
import type { BaseInputTemplateProps, RJSFSchema, UIOptionsType, WidgetProps } from '@rjsf/utils';
import { useWidget } from './widget-state.ts';
import { useFieldTitle } from '../state/context.ts';
import { FieldTitle } from '../templates/FieldTemplate.tsx';

/** Text shown in an input for a stored answer. */
function asText(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/** The keyboard phones show and what browsers may fill in, by input type (the member's own details). */
const INPUT_HINTS: Record<string, { inputMode?: 'decimal' | 'numeric' | 'email' | 'tel'; autoComplete?: string }> = {
  email: { inputMode: 'email', autoComplete: 'email' },
  tel: { inputMode: 'tel', autoComplete: 'tel' },
};

/**
 * The input's type, range, keyboard and autofill. (RJSF's getInputProps builds an Intl.NumberFormat
 * per call for number schemas; the app is English-only, where the decimal separator is '.'.)
 * `ui:options.autocomplete` overrides the autofill hint ("off" for someone else's email, say).
 */
export function inputPropsFor(schema: RJSFSchema, type: string | undefined, options: UIOptionsType) {
  const numeric = schema.type === 'number' || schema.type === 'integer';
  const inputType =
    typeof options.inputType === 'string'
      ? options.inputType
      : type || (numeric ? 'number' : schema.format === 'email' ? 'email' : schema.format === 'date' ? 'date' : 'text');
  const hints = INPUT_HINTS[inputType] ?? {};
  const props: {
    type: string;
    min?: number;
    max?: number;
    step?: number | 'any';
    inputMode?: 'decimal' | 'numeric' | 'email' | 'tel';
    autoComplete?: string;
    spellCheck?: boolean;
  } = { type: inputType, ...hints };
  if (typeof options.autocomplete === 'string') props.autoComplete = options.autocomplete;
  if (inputType === 'email' || inputType === 'tel') props.spellCheck = false;
  if (typeof schema.minimum === 'number') props.min = schema.minimum;
  if (typeof schema.maximum === 'number') props.max = schema.maximum;
  if (inputType === 'number') {
    props.step = typeof schema.multipleOf === 'number' ? schema.multipleOf : schema.type === 'integer' ? 1 : 'any';
    // whole numbers that cannot be negative get the plain digit pad (it has no minus or point)
    const whole = schema.type === 'integer' && typeof schema.minimum === 'number' && schema.minimum >= 0;
    props.inputMode = whole ? 'numeric' : 'decimal';
  }
  return props;
}

/**
 * Every single-line input (text, email, number, date, tel, url). The value goes straight to the
 * response store, which re-renders only this input, so typing stays within a frame on long forms.
 */
export const BaseInputTemplate = memo(function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, type, schema, options, required, placeholder, autofocus, onBlur, onFocus } = props;
  const { value, setValue, locked, aria } = useWidget(props);
  const inputProps = inputPropsFor(schema, type, options);
  const numeric = inputProps.type === 'number';
  return (
    <input
      {...inputProps}
      id={id}
      name={id}
      className="af-input"
      value={asText(value)}
      required={required}
      readOnly={Boolean(props.readonly)}
      disabled={Boolean(props.disabled)}
      placeholder={placeholder}
      autoFocus={autofocus}
      onChange={(event) => {
        const text = event.target.value;
        setValue(numeric ? (text === '' ? undefined : Number(text)) : text);
      }}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      aria-readonly={locked || undefined}
      {...aria}
    />
  );
});

/** Longer free text ("ui:widget": "textarea"; "ui:options": { "rows": n }). */
export function TextareaWidget(props: WidgetProps) {
  const { id, options, required, placeholder, autofocus } = props;
  const { value, setValue, aria } = useWidget(props);
  const rows = typeof options.rows === 'number' ? options.rows : 4;
  return (
    <textarea
      id={id}
      name={id}
      className="af-input af-textarea"
      rows={rows}
      value={asText(value)}
      required={required}
      readOnly={Boolean(props.readonly)}
      disabled={Boolean(props.disabled)}
      placeholder={placeholder}
      autoFocus={autofocus}
      onChange={(event) => setValue(event.target.value)}
      {...aria}
    />
  );
}

/** A yes/no tick box that labels itself with the field's title. */
export function CheckboxWidget(props: WidgetProps) {
  const { id, required } = props;
  const label = useFieldTitle(props.name, props.label);
  const { value, setValue, locked, aria } = useWidget(props);
  return (
    <div className="af-check">
      <input
        type="checkbox"
        id={id}
        name={id}
        checked={value === true}
        disabled={locked}
        onChange={(event) => setValue(event.target.checked)}
        {...aria}
      />
      <label htmlFor={id}>
        <FieldTitle label={label} required={required} />
      </label>
    </div>
  );
}

/**
 * Explicit consent ("ui:widget": "consent"): unticking removes the answer rather than storing
 * false, so a required consent reads as not given.
 */
export function ConsentWidget(props: WidgetProps) {
  const { id, required } = props;
  const label = useFieldTitle(props.name, props.label);
  const { value, setValue, locked, aria } = useWidget(props);
  return (
    <div className="af-check af-consent">
      <input
        type="checkbox"
        id={id}
        name={id}
        checked={value === true}
        required={required}
        disabled={locked}
        onChange={(event) => setValue(event.target.checked ? true : undefined)}
        {...aria}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
