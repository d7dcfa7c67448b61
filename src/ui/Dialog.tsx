import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './dialog.css';

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: focus moves in (to `[data-autofocus]` or the first control), Tab stays inside,
 * Escape cancels when cancelling is allowed, and focus returns where it was on close.
 */
export function Dialog({
  title,
  children,
  onCancel,
  alert = false,
}: {
  title: string;
  children: ReactNode;
  /** absent: the dialog needs an answer (Escape does nothing) */
  onCancel?(): void;
  /** an alertdialog: something went wrong and needs a decision */
  alert?: boolean;
}) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const first = box.current?.querySelector<HTMLElement>('[data-autofocus]') ?? box.current?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    // back where it was, unless that control is gone (the caller then moves focus on)
    return () => {
      if (before?.isConnected) before.focus();
    };
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && onCancel) {
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== 'Tab' || !box.current) return;
    const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
  return createPortal(
    <div className="ui-dialog-backdrop">
      <div ref={box} className="ui-dialog card" role={alert ? 'alertdialog' : 'dialog'} aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <h2 id={titleId} className="ui-dialog-title">{title}</h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
