/**
 * The labelled inputs every panel uses. Each keeps its own text while the administrator types
 * (so the cursor never jumps), hands every change to `onValue`, and shows the reason when a value
 * cannot be used (tied to the input by aria-describedby).
 */
import { useId, useState, type ReactNode } from 'react';
import { useFollowing, useResetBy } from '../use-panel';

/** Returns why the value was not taken (shown under the input), or null when it was. */
export type Take<T> = (value: T) => string | null;

interface Described {
  hint?: ReactNode;
  error: string | null;
  id: string;
}

function describedBy({ hint, error, id }: Described): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function HintAndError({ hint, error, id }: Described) {
  return (
    <>
      {hint ? (
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      ) : null}
    </>
  );
}

interface TextSettingProps {
  label: ReactNode;
  value: string;
  onValue: Take<string>;
  hint?: ReactNode;
  multiline?: boolean;
  rows?: number;
  placeholder?: string;
  inputMode?: 'text' | 'numeric' | 'decimal';
  /** `onValue` runs on blur and Enter instead of on every keystroke (a rename); Escape puts back the stored value */
  commitOnBlur?: boolean;
  className?: string;
  /** a label only screen readers hear (the table-like rows of choices and bands) */
  hideLabel?: boolean;
  spellCheck?: boolean;
}

/** A text input (or text area) bound to one stored string. */
export function TextSetting(props: TextSettingProps) {
  const { label, value, onValue, hint, multiline, rows = 3, placeholder, commitOnBlur, className, hideLabel } = props;
  const id = useId();
  const [text, setText] = useFollowing(value);
  const [error, setError] = useResetBy<string | null>(null, value);
  const shownError = error;

  const take = (next: string) => setError(onValue(next));
  const common = {
    id,
    value: text,
    placeholder,
    spellCheck: props.spellCheck,
    'aria-invalid': shownError ? true : undefined,
    'aria-describedby': describedBy({ hint, error: shownError, id }),
    onChange: (event: { target: { value: string } }) => {
      setText(event.target.value);
      if (!commitOnBlur) take(event.target.value);
    },
    // read the box itself, not this render's `text`: a rename must use exactly what is in it
    onBlur: commitOnBlur ? (event: { target: { value: string } }) => event.target.value !== value && take(event.target.value) : undefined,
  };
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      {multiline ? (
        <textarea rows={rows} {...common} />
      ) : (
        <input
          type="text"
          inputMode={props.inputMode}
          {...common}
          onKeyDown={
            commitOnBlur
              ? (event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    if (event.currentTarget.value !== value) take(event.currentTarget.value);
                  } else if (event.key === 'Escape') {
                    setText(value);
                    setError(null);
                  }
                }
              : undefined
          }
        />
      )}
      <HintAndError hint={hint} error={shownError} id={id} />
    </div>
  );
}

interface NumberSettingProps {
  label: ReactNode;
  value: number | undefined;
  /** undefined = the box was emptied (only offered when `optional`) */
  onValue: Take<number | undefined>;
  hint?: ReactNode;
  optional?: boolean;
  wholeNumber?: boolean;
  min?: number;
  hideLabel?: boolean;
  className?: string;
}

/** A number box: text that is not a number (yet) is kept and explained, never stored. */
export function NumberSetting(props: NumberSettingProps) {
  const { label, value, onValue, optional, wholeNumber, min } = props;
  const shown = value === undefined ? '' : String(value);
  return (
    <TextSetting
      label={label}
      value={shown}
      hint={props.hint}
      hideLabel={props.hideLabel}
      className={props.className ?? 'number-setting'}
      inputMode={wholeNumber && (min ?? -1) >= 0 ? 'numeric' : 'decimal'}
      onValue={(text) => {
        const trimmed = text.trim();
        if (trimmed === '') return optional ? onValue(undefined) : 'Enter a number';
        const number = Number(trimmed);
        if (!Number.isFinite(number)) return 'Enter a number, using digits';
        if (wholeNumber && !Number.isInteger(number)) return 'Enter a whole number';
        if (min !== undefined && number < min) return `Enter ${min} or more`;
        return onValue(number);
      }}
    />
  );
}

interface CheckSettingProps {
  label: ReactNode;
  checked: boolean;
  onValue: Take<boolean>;
  hint?: ReactNode;
}

/** A tick box with its label, hint and refusal. */
export function CheckSetting({ label, checked, onValue, hint }: CheckSettingProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="field check-setting">
      <span className="check-row">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-describedby={describedBy({ hint, error, id })}
          onChange={(event) => setError(onValue(event.target.checked))}
        />
        <label htmlFor={id}>{label}</label>
      </span>
      <HintAndError hint={hint} error={error} id={id} />
    </div>
  );
}

/** A refusal or problem shown where it happened. */
export function InlineProblem({ id, children }: { id?: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {children}
    </p>
  );
}
