/** An inline "are you sure?" beside what is about to go: focus moves into it, Escape keeps things as they are. */
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { focusSoon } from '../workspace-context';

interface Props {
  message: string;
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
  /** data-testid of the control that opened it, focused again on cancel */
  returnFocusTo: string;
  testId: string;
  /** other ways to go on (e.g. keep a section's questions) */
  children?: ReactNode;
}

export function ConfirmRemove({ message, confirmLabel, onConfirm, onCancel, returnFocusTo, testId, children }: Props) {
  const id = useId();
  const confirm = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => confirm.current?.focus(), []);
  const cancel = () => {
    onCancel();
    focusSoon(returnFocusTo);
  };
  return (
    <div
      role="group"
      aria-labelledby={id}
      className="fb-confirm"
      data-testid={testId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          cancel();
        }
      }}
    >
      <p id={id}>{message}</p>
      <div className="fb-confirm-actions">
        <button ref={confirm} type="button" className="button" onClick={onConfirm}>
          {confirmLabel}
        </button>
        {children}
        <button type="button" className="button secondary" onClick={cancel}>
          Keep it
        </button>
      </div>
    </div>
  );
}
