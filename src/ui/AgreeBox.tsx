import { forwardRef, useId, useRef, useState, type ReactNode } from 'react';

export interface AgreeBoxProps {
  /** what the person agrees to, in their own words (the label) */
  words: string;
  checked: boolean;
  onChange(checked: boolean): void;
  /** why going on needs the box, shown and announced with it once they tried without it */
  error?: string | null;
  /** a line under the words, e.g. a link to the terms */
  more?: ReactNode;
}

/**
 * A box someone must tick, in words they agree to, before going on. It is never ticked for them,
 * and pressing on without it says why beside the box (tied to it with aria-describedby) instead of
 * greying the button out, so a keyboard or screen-reader user learns what is missing.
 */
export const AgreeBox = forwardRef<HTMLInputElement, AgreeBoxProps>(function AgreeBox({ words, checked, onChange, error = null, more = null }, ref) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="agree-box">
      <label className="agree-box-row" htmlFor={id}>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>{words}</span>
      </label>
      {more}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
});

/**
 * The state of one AgreeBox: `props` to spread on it (with `words` and `more`), and `confirm()`,
 * true when the box is ticked, otherwise showing `missing` beside the box and moving focus there.
 */
export function useAgreeBox(missing: string) {
  const ref = useRef<HTMLInputElement>(null);
  const [checked, setChecked] = useState(false);
  const [asked, setAsked] = useState(false);
  const confirm = (): boolean => {
    if (checked) return true;
    setAsked(true);
    ref.current?.focus();
    return false;
  };
  const onChange = (now: boolean) => {
    setChecked(now);
    if (now) setAsked(false);
  };
  return { confirm, props: { ref, checked, onChange, error: asked ? missing : null } };
}
